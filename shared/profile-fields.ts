import { z } from 'zod';
import {
  BODY_TYPES,
  EDUCATION_STATUSES,
  GENDERS,
  LANGUAGES,
  LOOKING_FOR,
  MARITAL_STATUSES,
  PROFILE_CREATED_BY,
  ROLES,
  SKIN_COLORS,
} from './enums.ts';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  SUMMARY_MAX_LENGTH,
  TEXT_FIELD_MAX_LENGTH,
} from './limits.ts';
import {
  hasHiddenCharacters,
  hasWebAddress,
  NAME_HIDDEN_CHARACTERS_MESSAGE,
  NAME_WEB_ADDRESS_MESSAGE,
} from './rules/names.ts';
import { COUNTRY_CODE_MESSAGE, PHONE_COUNTRY_CODES, specPhoneRule } from './rules/phone.ts';

/**
 * The one home of the profile fields (spec §3 under the canonical names of D5): what each field
 * is, its rule, and who sees it where. The member's form, the admin's Manage modal, Profile
 * Details, the zod schemas of both saves, the values both saves store (`storedValues`), both
 * server presenters and the privacy suite are all read from here. A new field is a row below, its
 * name in the layouts of the screens that show it, its column in server/db/schema/profiles.ts
 * (with a migration) and its label in web/locales.
 */

export type FieldKind = 'text' | 'textarea' | 'select' | 'date' | 'time' | 'number' | 'tel' | 'email' | 'toggle';

export interface FieldRow {
  kind: FieldKind;
  /** Where the value lives: the account row or the profile row, in a column of the field's name. */
  stored: 'account' | 'profile';
  /** The rule of the member's save and of the admin's edit (spec §5), with the spec's messages. */
  rule: z.ZodType;
  /** The admin edit's own rule, where spec §5 "Admin user edit" differs from the member's save. */
  adminRule?: z.ZodType;
  /** A select's closed set (shared/enums.ts). */
  options?: readonly string[];
  /** How a choice reads, where not as its value. */
  optionLabel?: (value: string) => string;
  /** A number's whole-number range. */
  range?: readonly [number, number];
  /** A text's most characters. */
  maxLength?: number;
  /** What a form holds when nothing is stored; '' for texts and choices, null for numbers. */
  unset?: string | boolean;
  /** Spec §5 "Profile save": marked with * on /my-profile. */
  required?: true;
  /**
   * D13: which other members read it on Profile Details — every member ('free', the limited view)
   * or premium members only (the full view). Absent: nobody but the member and the admin.
   */
  shownTo?: 'free' | 'premium';
  /** The member form's autocomplete hint. */
  autoComplete?: string;
  admin?: {
    /** Spec §5 "Admin user edit": must not be empty. */
    required?: true;
    /** A select that always holds a value: no empty choice. */
    alwaysSet?: true;
    /** Shows the admin form's placeholder text. */
    placeholder?: true;
    autoComplete?: string;
    /** The choices the admin form offers, where fewer than the closed set (a stored other value stays). */
    options?: readonly string[];
  };
}

const text = (maxLength = TEXT_FIELD_MAX_LENGTH) => ({
  kind: 'text' as const,
  stored: 'profile' as const,
  maxLength,
  rule: z.string().trim().max(maxLength),
});
/** A closed set, or '' for "not given". */
const choice = <T extends readonly [string, ...string[]]>(options: T) => ({
  kind: 'select' as const,
  stored: 'profile' as const,
  options,
  rule: z.union([z.enum(options), z.literal('')]),
});
const whole = (min: number, max: number) => ({
  kind: 'number' as const,
  stored: 'profile' as const,
  range: [min, max] as const,
  rule: z.number().int().min(min).max(max).nullable(),
});
/** The member's measures carry messages; the admin's form checks the same range without them. */
const measure = (min: number, max: number, unit: string) => ({
  ...whole(min, max),
  rule: z
    .number()
    .int(`Enter whole ${unit}.`)
    .min(min, `Enter at least ${min} ${unit}.`)
    .max(max, `Enter at most ${max} ${unit}.`)
    .nullable(),
  adminRule: whole(min, max).rule,
});
const time = (message: string) => z.union([z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, message), z.literal('')]);
const toggle = (unset: boolean) => ({
  kind: 'toggle' as const,
  stored: 'profile' as const,
  unset,
  rule: z.boolean().default(unset),
});

const required = true as const;

/**
 * Partner preferences (D36): optional in the member's save, so a save without them (one written
 * before preferences were on My Profile) leaves the stored values; the admin's edit keeps its rule.
 */
const preferredMeasure = (min: number, max: number, unit: string) => {
  const row = measure(min, max, unit);
  return { ...row, rule: row.rule.optional() };
};
const preferredText = () => ({ ...text(), rule: text().rule.optional(), adminRule: text().rule });
const preferredChoice = <T extends readonly [string, ...string[]]>(options: T) => ({
  ...choice(options),
  rule: choice(options).rule.optional(),
  adminRule: choice(options).rule,
});

/** A member's name: a text that shows as what it is and holds no web address (shared/rules/names.ts). */
const personName = () => {
  const base = text(NAME_MAX_LENGTH);
  return {
    ...base,
    rule: base.rule
      .refine((name) => !hasHiddenCharacters(name), NAME_HIDDEN_CHARACTERS_MESSAGE)
      .refine((name) => !hasWebAddress(name), NAME_WEB_ADDRESS_MESSAGE),
  };
};

export const PROFILE_FIELDS = {
  firstName: {
    ...personName(),
    stored: 'account',
    required,
    shownTo: 'free',
    autoComplete: 'given-name',
    admin: { required, autoComplete: 'off' },
  },
  lastName: {
    ...personName(),
    stored: 'account',
    required,
    shownTo: 'free',
    autoComplete: 'family-name',
    admin: { required, autoComplete: 'off' },
  },
  email: { ...text(EMAIL_MAX_LENGTH), kind: 'email', stored: 'account', admin: { required, autoComplete: 'off' } },
  // D6: the four exact values.
  role: {
    kind: 'select',
    stored: 'account',
    options: ROLES,
    rule: z.enum(ROLES).default('user'),
    admin: { alwaysSet: true },
  },
  countryCode: {
    kind: 'select',
    stored: 'account',
    options: PHONE_COUNTRY_CODES,
    optionLabel: (code: string) => `${code} ${specPhoneRule(code)?.country ?? ''}`.trim(),
    rule: z.string().regex(/^\+\d{1,4}$/, COUNTRY_CODE_MESSAGE),
    admin: { alwaysSet: true },
  },
  phoneNumber: {
    ...text(PHONE_MAX_DIGITS + 10),
    kind: 'tel',
    stored: 'account',
    adminRule: text(20).rule,
    required,
    autoComplete: 'tel-national',
    admin: { placeholder: true, autoComplete: 'off' },
  },
  // Spec §3: the admin form offers Male or Female; a stored Other stays as it is.
  gender: { ...choice(GENDERS), required, shownTo: 'free', admin: { options: ['Male', 'Female'] } },
  // D36: whom the member is looking for. Optional, and a save without it leaves it as it is, so a
  // save written before it existed still works; '' is "not said" (discovery then shows everyone).
  lookingFor: {
    ...choice(LOOKING_FOR),
    rule: choice(LOOKING_FOR).rule.optional(),
    optionLabel: (value: string) => (value === 'Male' ? 'A man' : 'A woman'),
  },
  /** YYYY-MM-DD; the member's save reports a bad date with the spec's message (firstProfileProblem). */
  dob: {
    kind: 'date',
    stored: 'profile',
    rule: z.string().trim().max(10),
    adminRule: z.union([z.iso.date(), z.literal('')]),
    required,
    autoComplete: 'bday',
  },
  profileCreatedBy: { ...choice(PROFILE_CREATED_BY), required, shownTo: 'free' },
  maritalStatus: { ...choice(MARITAL_STATUSES), required, shownTo: 'premium' },
  motherTongue: { ...text(), required, shownTo: 'premium' },
  church: { ...text(), required, shownTo: 'free' },
  pastorName: { ...text(), required, shownTo: 'premium' },
  pastorContact: text(),
  address: text(),
  country: { ...text(), required, shownTo: 'free', autoComplete: 'country-name' },
  state: { ...text(), required, shownTo: 'free', autoComplete: 'address-level1' },
  city: { ...text(), required, shownTo: 'free', autoComplete: 'address-level2' },
  // v5 14.2.6: the postal code is the member's own; no screen shows it to anybody else.
  postalCode: { ...text(20), required, autoComplete: 'postal-code' },
  heightCm: { ...measure(50, 300, 'cm'), shownTo: 'premium', admin: { placeholder: true } },
  weightKg: { ...measure(20, 400, 'kg'), shownTo: 'premium', admin: { placeholder: true } },
  bodyType: { ...choice(BODY_TYPES), shownTo: 'premium' },
  bodyShape: { ...text(), shownTo: 'premium' },
  hairColor: { ...text(), shownTo: 'premium' },
  eyeColor: { ...text(), shownTo: 'premium' },
  // D5: the admin form's complexion.
  skinColor: { ...choice(SKIN_COLORS), shownTo: 'premium' },
  bodyArt: { ...text(), shownTo: 'premium' },
  starNakshatra: { ...text(), shownTo: 'premium' },
  rasiZodiac: { ...text(), shownTo: 'premium' },
  /** HH:MM */
  timeOfBirth: {
    kind: 'time',
    stored: 'profile',
    rule: time('Enter the time of birth as HH:MM.'),
    adminRule: time('Enter the time as HH:MM.'),
    shownTo: 'premium',
  },
  placeOfBirth: { ...text(), shownTo: 'premium' },
  gothram: text(),
  degree: { ...text(), required, shownTo: 'premium' },
  institution: { ...text(), required, shownTo: 'premium' },
  educationStatus: { ...choice(EDUCATION_STATUSES), required, shownTo: 'premium' },
  occupation: { ...text(), required, shownTo: 'premium' },
  designation: { ...text(), required, shownTo: 'premium' },
  company: { ...text(), required, shownTo: 'premium' },
  salary: { ...text(), required, shownTo: 'premium', admin: { placeholder: true } },
  religion: { ...text(), required, shownTo: 'premium' },
  caste: { ...text(), required, shownTo: 'premium' },
  subCaste: text(),
  politicalView: { ...text(), shownTo: 'premium' },
  hobbies: { ...text(500), shownTo: 'premium' },
  favoriteMusic: { ...text(500), shownTo: 'premium' },
  favoriteBooks: { ...text(500), shownTo: 'premium' },
  favoriteSports: { ...text(500), shownTo: 'premium' },
  profileSummary: { ...text(SUMMARY_MAX_LENGTH), kind: 'textarea', required, shownTo: 'free' },
  fatherName: text(),
  fatherOccupation: text(),
  motherName: text(),
  motherOccupation: text(),
  siblings: text(),
  // D36: the partner preferences, the member's own on My Profile and the admin record's (D5). All
  // optional; a member's save without them leaves them as they are (saves written before D36 work).
  partnerAgeMin: preferredMeasure(18, 100, 'years'),
  partnerAgeMax: preferredMeasure(18, 100, 'years'),
  partnerHeightMinCm: preferredMeasure(50, 300, 'cm'),
  partnerHeightMaxCm: preferredMeasure(50, 300, 'cm'),
  partnerMaritalStatus: preferredChoice(MARITAL_STATUSES),
  partnerEducation: preferredText(),
  partnerOccupation: preferredText(),
  partnerLocation: preferredText(),
  partnerChurch: { ...text(), rule: text().rule.optional() },
  language: {
    kind: 'select',
    stored: 'profile',
    options: LANGUAGES,
    unset: 'en',
    rule: z.enum(LANGUAGES).default('en'),
    admin: { alwaysSet: true },
  },
  // The choices are the browser's time zones.
  timezone: { ...text(64), kind: 'select' },
  emailNotifications: toggle(true),
  pushNotifications: toggle(true),
  marketingEmails: toggle(false),
  twoFactorEnabled: { ...toggle(false), stored: 'account' },
} as const satisfies Record<string, FieldRow>;

export type FieldName = keyof typeof PROFILE_FIELDS;
/** A field's row, read without its literal types. */
export const fieldRow = (name: FieldName): FieldRow => PROFILE_FIELDS[name];

const TEXT_KINDS: readonly FieldKind[] = ['text', 'textarea', 'tel', 'email'];
/** Columns that cannot hold '' (a closed set's enum, a date, a time): "not given" is null there. */
const nullWhenEmpty = (row: FieldRow) =>
  row.kind === 'date' || row.kind === 'time' || (row.kind === 'select' && row.options !== undefined);

/**
 * The columns a save writes, from a form's values (spec §4: what the database keeps). A choice,
 * date or time left empty is null; the member's save also trims every text and keeps an empty one
 * as null, while the admin's edit keeps texts as the form sent them. Numbers and toggles are as given.
 */
export function storedValues(values: Record<string, unknown>, texts: 'trimmed-or-null' | 'as-given') {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const row = (PROFILE_FIELDS as Record<string, FieldRow | undefined>)[name];
      if (!row) return [name, value];
      if (nullWhenEmpty(row) && value === '') return [name, null];
      if (texts === 'trimmed-or-null' && TEXT_KINDS.includes(row.kind) && typeof value === 'string')
        return [name, value.trim() === '' ? null : value.trim()];
      return [name, value];
    }),
  );
}

/**
 * The sections of /my-profile and their fields, in the order the form shows them: spec §2's six,
 * then the partner preferences (D36).
 */
export const MEMBER_FORM = {
  basic: [
    'firstName',
    'lastName',
    'countryCode',
    'phoneNumber',
    'gender',
    'lookingFor',
    'dob',
    'profileCreatedBy',
    'maritalStatus',
    'motherTongue',
    'church',
    'pastorName',
  ],
  address: ['country', 'state', 'city', 'postalCode'],
  appearance: [
    'heightCm',
    'weightKg',
    'bodyType',
    'bodyShape',
    'hairColor',
    'eyeColor',
    'skinColor',
    'bodyArt',
    'starNakshatra',
    'rasiZodiac',
    'timeOfBirth',
    'placeOfBirth',
  ],
  education: ['degree', 'institution', 'educationStatus', 'occupation', 'designation', 'company', 'salary'],
  lifestyle: ['religion', 'caste', 'politicalView', 'hobbies', 'favoriteMusic', 'favoriteBooks', 'favoriteSports'],
  about: ['profileSummary'],
  // D36: whom the member hopes to meet, all optional; their own, shown to nobody else.
  partner: [
    'partnerAgeMin',
    'partnerAgeMax',
    'partnerHeightMinCm',
    'partnerHeightMaxCm',
    'partnerMaritalStatus',
    'partnerEducation',
    'partnerOccupation',
    'partnerLocation',
    'partnerChurch',
  ],
} as const satisfies Record<string, readonly FieldName[]>;

/**
 * Profile Details (spec §2) as another member reads it: the header card, then the sections in
 * order. Which of these a viewer receives is each row's `shownTo` (D13).
 */
export const PROFILE_DETAILS = {
  header: ['firstName', 'lastName', 'gender', 'city', 'state', 'country', 'profileCreatedBy'],
  basic: ['church', 'pastorName', 'maritalStatus', 'motherTongue', 'profileCreatedBy'],
  physical: ['heightCm', 'weightKg', 'bodyType', 'bodyShape', 'hairColor', 'eyeColor', 'skinColor', 'bodyArt'],
  horoscope: ['starNakshatra', 'rasiZodiac', 'timeOfBirth', 'placeOfBirth'],
  education: ['degree', 'institution', 'educationStatus', 'occupation', 'designation', 'company', 'salary'],
  lifestyle: ['religion', 'caste', 'politicalView', 'hobbies', 'favoriteMusic', 'favoriteBooks', 'favoriteSports'],
  about: ['profileSummary'],
} as const satisfies Record<string, readonly FieldName[]>;

/** The sections of the admin's Manage modal (spec §2, §3 "Admin-managed user record"), in order. */
export const ADMIN_FORM = {
  personal: ['firstName', 'lastName', 'email', 'role', 'countryCode', 'phoneNumber', 'dob', 'gender', 'maritalStatus'],
  address: ['address', 'city', 'state', 'postalCode', 'country'],
  church: ['church', 'pastorName', 'pastorContact'],
  appearance: ['heightCm', 'weightKg', 'bodyType', 'skinColor'],
  career: ['degree', 'occupation', 'salary'],
  family: ['fatherName', 'fatherOccupation', 'motherName', 'motherOccupation', 'siblings'],
  religion: ['religion', 'caste', 'subCaste', 'motherTongue'],
  horoscope: ['rasiZodiac', 'starNakshatra', 'gothram', 'timeOfBirth', 'placeOfBirth'],
  partner: [
    'lookingFor',
    'partnerAgeMin',
    'partnerAgeMax',
    'partnerHeightMinCm',
    'partnerHeightMaxCm',
    'partnerEducation',
    'partnerOccupation',
    'partnerLocation',
    'partnerMaritalStatus',
    'partnerChurch',
  ],
  preferences: ['language', 'timezone', 'emailNotifications', 'pushNotifications', 'marketingEmails'],
  security: ['twoFactorEnabled'],
} as const satisfies Record<string, readonly FieldName[]>;

type Flat<L extends Record<string, readonly FieldName[]>> = L[keyof L][number];
export type MemberFormField = Flat<typeof MEMBER_FORM>;
export type AdminFormField = Flat<typeof ADMIN_FORM>;

const flat = <L extends Record<string, readonly FieldName[]>>(layout: L) =>
  [...new Set(Object.values(layout).flat())] as Flat<L>[];

export const MEMBER_FORM_FIELDS = flat(MEMBER_FORM);
export const ADMIN_FORM_FIELDS = flat(ADMIN_FORM);
export const PROFILE_DETAILS_FIELDS = flat(PROFILE_DETAILS);

/** The fields other members may read (D13). */
type ShownField = {
  [K in FieldName]: (typeof PROFILE_FIELDS)[K] extends { shownTo: 'free' | 'premium' } ? K : never;
}[FieldName];
/** Only the member and the admin read it (the birth date, the phone, the postal code...). */
export const isOwnOnly = <N extends FieldName>(name: N): name is Exclude<N, ShownField> =>
  fieldRow(name).shownTo === undefined;

/** A zod pick or omit mask of these fields. */
export const maskOf = <N extends FieldName>(names: readonly N[]) =>
  Object.fromEntries(names.map((name) => [name, true])) as { [K in N]: true };

/** The fields of Profile Details a viewer receives: the limited view (D13) or the full one. */
export const profileDetailsFields = (detail: 'limited' | 'full') =>
  PROFILE_DETAILS_FIELDS.filter((name) => detail === 'full' || fieldRow(name).shownTo === 'free');

/** The admin edit's rule of a field: its own where spec §5 gives one, else the member's. */
type AdminRule<N extends FieldName> = (typeof PROFILE_FIELDS)[N] extends { adminRule: infer R }
  ? R
  : (typeof PROFILE_FIELDS)[N]['rule'];

/** The zod shape of a save over these fields, in their order. */
export function memberShape<N extends FieldName>(names: readonly N[]) {
  return Object.fromEntries(names.map((name) => [name, PROFILE_FIELDS[name].rule])) as {
    [K in N]: (typeof PROFILE_FIELDS)[K]['rule'];
  };
}
export function adminShape<N extends FieldName>(names: readonly N[]) {
  return Object.fromEntries(
    names.map((name) => {
      const row = fieldRow(name);
      return [name, row.adminRule ?? row.rule];
    }),
  ) as { [K in N]: AdminRule<K> };
}
