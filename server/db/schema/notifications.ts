import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationChannels, NotificationKind } from '#shared/schemas/notifications.ts';
import { users } from './accounts.ts';

/**
 * D30: what a member is told of, kept 90 days. `kind` is a row of the kinds table
 * (shared/schemas/notifications.ts); `subjectId` what it is about (an interest, a conversation).
 * `inApp`: shown in the bell's list (the member's setting when it was made). A new message of a
 * conversation whose notification is still unread bumps that row instead of adding one: the
 * unique index is the "one email per conversation while unread" rule.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** Who caused it (null: an administrator or the product). Deleting them deletes it (D22). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id'),
    inApp: boolean('in_app').notNull().default(true),
    /** How many events this row stands for (messages of one conversation while unread). */
    count: integer('count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_member_created_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    index('notifications_member_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null and ${t.inApp}`),
    uniqueIndex('notifications_one_unread_per_subject_idx')
      .on(t.memberId, t.kind, t.subjectId)
      .where(sql`${t.readAt} is null and ${t.kind} = 'message'`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/**
 * A member's notification settings (D30): per kind and channel, over the kinds table's defaults
 * (a kind missing from `channels` has its defaults). `emailDigest`: one email a day instead of
 * single emails; `pushPreviews`: pushes may show the other member's first name.
 */
export const notificationSettings = pgTable('notification_settings', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels')
    .$type<Partial<Record<NotificationKind, NotificationChannels>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  emailDigest: boolean('email_digest').notNull().default(false),
  pushPreviews: boolean('push_previews').notNull().default(false),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
});

/**
 * The job queue (ADR 0026): background work kept in the database, claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so that each job runs on one instance at a time and a job
 * whose instance died runs again when its lease ends. `key` makes enqueueing idempotent (one
 * email per notification, one digest per member). A finished job is deleted; one that failed
 * `maxAttempts` times stays with `failedAt` for the operator.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    queue: text('queue').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.failedAt} is null`),
  ],
);

/**
 * A device that allowed Web Push (D30): the browser's subscription, one row per endpoint. The
 * push service's 404 or 410 for an endpoint deletes its row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), to encrypt for it. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser that subscribed, as it named itself, to tell devices apart in the settings. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_member_idx').on(t.memberId),
  ],
);
