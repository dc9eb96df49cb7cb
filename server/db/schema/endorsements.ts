import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { churches } from './churches.ts';

/**
 * D32: a member's request that their pastor endorse them, and the endorsement it becomes. The
 * pastor is the directory's (`church_id`), mailed a single-use link; only the SHA-256 of its token is
 * kept (`request_token_hash`, cleared once used), and of the withdrawal link's (`withdraw_token_hash`).
 * status: 'requested' → 'confirmed' | 'declined'; 'confirmed' → 'withdrawn' (the pastor) or 'ended'
 * (the member changed church). A confirmed endorsement counts for 12 months from `decided_at`.
 */
export const endorsements = pgTable(
  'endorsements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    churchId: uuid('church_id')
      .notNull()
      .references(() => churches.id),
    /** The pastor the request went to, as the directory named them then: the badge's name. */
    pastorName: text('pastor_name').notNull(),
    status: text('status').notNull().default('requested'),
    requestTokenHash: text('request_token_hash'),
    withdrawTokenHash: text('withdraw_token_hash'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('endorsements_member_idx').on(t.memberId, t.requestedAt),
    uniqueIndex('endorsements_request_token_idx').on(t.requestTokenHash),
    uniqueIndex('endorsements_withdraw_token_idx').on(t.withdrawTokenHash),
    // The badge's lookup: a member's confirmed endorsement.
    index('endorsements_confirmed_idx')
      .on(t.memberId, t.decidedAt)
      .where(sql`${t.status} = 'confirmed'`),
  ],
);
