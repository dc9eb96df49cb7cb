import { z } from 'zod';
import {
  BODY_TYPES,
  EDUCATION_STATUSES,
  GENDERS,
  MARITAL_STATUSES,
  MEMBERSHIP_TYPES,
  PROFILE_CREATED_BY,
  PROFILE_STATUSES,
  SKIN_COLORS,
} from '../enums.ts';
import { NAME_MAX_LENGTH, PHONE_MAX_DIGITS, SUMMARY_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH } from '../limits.ts';
import { messages, profileMessages } from '../messages.ts';
import { ageOn, parseIsoDate } from '../rules/age.ts';
import { isValidPhoneNumber, phoneRuleFor } from '../rules/phone.ts';

const text = (max = TEXT_FIELD_MAX_LENGTH) => z.string().trim().max(max);
/** A closed set, or '' for "not given". */
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')]);
const measure = (min: number, max: number, unit: string) =>
  z
    .number()
    .int(`Enter whole ${unit}.`)
    .min(min, `Enter at least ${min} ${unit}.`)
    .max(max, `Enter at most ${max} ${unit}.`)
    .nullable();

/**
 * Everything a member edits on /my-profile (spec §2, §3 under the canonical names of D5). An
 * explicit allow-list: role, membership, approval, status and counters are not here (ASVS 4.1.2).
 */
export const profileSaveSchema = z
  .strictObject({
    // Basic & Contact
    firstName: text(NAME_MAX_LENGTH),
    lastName: text(NAME_MAX_LENGTH),
    countryCode: z.string().regex(/^\+\d{1,4}$/, 'Choose a country code such as +91.'),
    phoneNumber: text(PHONE_MAX_DIGITS + 10),
    gender: choice(GENDERS),
    /** YYYY-MM-DD */
    dob: z.string().trim().max(10),
    profileCreatedBy: choice(PROFILE_CREATED_BY),
    maritalStatus: choice(MARITAL_STATUSES),
    motherTongue: text(),
    church: text(),
    pastorName: text(),
    // Present Address
    country: text(),
    state: text(),
    city: text(),
    postalCode: text(20),
    // Appearance & Horoscope
    heightCm: measure(50, 300, 'cm'),
    weightKg: measure(20, 400, 'kg'),
    bodyType: choice(BODY_TYPES),
    bodyShape: text(),
    hairColor: text(),
    eyeColor: text(),
    skinColor: choice(SKIN_COLORS),
    bodyArt: text(),
    starNakshatra: text(),
    rasiZodiac: text(),
    /** HH:MM */
    timeOfBirth: z.union([
      z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time of birth as HH:MM.'),
      z.literal(''),
    ]),
    placeOfBirth: text(),
    // Education & Career
    degree: text(),
    institution: text(),
    educationStatus: choice(EDUCATION_STATUSES),
    occupation: text(),
    designation: text(),
    company: text(),
    salary: text(),
    // Lifestyle & Interests
    religion: text(),
    caste: text(),
    politicalView: text(),
    hobbies: text(500),
    favoriteMusic: text(500),
    favoriteBooks: text(500),
    favoriteSports: text(500),
    // About You
    profileSummary: text(SUMMARY_MAX_LENGTH),
  })
  .meta({ id: 'ProfileSave' });
export type ProfileSave = z.infer<typeof profileSaveSchema>;
export type ProfileField = keyof ProfileSave;

/** Spec §5: the fields marked with *. */
export const REQUIRED_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'dob',
  'phoneNumber',
  'profileCreatedBy',
  'maritalStatus',
  'country',
  'state',
  'city',
  'postalCode',
  'degree',
  'institution',
  'educationStatus',
  'occupation',
  'designation',
  'company',
  'salary',
  'religion',
  'caste',
  'profileSummary',
  'motherTongue',
  'church',
  'pastorName',
] as const satisfies readonly ProfileField[];

export const MINIMUM_AGE = 18;

/** Spec §5 profile rules, first failing message first; the server runs the same function. */
export function firstProfileProblem(input: ProfileSave, today: Date = new Date()): string | undefined {
  const missing = REQUIRED_PROFILE_FIELDS.some((field) => String(input[field] ?? '').trim() === '');
  if (missing) return profileMessages.requiredFields;
  const dob = parseIsoDate(input.dob);
  if (!dob) return profileMessages.invalidDob;
  const age = ageOn(dob, today);
  if (age < 0 || age > 120) return profileMessages.invalidDob;
  if (age < MINIMUM_AGE) return profileMessages.tooYoung;
  if (!isValidPhoneNumber(input.countryCode, input.phoneNumber)) {
    return messages.register.invalidPhone(input.countryCode, phoneRuleFor(input.countryCode).example);
  }
  return undefined;
}

/** Spec §4: 100 when complete; otherwise the share of five fields filled, rounded, capped at 100. */
export function profileCompletion(input: {
  profileStatus: (typeof PROFILE_STATUSES)[number];
  firstName?: string | null;
  lastName?: string | null;
  gender?: string | null;
  dob?: string | null;
  phoneNumber?: string | null;
}): number {
  if (input.profileStatus === 'complete') return 100;
  const filled = [input.firstName, input.lastName, input.gender, input.dob, input.phoneNumber].filter(
    (value) => typeof value === 'string' && value.trim() !== '',
  ).length;
  return Math.min(100, Math.round((filled / 5) * 100));
}

export const photoSchema = z
  .object({
    id: z.string(),
    url: z.string().meta({ description: 'The display size, served only to who may see it.' }),
    thumbnailUrl: z.string(),
    width: z.number(),
    height: z.number(),
  })
  .meta({ id: 'Photo' });
export type Photo = z.infer<typeof photoSchema>;

/** The member's own profile, for /my-profile and the dashboard. */
export const ownProfileSchema = profileSaveSchema
  .extend({
    id: z.string(),
    email: z.string(),
    membershipType: z.enum(MEMBERSHIP_TYPES),
    profileStatus: z.enum(PROFILE_STATUSES),
    isProfileApproved: z.boolean(),
    completion: z.number(),
    profilePhoto: photoSchema.nullable(),
    galleryPhotos: z.array(photoSchema),
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/**
 * Another member's profile as this viewer may see it (D13, D14). Limited (free viewer): photo,
 * name, age, gender, place, church, created by, About Me. Full (premium): every section. Contact
 * details only with an accepted interest. Absent keys were never sent.
 */
export const profileViewSchema = profileSaveSchema
  .omit({ countryCode: true, phoneNumber: true, dob: true, postalCode: true })
  .partial()
  .extend({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    age: z.number().nullable(),
    detail: z.enum(['limited', 'full']),
    profilePhoto: photoSchema.nullable(),
    galleryPhotos: z.array(photoSchema).optional(),
    contact: z.object({ email: z.string(), phone: z.string() }).optional(),
  })
  .meta({ id: 'ProfileView' });
export type ProfileView = z.infer<typeof profileViewSchema>;

export const LIMITED_PROFILE_FIELDS = [
  'gender',
  'city',
  'state',
  'country',
  'church',
  'profileCreatedBy',
  'profileSummary',
] as const;
