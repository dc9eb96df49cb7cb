import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_STATUSES,
  BODY_TYPES,
  CONTACT_SUBJECTS,
  DEACTIVATION_SOURCES,
  EDUCATION_STATUSES,
  GENDERS,
  INTEREST_STATUSES,
  LANGUAGES,
  MARITAL_STATUSES,
  MEMBERSHIP_MODES,
  MEMBERSHIP_TYPES,
  MODERATION_MODES,
  PHOTO_KINDS,
  PHOTO_VISIBILITIES,
  PREMIUM_REQUEST_STATUSES,
  PASTOR_PROPOSAL_STATUSES,
  PHOTO_VERIFICATION_STATUSES,
  BACKUP_SCHEDULES,
  PROFILE_CREATED_BY,
  PROFILE_STATUSES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REVIEW_STATUSES,
  ROLES,
  SKIN_COLORS,
} from '#shared/enums.ts';

export const roleEnum = pgEnum('role', ROLES);
export const membershipTypeEnum = pgEnum('membership_type', MEMBERSHIP_TYPES);
export const accountStatusEnum = pgEnum('account_status', ACCOUNT_STATUSES);
export const deactivationSourceEnum = pgEnum('deactivation_source', DEACTIVATION_SOURCES);
export const profileStatusEnum = pgEnum('profile_status', PROFILE_STATUSES);
export const genderEnum = pgEnum('gender', GENDERS);
export const profileCreatedByEnum = pgEnum('profile_created_by', PROFILE_CREATED_BY);
export const maritalStatusEnum = pgEnum('marital_status', MARITAL_STATUSES);
export const educationStatusEnum = pgEnum('education_status', EDUCATION_STATUSES);
export const bodyTypeEnum = pgEnum('body_type', BODY_TYPES);
export const skinColorEnum = pgEnum('skin_color', SKIN_COLORS);
export const languageEnum = pgEnum('language', LANGUAGES);
export const interestStatusEnum = pgEnum('interest_status', INTEREST_STATUSES);
export const reportStatusEnum = pgEnum('report_status', REPORT_STATUSES);
export const reportReasonEnum = pgEnum('report_reason', REPORT_REASONS);
export const contactSubjectEnum = pgEnum('contact_subject', CONTACT_SUBJECTS);
export const photoKindEnum = pgEnum('photo_kind', PHOTO_KINDS);
export const photoVisibilityEnum = pgEnum('photo_visibility', PHOTO_VISIBILITIES);
export const moderationModeEnum = pgEnum('moderation_mode', MODERATION_MODES);
export const reviewStatusEnum = pgEnum('review_status', REVIEW_STATUSES);
export const membershipModeEnum = pgEnum('membership_mode', MEMBERSHIP_MODES);
export const premiumRequestStatusEnum = pgEnum('premium_request_status', PREMIUM_REQUEST_STATUSES);
export const pastorProposalStatusEnum = pgEnum('pastor_proposal_status', PASTOR_PROPOSAL_STATUSES);
export const photoVerificationStatusEnum = pgEnum('photo_verification_status', PHOTO_VERIFICATION_STATUSES);
export const backupScheduleEnum = pgEnum('backup_schedule', BACKUP_SCHEDULES);
