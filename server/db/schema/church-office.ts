import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { languageEnum, premiumRequestStatusEnum } from './enums.ts';

/**
 * D41: a member's request for Premium in the 'granted by the church office' mode. At most one is
 * pending per member (the partial unique index); an admin grants it for a term (`termMonths`, null
 * for until revoked) or declines it with a reason.
 */
export const premiumRequests = pgTable(
  'premium_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    status: premiumRequestStatusEnum('status').notNull().default('pending'),
    termMonths: integer('term_months'),
    declineReason: text('decline_reason'),
    decidedById: text('decided_by_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('premium_requests_one_pending')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    index('premium_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * D42: the blocked words, one list per language. `normalized` is the word as matching sees it
 * (lower case, accents and spacing removed), unique per language.
 */
export const blockedWords = pgTable(
  'blocked_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: languageEnum('language').notNull(),
    word: text('word').notNull(),
    normalized: text('normalized').notNull(),
    createdById: text('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blocked_words_language_normalized').on(t.language, t.normalized)],
);
