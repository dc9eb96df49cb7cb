import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * D21: who did what, to whom, when. Admin actions and member security events. Rows outlive the
 * accounts they name (ids set to null on delete) so the log stays a log.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: text('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Non-sensitive context only: never passwords, tokens or personal data. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_subject_created_idx').on(t.subjectUserId, t.createdAt),
    index('audit_events_created_idx').on(t.createdAt),
  ],
);
