import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ProfileFor } from '#shared/schemas/family-drafts.ts';
import type { FamilyLinkStatus, FamilyLogAction, FamilyRelation } from '#shared/schemas/family.ts';
import { users } from './accounts.ts';

/**
 * D45: a member's link to a relative. `invited` holds the hashed token of the emailed invitation
 * until it is accepted (`active`, with the relative's account) or expires; a link that ends is
 * deleted (the family log keeps what happened). One open link per member and email.
 */
export const familyLinks = pgTable(
  'family_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relativeId: text('relative_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    relation: text('relation').$type<FamilyRelation>().notNull(),
    status: text('status').$type<FamilyLinkStatus>().notNull().default('invited'),
    /** SHA-256 of the invitation's token; null once accepted. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    mayEditProfile: boolean('may_edit_profile').notNull().default(false),
    /** D46: since when this relative is the member's chaperone (null: not the chaperone). One per member. */
    chaperoneSince: timestamp('chaperone_since', { withTimezone: true }),
    /** D46: the end of the period the chaperone's last weekly summary covered (null: none sent yet). */
    chaperoneSummaryAt: timestamp('chaperone_summary_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('family_links_member_email_unique').on(t.memberId, sql`lower(${t.email})`),
    uniqueIndex('family_links_token_unique').on(t.tokenHash),
    index('family_links_relative_idx').on(t.relativeId),
    uniqueIndex('family_links_one_chaperone')
      .on(t.memberId)
      .where(sql`${t.chaperoneSince} is not null`),
    check('family_links_chaperone_active', sql`${t.chaperoneSince} is null or ${t.status} = 'active'`),
    check('family_links_relation', sql`${t.relation} in ('parent', 'brother', 'sister', 'friend', 'relative')`),
    check('family_links_status', sql`${t.status} in ('invited', 'active')`),
    check(
      'family_links_state',
      sql`(${t.status} = 'invited' and ${t.tokenHash} is not null and ${t.relativeId} is null)
        or (${t.status} = 'active' and ${t.relativeId} is not null)`,
    ),
    check('family_links_not_self', sql`${t.relativeId} is null or ${t.relativeId} <> ${t.memberId}`),
  ],
);

/**
 * D45: what happened to a member's links and what each relative did, for the member to read. The
 * relative's name and relation are written with the entry, so it outlives the link.
 */
export const familyLog = pgTable(
  'family_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relativeId: text('relative_id').references(() => users.id, { onDelete: 'set null' }),
    /** The relative's first name, or the invited email before they accepted. */
    relative: text('relative').notNull(),
    relation: text('relation').$type<FamilyRelation>().notNull(),
    action: text('action').$type<FamilyLogAction>().notNull(),
    /** D46: a chaperone's read names the other member of the conversation (their first name) and its id. */
    subject: text('subject'),
    conversationId: uuid('conversation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_log_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * D45: a profile a relative started at registration for a son, daughter, brother, sister, friend or
 * relative. It is not an account: nobody can find, see or sign in to it. The member's invitation
 * carries the token; on acceptance the member's account is made from it (with the link to the
 * relative who started it) and the draft is deleted; a refusal deletes it too.
 */
export const familyDrafts = pgTable(
  'family_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    relativeId: text('relative_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the relative who started it is related to the member (family_links.relation once accepted). */
    relation: text('relation').$type<FamilyRelation>().notNull(),
    /** The registration's choice: the member's profileCreatedBy. */
    profileFor: text('profile_for').$type<ProfileFor>().notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The profile as the relative filled it in so far (the guided profile's draft, without contact details). */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    /** SHA-256 of the member's invitation token. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('family_drafts_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('family_drafts_token_unique').on(t.tokenHash),
    index('family_drafts_relative_idx').on(t.relativeId),
    check('family_drafts_relation', sql`${t.relation} in ('parent', 'brother', 'sister', 'friend', 'relative')`),
    check(
      'family_drafts_profile_for',
      sql`${t.profileFor} in ('Son', 'Daughter', 'Brother', 'Sister', 'Friend', 'Relative')`,
    ),
  ],
);

/**
 * D45: a member a linked relative suggests ('Suggested by {first name} ({relation})'); the member
 * decides (dismissing keeps the row so the same relative does not suggest them again). Ends with
 * the link.
 */
export const familySuggestions = pgTable(
  'family_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => familyLinks.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suggestedId: text('suggested_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('family_suggestions_link_suggested_unique').on(t.linkId, t.suggestedId),
    index('family_suggestions_member_idx').on(t.memberId, t.createdAt),
    index('family_suggestions_suggested_idx').on(t.suggestedId),
    check('family_suggestions_not_self', sql`${t.suggestedId} <> ${t.memberId}`),
  ],
);
