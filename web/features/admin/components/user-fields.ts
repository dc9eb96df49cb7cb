import { BODY_TYPES, LANGUAGES, MARITAL_STATUSES, ROLES, SKIN_COLORS } from '#shared/enums.ts';
import { PHONE_COUNTRIES } from '#shared/rules/phone.ts';
import type { AdminUserDetail } from '#shared/schemas/admin.ts';

export type UserValues = AdminUserDetail['values'];
export type UserField = keyof UserValues;

export type FieldKind = 'text' | 'email' | 'tel' | 'date' | 'time' | 'number' | 'select' | 'toggle';

export interface UserOption {
  value: string;
  /** A text key (adminPanel.…) or, with `raw`, the value itself (enum values are shown as they are). */
  label: string;
  raw?: boolean;
}

export interface UserFieldSpec {
  name: UserField;
  kind: FieldKind;
  /** The choices of a select; `current` keeps a stored value the list does not offer. */
  options?: (current: string) => UserOption[];
  /** A select without an empty choice (role, language). */
  required?: boolean;
  placeholder?: boolean;
  autoComplete?: string;
  min?: number;
  max?: number;
}

const raw = (values: readonly string[]): UserOption[] => values.map((value) => ({ value, label: value, raw: true }));
/** A stored value that the list does not offer stays selectable, so opening the form changes nothing. */
const keep = (options: UserOption[], current: string): UserOption[] =>
  current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: current, raw: true }]
    : options;

function timezones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/**
 * The sections of the Manage modal (spec §2) over the admin-managed record (spec §3, §5), in the
 * spec's order. Field names are the canonical ones (D5); the labels are the admin form's.
 */
export const USER_SECTIONS: { key: string; fields: UserFieldSpec[] }[] = [
  {
    key: 'personal',
    fields: [
      { name: 'firstName', kind: 'text', autoComplete: 'off' },
      { name: 'lastName', kind: 'text', autoComplete: 'off' },
      { name: 'email', kind: 'email', autoComplete: 'off' },
      {
        name: 'role',
        kind: 'select',
        required: true,
        // D6: the four exact values; only super_admin opens this panel.
        options: () => ROLES.map((role) => ({ value: role, label: `adminPanel.roles.${role}` })),
      },
      {
        name: 'countryCode',
        kind: 'select',
        required: true,
        options: (current) =>
          keep(
            PHONE_COUNTRIES.map((country) => ({
              value: country.code,
              label: `${country.code} ${country.country}`,
              raw: true,
            })),
            current,
          ),
      },
      { name: 'phoneNumber', kind: 'tel', placeholder: true, autoComplete: 'off' },
      { name: 'dob', kind: 'date' },
      // Spec §3: the admin form offers Male or Female; a stored Other stays as it is.
      { name: 'gender', kind: 'select', options: (current) => keep(raw(['Male', 'Female']), current) },
      { name: 'maritalStatus', kind: 'select', options: (current) => keep(raw(MARITAL_STATUSES), current) },
    ],
  },
  {
    key: 'address',
    fields: [
      { name: 'address', kind: 'text' },
      { name: 'city', kind: 'text' },
      { name: 'state', kind: 'text' },
      { name: 'postalCode', kind: 'text' },
      { name: 'country', kind: 'text' },
    ],
  },
  {
    key: 'church',
    fields: [
      { name: 'church', kind: 'text' },
      { name: 'pastorName', kind: 'text' },
      { name: 'pastorContact', kind: 'text' },
    ],
  },
  {
    key: 'appearance',
    fields: [
      { name: 'heightCm', kind: 'number', placeholder: true, min: 50, max: 300 },
      { name: 'weightKg', kind: 'number', placeholder: true, min: 20, max: 400 },
      { name: 'bodyType', kind: 'select', options: (current) => keep(raw(BODY_TYPES), current) },
      { name: 'skinColor', kind: 'select', options: (current) => keep(raw(SKIN_COLORS), current) },
    ],
  },
  {
    key: 'career',
    fields: [
      { name: 'degree', kind: 'text' },
      { name: 'occupation', kind: 'text' },
      { name: 'salary', kind: 'text', placeholder: true },
    ],
  },
  {
    key: 'family',
    fields: [
      { name: 'fatherName', kind: 'text' },
      { name: 'fatherOccupation', kind: 'text' },
      { name: 'motherName', kind: 'text' },
      { name: 'motherOccupation', kind: 'text' },
      { name: 'siblings', kind: 'text' },
    ],
  },
  {
    key: 'religion',
    fields: [
      { name: 'religion', kind: 'text' },
      { name: 'caste', kind: 'text' },
      { name: 'subCaste', kind: 'text' },
      { name: 'motherTongue', kind: 'text' },
    ],
  },
  {
    key: 'horoscope',
    fields: [
      { name: 'rasiZodiac', kind: 'text' },
      { name: 'starNakshatra', kind: 'text' },
      { name: 'gothram', kind: 'text' },
      { name: 'timeOfBirth', kind: 'time' },
      { name: 'placeOfBirth', kind: 'text' },
    ],
  },
  {
    key: 'partner',
    fields: [
      { name: 'partnerAgeMin', kind: 'number', min: 18, max: 100 },
      { name: 'partnerAgeMax', kind: 'number', min: 18, max: 100 },
      { name: 'partnerHeightMinCm', kind: 'number', min: 50, max: 300 },
      { name: 'partnerHeightMaxCm', kind: 'number', min: 50, max: 300 },
      { name: 'partnerEducation', kind: 'text' },
      { name: 'partnerOccupation', kind: 'text' },
      { name: 'partnerLocation', kind: 'text' },
      { name: 'partnerMaritalStatus', kind: 'select', options: (current) => keep(raw(MARITAL_STATUSES), current) },
    ],
  },
  {
    key: 'preferences',
    fields: [
      {
        name: 'language',
        kind: 'select',
        required: true,
        options: () => LANGUAGES.map((language) => ({ value: language, label: `adminPanel.languages.${language}` })),
      },
      { name: 'timezone', kind: 'select', options: (current) => keep(raw(timezones()), current) },
      { name: 'emailNotifications', kind: 'toggle' },
      { name: 'pushNotifications', kind: 'toggle' },
      { name: 'marketingEmails', kind: 'toggle' },
    ],
  },
  {
    key: 'security',
    fields: [{ name: 'twoFactorEnabled', kind: 'toggle' }],
  },
];
