import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  accountStatusEnum,
  deactivationSourceEnum,
  membershipTypeEnum,
  photoVisibilityEnum,
  roleEnum,
} from './enums.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A member account: better-auth's `user` model (id, name, email, emailVerified, image, timestamps)
 * plus the account fields of spec §3. Counters (profileViews, interestsReceived, matches,
 * shortlistedCount) are derived from their tables, not stored here (docs/decisions/0005).
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    countryCode: text('country_code').notNull().default('+91'),
    /** Digits only, without the country code. */
    phoneNumber: text('phone_number').notNull().default(''),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    role: roleEnum('role').notNull().default('user'),
    membershipType: membershipTypeEnum('membership_type').notNull().default('free'),
    accountStatus: accountStatusEnum('account_status').notNull().default('active'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivatedBy: deactivationSourceEnum('deactivated_by'),
    deactivatedById: text('deactivated_by_id'),
    reactivatedAt: timestamp('reactivated_at', { withTimezone: true }),
    reactivatedById: text('reactivated_by_id'),
    upgradedAt: timestamp('upgraded_at', { withTimezone: true }),
    upgradedById: text('upgraded_by_id'),
    downgradedAt: timestamp('downgraded_at', { withTimezone: true }),
    downgradedById: text('downgraded_by_id'),
    /** D41: the end of a term of Premium granted by the church office (null: no end, or not granted). */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /** D41: when the member was told that the granted term ends in 14 days. */
    premiumReminderSentAt: timestamp('premium_reminder_sent_at', { withTimezone: true }),
    /**
     * D42's data retention: when the member of a deactivated account was told it will be deleted
     * (30 days later); cleared when the account is active again.
     */
    retentionNoticeAt: timestamp('retention_notice_at', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** D33: who sees this member's photos (everyone else gets a blurred image). */
    photoVisibility: photoVisibilityEnum('photo_visibility').notNull().default('members'),
    /** D34: when the member accepted the terms and the privacy policy (registration); null for demo members. */
    /**
     * D31: hidden from other members by moderation (a rejected profile, a hold after 3 reports, or
     * a profile waiting in "review before publishing"), kept by moderation.repository.ts:refreshHidden
     * so that the one visibility filter reads a column of `users`.
     */
    hiddenByModeration: boolean('hidden_by_moderation').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /**
     * D45: a relative's account (a parent, a sibling, a friend who helps a member): never shown to
     * other members, refused every member route, linked to members through `family_links`.
     */
    relativeAccount: boolean('relative_account').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedById: text('updated_by_id'),
  },
  (t) => [
    // Email is unique whatever its letter case (an account per person).
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // better-auth finds a member by `email = $1` (sign-in, registration; emails are stored lower
    // case), which the index above cannot serve: without this one, a scan of every member (about
    // 65 ms at 1M) on each sign-in (issue 46, ADR 0064).
    index('users_email_idx').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    index('users_role_status_idx').on(t.role, t.accountStatus),
    // The admin's user search (contains on name and email, id prefix), fast at 1M accounts.
    index('users_name_trgm_idx').using('gin', sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_id_prefix_idx').on(t.id.op('text_pattern_ops')),
  ],
);

/** better-auth's `session` model: server-side, revocable sessions (D8). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * D42: the policy in force when the session began: `expiresAt` slides by `idleMinutes` with each
     * request (null: 30 days, sessions older than the policy) and never passes `endsAt`.
     */
    idleMinutes: integer('idle_minutes'),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** better-auth's `account` model: how a member signs in (the password hash lives here, never sent). */
export const credentials = pgTable(
  'credentials',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('credentials_user_id_idx').on(t.userId)],
);

/** better-auth's `verification` model: single-use, expiring tokens (reset, email verification: D10). */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** better-auth's `rateLimit` model, so throttling counters are shared by every instance (D2). */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
