import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * D32: the church directory the super admin keeps. A church is retired, never deleted: members who
 * named it keep it, and nobody new can pick it. `name_key` is shared/rules/church-names.ts's key of
 * the name, unique, so "St Paul's Cathedral" and "St. Paul's Cathedral" cannot both be listed.
 */
export const churches = pgTable(
  'churches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    denomination: text('denomination').notNull().default(''),
    pastorName: text('pastor_name').notNull().default(''),
    /** The endorsement links go here (D32); never shown to members. */
    pastorEmail: text('pastor_email').notNull().default(''),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('churches_name_key_idx').on(t.nameKey)],
);
