import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { contactSubjectEnum, reportReasonEnum, reportStatusEnum } from './enums.ts';

/**
 * A member's report of a profile (D18). Deleting either member keeps the report with a null id,
 * shown as 'Deleted user' (D22).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedUserId: text('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: reportReasonEnum('reason').notNull(),
    description: text('description').notNull().default(''),
    /**
     * D28: a report about a message carries that message, copied, so that the admin reads exactly
     * it (and nothing else of the conversation) even after the message or its sender is gone.
     */
    messageId: bigint('message_id', { mode: 'number' }),
    messageBody: text('message_body'),
    messageSentAt: timestamp('message_sent_at', { withTimezone: true }),
    status: reportStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: text('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedById: text('dismissed_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
    // One open report per reporter and reported member (issue 25): a second one, about a profile
    // or a message, is refused while the first is pending; once decided, a new one is accepted.
    uniqueIndex('reports_one_open_per_pair')
      .on(t.reporterId, t.reportedUserId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A message sent from the landing page's contact form (D18); super admins read them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: contactSubjectEnum('subject'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
