import type { schema } from './schema.ts';

/**
 * The row types of the tables, as repositories return them and presenters read them. They live
 * with the schema, not in a module, so that a presenter can name the row it maps without
 * importing another module's repository.
 */
export type AccountRow = typeof schema.users.$inferSelect;
export type ProfileRow = typeof schema.profiles.$inferSelect;
export type PhotoRow = typeof schema.photos.$inferSelect;
export type InterestRow = typeof schema.interests.$inferSelect;
