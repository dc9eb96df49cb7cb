import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * D36: the members recommended to a member on a day, in their order. Written by the first request
 * of the day (or the first after the member's preferences changed: `basis` names the preferences
 * the list was made for), read by the rest, so the list stays the same through the day; the rows
 * of the last 30 days keep a member from being recommended again within them.
 */
export const recommendations = pgTable(
  'recommendations',
  {
    viewerId: text('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    basis: text('basis').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.day, t.memberId] }),
    // "recommended in the last 30 days": one probe per candidate.
    index('recommendations_viewer_member_idx').on(t.viewerId, t.memberId),
    // A deleted member's rows go with them (the cascade looks them up here).
    index('recommendations_member_idx').on(t.memberId),
  ],
);
