import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A member's shortlist (premium only, D13): likerId shortlisted likedUserId. */
export const shortlists = pgTable(
  'shortlists',
  {
    likerId: text('liker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedUserId: text('liked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.likerId, t.likedUserId] }),
    index('shortlists_liker_created_idx').on(t.likerId, t.createdAt),
    check('shortlists_not_self', sql`${t.likerId} <> ${t.likedUserId}`),
  ],
);

/** blockerId blocked blockedId. Mutual in effect (D11); only the blocker lists it. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
