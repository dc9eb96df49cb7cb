import {
  ACCOUNT_STATUSES,
  BODY_TYPES,
  CONTACT_SUBJECTS,
  EDUCATION_STATUSES,
  GENDERS,
  INTEREST_STATUSES,
  LANGUAGES,
  LOOKING_FOR,
  MARITAL_STATUSES,
  MEMBERSHIP_MODES,
  MEMBERSHIP_TYPES,
  MODERATION_MODES,
  DEACTIVATION_SOURCES,
  PHOTO_KINDS,
  PREMIUM_REQUEST_STATUSES,
  PASTOR_PROPOSAL_STATUSES,
  PHOTO_VERIFICATION_STATUSES,
  BACKUP_SCHEDULES,
  PHOTO_VISIBILITIES,
  PROFILE_CREATED_BY,
  PROFILE_STATUSES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REVIEW_STATUSES,
  ROLES,
  SKIN_COLORS,
} from '#shared/enums.ts';
import { fieldRow, PROFILE_FIELDS, type FieldName } from '#shared/profile-fields.ts';
import { deviceNameParts, UNKNOWN_BROWSER } from '#shared/schemas/account-security.ts';

/**
 * D37, issue 44: every closed set of shared/enums.ts that a person reads, and where its words are
 * (`<keys>.<value>`, in every language). Stored and API values stay as they are; only what is shown
 * is said in the member's language. The key check (scripts/i18n/locales.test.ts) reads this table:
 * a shown value without its text in a language fails it.
 */
export const SHOWN_ENUMS = {
  gender: { values: GENDERS, keys: 'enums.gender' },
  lookingFor: { values: LOOKING_FOR, keys: 'enums.lookingFor' },
  profileCreatedBy: { values: PROFILE_CREATED_BY, keys: 'enums.profileCreatedBy' },
  maritalStatus: { values: MARITAL_STATUSES, keys: 'enums.maritalStatus' },
  educationStatus: { values: EDUCATION_STATUSES, keys: 'enums.educationStatus' },
  bodyType: { values: BODY_TYPES, keys: 'enums.bodyType' },
  skinColor: { values: SKIN_COLORS, keys: 'enums.skinColor' },
  role: { values: ROLES, keys: 'adminPanel.roles' },
  language: { values: LANGUAGES, keys: 'adminPanel.languages' },
  membershipType: { values: MEMBERSHIP_TYPES, keys: 'adminPanel.membership' },
  accountStatus: { values: ACCOUNT_STATUSES, keys: 'adminPanel.status' },
  interestStatus: { values: INTEREST_STATUSES, keys: 'interests.status' },
  reportReason: { values: REPORT_REASONS, keys: 'reports.reasons' },
  reportStatus: { values: REPORT_STATUSES, keys: 'reports.status' },
  /** The contact form's subjects (the visitor's words)… */
  contactSubject: { values: CONTACT_SUBJECTS, keys: 'landing.contact.subjects' },
  /** …and the admin's inbox's (shorter). */
  contactSubjectInbox: { values: CONTACT_SUBJECTS, keys: 'adminPanel.contact.subjects' },
  moderationMode: { values: MODERATION_MODES, keys: 'adminPanel.moderationSettings.modes' },
  photoVisibility: { values: PHOTO_VISIBILITIES, keys: 'photoPrivacy.options' },
} as const satisfies Record<string, { values: readonly string[]; keys: string }>;

/**
 * The closed sets no screen shows as a value: a profile's and a review's standing are told in
 * sentences of their own; who deactivated an account and a photo's kind are never shown.
 */
export const UNSHOWN_ENUMS: readonly (readonly string[])[] = [
  PROFILE_STATUSES,
  REVIEW_STATUSES,
  DEACTIVATION_SOURCES,
  PHOTO_KINDS,
  // D41: a request's state is said in sentences of the upgrade page, not as a label.
  PREMIUM_REQUEST_STATUSES,
  // D44: a pastor proposal's state is said in sentences of the endorsement card, not as a label.
  PASTOR_PROPOSAL_STATUSES,
  // D41: the System Settings' 'Premium plans' card says each mode with its own label and hint.
  MEMBERSHIP_MODES,
  // D43: a verification's state is said in sentences of My Profile's card, not as a label.
  PHOTO_VERIFICATION_STATUSES,
  // Issue 49: the backup schedule's card says each choice with its own label.
  BACKUP_SCHEDULES,
];

export type ShownEnum = keyof typeof SHOWN_ENUMS;

export type Translate = (key: string, options?: Record<string, string>) => string;

/**
 * A value of a closed set as the member's language says it: `enumLabel(t, 'gender', 'Male')` is
 * 'Hombre' in Spanish. A value outside the set (a stored value from before) stays as it is.
 */
export function enumLabel(t: Translate, name: ShownEnum, value: string): string {
  const { values, keys } = SHOWN_ENUMS[name];
  return (values as readonly string[]).includes(value) ? t(`${keys}.${value}`) : value;
}

/** The profile fields whose values are a shown closed set (shared/profile-fields.ts). */
const FIELD_ENUMS: Partial<Record<FieldName, ShownEnum>> = {
  gender: 'gender',
  lookingFor: 'lookingFor',
  profileCreatedBy: 'profileCreatedBy',
  maritalStatus: 'maritalStatus',
  partnerMaritalStatus: 'maritalStatus',
  educationStatus: 'educationStatus',
  bodyType: 'bodyType',
  skinColor: 'skinColor',
  role: 'role',
  language: 'language',
};

/**
 * A profile field's value as a person reads it: a closed set's value in the member's language, a
 * choice's label where the field table has one (the phone code's country), else the value.
 */
export function fieldValueLabel(t: Translate, field: string, value: string): string {
  if (!Object.hasOwn(PROFILE_FIELDS, field)) return value;
  const name = FIELD_ENUMS[field as FieldName];
  if (name) return enumLabel(t, name, value);
  return fieldRow(field as FieldName).optionLabel?.(value) ?? value;
}

/** A signed-in device's name from the server ('Chrome on Linux') in the member's language. */
export function deviceLabel(t: Translate, name: string): string {
  const { browser, os } = deviceNameParts(name);
  const said = browser === UNKNOWN_BROWSER ? t('enums.device.unknownBrowser') : browser;
  return os === undefined ? said : t('enums.device.on', { browser: said, os });
}
