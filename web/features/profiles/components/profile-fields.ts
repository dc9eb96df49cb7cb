import {
  BODY_TYPES,
  EDUCATION_STATUSES,
  GENDERS,
  MARITAL_STATUSES,
  PROFILE_CREATED_BY,
  SKIN_COLORS,
} from '#shared/enums.ts';
import { PHONE_COUNTRIES } from '#shared/rules/phone.ts';
import { REQUIRED_PROFILE_FIELDS, type ProfileField } from '#shared/schemas/profile.ts';

export type FieldKind = 'text' | 'select' | 'date' | 'time' | 'number' | 'textarea' | 'tel';

export interface FieldSpec {
  name: ProfileField;
  kind: FieldKind;
  options?: readonly { value: string; label: string }[];
  autoComplete?: string;
}

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The six sections of /my-profile (spec §2) and their fields (spec §3), in order. */
export const PROFILE_SECTIONS: { key: string; fields: FieldSpec[] }[] = [
  {
    key: 'basic',
    fields: [
      { name: 'firstName', kind: 'text', autoComplete: 'given-name' },
      { name: 'lastName', kind: 'text', autoComplete: 'family-name' },
      {
        name: 'countryCode',
        kind: 'select',
        options: PHONE_COUNTRIES.map((c) => ({ value: c.code, label: `${c.code} ${c.country}` })),
      },
      { name: 'phoneNumber', kind: 'tel', autoComplete: 'tel-national' },
      { name: 'gender', kind: 'select', options: choices(GENDERS) },
      { name: 'dob', kind: 'date', autoComplete: 'bday' },
      { name: 'profileCreatedBy', kind: 'select', options: choices(PROFILE_CREATED_BY) },
      { name: 'maritalStatus', kind: 'select', options: choices(MARITAL_STATUSES) },
      { name: 'motherTongue', kind: 'text' },
      { name: 'church', kind: 'text' },
      { name: 'pastorName', kind: 'text' },
    ],
  },
  {
    key: 'address',
    fields: [
      { name: 'country', kind: 'text', autoComplete: 'country-name' },
      { name: 'state', kind: 'text', autoComplete: 'address-level1' },
      { name: 'city', kind: 'text', autoComplete: 'address-level2' },
      { name: 'postalCode', kind: 'text', autoComplete: 'postal-code' },
    ],
  },
  {
    key: 'appearance',
    fields: [
      { name: 'heightCm', kind: 'number' },
      { name: 'weightKg', kind: 'number' },
      { name: 'bodyType', kind: 'select', options: choices(BODY_TYPES) },
      { name: 'bodyShape', kind: 'text' },
      { name: 'hairColor', kind: 'text' },
      { name: 'eyeColor', kind: 'text' },
      { name: 'skinColor', kind: 'select', options: choices(SKIN_COLORS) },
      { name: 'bodyArt', kind: 'text' },
      { name: 'starNakshatra', kind: 'text' },
      { name: 'rasiZodiac', kind: 'text' },
      { name: 'timeOfBirth', kind: 'time' },
      { name: 'placeOfBirth', kind: 'text' },
    ],
  },
  {
    key: 'education',
    fields: [
      { name: 'degree', kind: 'text' },
      { name: 'institution', kind: 'text' },
      { name: 'educationStatus', kind: 'select', options: choices(EDUCATION_STATUSES) },
      { name: 'occupation', kind: 'text' },
      { name: 'designation', kind: 'text' },
      { name: 'company', kind: 'text' },
      { name: 'salary', kind: 'text' },
    ],
  },
  {
    key: 'lifestyle',
    fields: [
      { name: 'religion', kind: 'text' },
      { name: 'caste', kind: 'text' },
      { name: 'politicalView', kind: 'text' },
      { name: 'hobbies', kind: 'text' },
      { name: 'favoriteMusic', kind: 'text' },
      { name: 'favoriteBooks', kind: 'text' },
      { name: 'favoriteSports', kind: 'text' },
    ],
  },
  { key: 'about', fields: [{ name: 'profileSummary', kind: 'textarea' }] },
];

export const isRequired = (name: ProfileField) => (REQUIRED_PROFILE_FIELDS as readonly string[]).includes(name);
