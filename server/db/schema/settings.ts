import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { backupScheduleEnum, membershipModeEnum, moderationModeEnum } from './enums.ts';

/**
 * The System Settings that work (D31): one row (id 1), written by the super admin. No row means the
 * defaults (review after publishing, registration open), so a database without it behaves as a new one.
 */
export const appSettings = pgTable(
  'app_settings',
  {
    id: integer('id').primaryKey().default(1),
    moderationMode: moderationModeEnum('moderation_mode').notNull().default('after'),
    registrationOpen: boolean('registration_open').notNull().default(true),
    /** D41: the membership model. */
    membershipMode: membershipModeEnum('membership_mode').notNull().default('free_and_premium'),
    /** D42: maintenance mode and the message members and visitors see meanwhile. */
    maintenanceOn: boolean('maintenance_on').notNull().default(false),
    maintenanceMessage: text('maintenance_message').notNull().default(''),
    /** D42: the password policy's minimum length, never below the spec's 6. */
    passwordMinLength: integer('password_min_length').notNull().default(6),
    /**
     * D42: the session policy a new session takes (sessions.idle_minutes, sessions.ends_at): signed
     * out after this long without a request (30 days: the spec's sessions), and after this many days
     * whatever the activity (null: only by the idle timeout or signing out).
     */
    sessionIdleMinutes: integer('session_idle_minutes').notNull().default(43_200),
    sessionLifetimeDays: integer('session_lifetime_days'),
    /** D42: accounts deactivated this many months are deleted after a notice (null: off). */
    retentionMonths: integer('retention_months'),
    /**
     * D48: church sign-in through the church's OpenID Connect provider. The client secret is kept
     * encrypted with AUTH_SECRET; nothing of it ever leaves the server. Off until the office turns it on.
     */
    oidcOn: boolean('oidc_on').notNull().default(false),
    oidcIssuer: text('oidc_issuer').notNull().default(''),
    oidcClientId: text('oidc_client_id').notNull().default(''),
    oidcClientSecret: text('oidc_client_secret').notNull().default(''),
    oidcButtonLabel: text('oidc_button_label').notNull().default(''),
    /** D48: members may sign in with a password (staff always may, with their second factor). */
    memberPasswordSignIn: boolean('member_password_sign_in').notNull().default(true),
    /** Issue 49: the embedded default's scheduled backup, under DATA_DIR/backups, the newest N kept. */
    backupSchedule: backupScheduleEnum('backup_schedule').notNull().default('off'),
    backupKeep: integer('backup_keep').notNull().default(7),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedById: text('updated_by_id'),
  },
  (t) => [
    check('app_settings_one_row', sql`${t.id} = 1`),
    check('app_settings_password_min_length', sql`${t.passwordMinLength} between 6 and 128`),
    check('app_settings_session_idle_minutes', sql`${t.sessionIdleMinutes} in (30, 120, 480, 1440, 10080, 43200)`),
    check('app_settings_session_lifetime_days', sql`${t.sessionLifetimeDays} in (1, 7, 30, 90)`),
    check('app_settings_retention_months', sql`${t.retentionMonths} in (6, 12, 24)`),
    check('app_settings_backup_keep', sql`${t.backupKeep} between 1 and 60`),
  ],
);
