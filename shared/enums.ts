/**
 * The closed sets of values of the product (spec §3, D5, D6, D18). The database enums, the request
 * schemas and the web forms are all built from these arrays: one list each.
 */

export const ROLES = ['user', 'moderator', 'admin', 'super_admin'] as const; // D6
export type Role = (typeof ROLES)[number];

export const MEMBERSHIP_TYPES = ['free', 'premium'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

export const ACCOUNT_STATUSES = ['active', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Who deactivated an account: the member themself (reactivated by signing in) or an admin (D9). */
export const DEACTIVATION_SOURCES = ['self', 'admin'] as const;
export type DeactivationSource = (typeof DEACTIVATION_SOURCES)[number];

export const PROFILE_STATUSES = ['incomplete', 'complete'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const GENDERS = ['Female', 'Male', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];
/** D36: whom a member is looking for, a man or a woman. */
export const LOOKING_FOR = ['Male', 'Female'] as const;
export type LookingFor = (typeof LOOKING_FOR)[number];
/** A stored gender or answer that is a man's or a woman's. */
export const isLookingFor = (value: string | null | undefined): value is LookingFor =>
  (LOOKING_FOR as readonly (string | null | undefined)[]).includes(value);

export const PROFILE_CREATED_BY = ['Self', 'Son', 'Daughter', 'Brother', 'Sister', 'Friend', 'Relative'] as const;
export type ProfileCreatedBy = (typeof PROFILE_CREATED_BY)[number];

export const MARITAL_STATUSES = ['Never Married', 'Divorced', 'Widowed', 'Separated'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const EDUCATION_STATUSES = ['Completed', 'Pursuing', 'Dropped Out'] as const;
export type EducationStatus = (typeof EDUCATION_STATUSES)[number];

export const BODY_TYPES = ['Slim', 'Average', 'Athletic', 'Heavy'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** D5: the admin form's complexion and the member's skinColor are one field. */
export const SKIN_COLORS = ['Fair', 'Wheatish', 'Dark'] as const;
export type SkinColor = (typeof SKIN_COLORS)[number];

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const INTEREST_STATUSES = ['pending', 'accepted', 'rejected', 'removed'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

export const REPORT_STATUSES = ['pending', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** D18: the fixed list of reasons a member can give when reporting a profile. */
export const REPORT_REASONS = [
  'fake_profile',
  'inappropriate_photos',
  'harassment',
  'scam_or_fraud',
  'offensive_content',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const CONTACT_SUBJECTS = ['general', 'support', 'partnership', 'feedback'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const PHOTO_KINDS = ['profile', 'gallery'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** D33: who sees a member's photos: every member (the spec's default) or only accepted matches. */
export const PHOTO_VISIBILITIES = ['members', 'accepted'] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];

/** D31: review after publishing (the default: visible at once, then reviewed) or before (hidden until approved). */
export const MODERATION_MODES = ['after', 'before'] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];

/**
 * D41: how a church serves its members: the spec's Free and Premium tiers (the default), every
 * feature for every member, or Premium granted by the church office on request.
 */
export const MEMBERSHIP_MODES = ['free_and_premium', 'full_access', 'granted'] as const;
export type MembershipMode = (typeof MEMBERSHIP_MODES)[number];

/** D41: where a member's request for Premium stands with the church office. */
export const PREMIUM_REQUEST_STATUSES = ['pending', 'granted', 'declined'] as const;
export type PremiumRequestStatus = (typeof PREMIUM_REQUEST_STATUSES)[number];

/** D44: where a member's proposal of their pastor stands with the church office. */
export const PASTOR_PROPOSAL_STATUSES = ['pending', 'added', 'declined'] as const;
export type PastorProposalStatus = (typeof PASTOR_PROPOSAL_STATUSES)[number];

/** D31: where a profile or a photo stands with the moderators. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** D43: a photo verification's course: poses drawn, selfies sent, then the moderator's decision. */
export const PHOTO_VERIFICATION_STATUSES = ['issued', 'submitted', 'approved', 'rejected'] as const;
export type PhotoVerificationStatus = (typeof PHOTO_VERIFICATION_STATUSES)[number];

/** Issue 49: how often the embedded default backs itself up (System Settings). */
export const BACKUP_SCHEDULES = ['off', 'daily', 'weekly'] as const;
export type BackupSchedule = (typeof BACKUP_SCHEDULES)[number];
