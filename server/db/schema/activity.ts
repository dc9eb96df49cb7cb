import { date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** D13: the distinct profiles a free member's discovery revealed in full, per calendar day. */
export const discoveryReveals = pgTable(
  'discovery_reveals',
  {
    viewerId: text('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revealedUserId: text('revealed_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.viewerId, t.day, t.revealedUserId] })],
);

/** D16: a profile view counts once per viewer per day; the primary key makes that so. */
export const profileViews = pgTable(
  'profile_views',
  {
    viewerId: text('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedUserId: text('viewed_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.viewedUserId, t.day] }),
    index('profile_views_viewed_idx').on(t.viewedUserId),
  ],
);
