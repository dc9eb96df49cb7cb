import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * D34: a member's "Download my data": one row per member, prepared in the background (the
 * `data-export` job), then downloadable until `expires_at` (7 days). The ZIP itself is in storage
 * under `storage_key`; the row goes with the member, the file with the row (member-data.service.ts).
 */
export const dataExports = pgTable('data_exports', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'preparing' | 'ready' | 'failed' */
  status: text('status').notNull(),
  storageKey: text('storage_key'),
  bytes: integer('bytes'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  readyAt: timestamp('ready_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});
