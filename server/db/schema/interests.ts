import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { interestStatusEnum } from './enums.ts';

/**
 * An interest is a proposal one member sends another (never a hobby). States follow spec §4 (D19):
 * pending → accepted | rejected (receiver only) → removed (receiver only). The partial unique index
 * is what guarantees at most one pending-or-accepted interest per ordered pair, even under races.
 */
export const interests = pgTable(
  'interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: interestStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedById: text('removed_by_id'),
  },
  (t) => [
    uniqueIndex('interests_one_open_per_pair')
      .on(t.senderId, t.receiverId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('interests_receiver_status_idx').on(t.receiverId, t.status, t.createdAt),
    index('interests_sender_status_idx').on(t.senderId, t.status),
    check('interests_not_to_self', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

/**
 * Issue 44: a match moment not yet seen — one row per member and the member they matched with
 * (an accepted interest), written with the acceptance. Seeing it ('Send a message', 'Keep
 * browsing') deletes the row, so it shows once, on whichever device comes first; who may see whom
 * (D11, D31) is checked when it is read, so a block or hold after the match hides it too.
 */
export const matchMoments = pgTable(
  'match_moments',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: text('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.partnerId] })],
);
