import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { churches } from './churches.ts';
import {
  bodyTypeEnum,
  educationStatusEnum,
  genderEnum,
  languageEnum,
  maritalStatusEnum,
  profileCreatedByEnum,
  profileStatusEnum,
  reviewStatusEnum,
  skinColorEnum,
} from './enums.ts';

/**
 * Every profile field of spec §3 under its canonical name (D5): one column each, edited from the
 * member's form and the admin's form alike. Typed: dates are dates, height and weight are numbers in
 * cm and kg, closed sets are enums. One row per member, created with the account.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileStatus: profileStatusEnum('profile_status').notNull().default('incomplete'),
    // D31: where the profile stands with the moderators (isProfileApproved is `approved`). A new
    // account and every save make it `pending` (the queue, oldest `submitted_at` first) with the
    // fields that changed since the last decision; `rejected` keeps the reason the member is told.
    // `held_at`: reported by 3 different members, hidden until a moderator decides.
    reviewStatus: reviewStatusEnum('review_status').notNull().default('pending'),
    reviewChanges: text('review_changes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reviewReason: text('review_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedById: text('reviewed_by_id'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    // Personal
    gender: genderEnum('gender'),
    // D36: whom the member is looking for (Male or Female); null until they say.
    lookingFor: genderEnum('looking_for'),
    dob: date('dob', { mode: 'string' }),
    profileCreatedBy: profileCreatedByEnum('profile_created_by'),
    maritalStatus: maritalStatusEnum('marital_status'),
    motherTongue: text('mother_tongue'),
    church: text('church'),
    // D32: the directory's entry the member picked (null: a church they typed, "other"). `church`
    // keeps the name shown everywhere; a renamed entry renames it (churches.repository.ts).
    churchId: uuid('church_id').references(() => churches.id, { onDelete: 'set null' }),
    pastorName: text('pastor_name'),
    pastorContact: text('pastor_contact'),
    // Address
    address: text('address'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    postalCode: text('postal_code'),
    // Appearance
    heightCm: integer('height_cm'),
    weightKg: integer('weight_kg'),
    bodyType: bodyTypeEnum('body_type'),
    bodyShape: text('body_shape'),
    hairColor: text('hair_color'),
    eyeColor: text('eye_color'),
    skinColor: skinColorEnum('skin_color'),
    bodyArt: text('body_art'),
    // Horoscope
    starNakshatra: text('star_nakshatra'),
    rasiZodiac: text('rasi_zodiac'),
    timeOfBirth: time('time_of_birth'),
    placeOfBirth: text('place_of_birth'),
    gothram: text('gothram'),
    // Education and career
    degree: text('degree'),
    institution: text('institution'),
    educationStatus: educationStatusEnum('education_status'),
    occupation: text('occupation'),
    designation: text('designation'),
    company: text('company'),
    /** Per year, free text as in the spec ('10-15 Lakhs'). */
    salary: text('salary'),
    // Belief and lifestyle
    religion: text('religion'),
    caste: text('caste'),
    subCaste: text('sub_caste'),
    politicalView: text('political_view'),
    hobbies: text('hobbies'),
    favoriteMusic: text('favorite_music'),
    favoriteBooks: text('favorite_books'),
    favoriteSports: text('favorite_sports'),
    profileSummary: text('profile_summary'),
    // Family (admin form)
    fatherName: text('father_name'),
    fatherOccupation: text('father_occupation'),
    motherName: text('mother_name'),
    motherOccupation: text('mother_occupation'),
    siblings: text('siblings'),
    // Partner preferences (admin form)
    partnerAgeMin: integer('partner_age_min'),
    partnerAgeMax: integer('partner_age_max'),
    partnerHeightMinCm: integer('partner_height_min_cm'),
    partnerHeightMaxCm: integer('partner_height_max_cm'),
    partnerEducation: text('partner_education'),
    partnerOccupation: text('partner_occupation'),
    partnerLocation: text('partner_location'),
    partnerMaritalStatus: maritalStatusEnum('partner_marital_status'),
    // D36: the church or denomination the member hopes their partner shares.
    partnerChurch: text('partner_church'),
    // Preferences
    language: languageEnum('language').notNull().default('en'),
    timezone: text('timezone'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    pushNotifications: boolean('push_notifications').notNull().default(true),
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The member's users.created_at, copied by a trigger on insert (migration 0006): discovery
     * walks profiles, where its filters are, in member order (ADR 0012).
     */
    memberCreatedAt: timestamp('member_created_at', { withTimezone: true }).notNull().defaultNow(),
    /** D43: when a moderator approved the member's photo verification; a new profile photo ends it. */
    photoVerifiedAt: timestamp('photo_verified_at', { withTimezone: true }),
  },
  (t) => [
    // Discovery's keyset order (docs/decisions/0012): newest member first, then id.
    index('profiles_discovery_order_idx').on(t.memberCreatedAt.desc().nullsFirst(), t.userId.desc().nullsFirst()),
    // D36's audience in discovery's order: members of one gender looking for the other, newest first.
    index('profiles_audience_order_idx').on(
      t.gender,
      t.lookingFor,
      t.memberCreatedAt.desc().nullsFirst(),
      t.userId.desc().nullsFirst(),
    ),
    index('profiles_dob_idx').on(t.dob),
    index('profiles_gender_dob_idx').on(t.gender, t.dob),
    index('profiles_country_trgm_idx').using('gin', sql`lower(${t.country}) gin_trgm_ops`),
    index('profiles_church_id_idx').on(t.churchId),
    // D31: the moderators' queues, oldest first.
    index('profiles_review_queue_idx')
      .on(t.submittedAt, t.userId)
      .where(sql`${t.reviewStatus} = 'pending'`),
    index('profiles_held_idx')
      .on(t.heldAt)
      .where(sql`${t.heldAt} is not null`),
    index('profiles_church_trgm_idx').using('gin', sql`lower(${t.church}) gin_trgm_ops`),
    // Also give the planner statistics on lower(...) so it estimates these filters right (ADR 0012).
    index('profiles_religion_trgm_idx').using('gin', sql`lower(${t.religion}) gin_trgm_ops`),
    index('profiles_mother_tongue_trgm_idx').using('gin', sql`lower(${t.motherTongue}) gin_trgm_ops`),
    check('profiles_looking_for_man_or_woman', sql`${t.lookingFor} is null or ${t.lookingFor} <> 'Other'`),
    check('profiles_height_range', sql`${t.heightCm} is null or ${t.heightCm} between 50 and 300`),
    check('profiles_weight_range', sql`${t.weightKg} is null or ${t.weightKg} between 20 and 400`),
    check(
      'profiles_partner_age_range',
      sql`(${t.partnerAgeMin} is null or ${t.partnerAgeMin} between 18 and 100) and (${t.partnerAgeMax} is null or ${t.partnerAgeMax} between 18 and 100)`,
    ),
  ],
);
