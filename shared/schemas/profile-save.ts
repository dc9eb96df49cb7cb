import { z } from 'zod';
import { messages, profileMessages } from '../messages.ts';
import { ageOn, parseIsoDate } from '../rules/age.ts';
import { isKnownCallingCode, isValidPhoneNumber, phoneExampleFor } from '../rules/phone-numbers.ts';
import { COUNTRY_CODE_MESSAGE } from '../rules/phone.ts';
import {
  MINIMUM_AGE,
  profileSaveSchema,
  REQUIRED_PROFILE_FIELDS,
  type ProfileDraft,
  type ProfileField,
  type ProfileSave,
} from './profile.ts';
import { MEMBER_FORM_FIELDS } from '../profile-fields.ts';
import { refuse } from './refuse.ts';

// The rules of a member's save, apart from the profile's other schemas because they bring the
// phone-number library: only My Profile and the server load it (ADR 0028).

/** D36: the partner preferences given as a range, lowest first. */
const PARTNER_RANGES = [
  ['partnerAgeMin', 'partnerAgeMax', profileMessages.partnerAgeRange],
  ['partnerHeightMinCm', 'partnerHeightMaxCm', profileMessages.partnerHeightRange],
] as const satisfies readonly (readonly [ProfileField, ProfileField, string])[];

/**
 * Spec §5 profile rules, first failing one first, with the field it is about. `among` limits the
 * rules to some fields (a step of the guided first profile, D40); by default every field.
 */
export function profileProblem(
  input: ProfileSave,
  today: Date = new Date(),
  among: readonly ProfileField[] = MEMBER_FORM_FIELDS,
): { field: ProfileField; message: string } | undefined {
  const missing = REQUIRED_PROFILE_FIELDS.find(
    (field) => among.includes(field) && String(input[field] ?? '').trim() === '',
  );
  if (missing) return { field: missing, message: profileMessages.requiredFields };
  if (among.includes('dob')) {
    const dob = parseIsoDate(input.dob);
    if (!dob) return { field: 'dob', message: profileMessages.invalidDob };
    const age = ageOn(dob, today);
    if (age < 0 || age > 120) return { field: 'dob', message: profileMessages.invalidDob };
    if (age < MINIMUM_AGE) return { field: 'dob', message: profileMessages.tooYoung };
  }
  for (const [low, high, message] of PARTNER_RANGES) {
    const [min, max] = [input[low], input[high]];
    if (among.includes(high) && typeof min === 'number' && typeof max === 'number' && min > max)
      return { field: high, message };
  }
  if (!among.includes('phoneNumber')) return undefined;
  if (!isKnownCallingCode(input.countryCode)) return { field: 'countryCode', message: COUNTRY_CODE_MESSAGE };
  if (!isValidPhoneNumber(input.countryCode, input.phoneNumber)) {
    const example = phoneExampleFor(input.countryCode);
    return { field: 'phoneNumber', message: messages.register.invalidPhone(input.countryCode, example) };
  }
  return undefined;
}

/**
 * A step of the guided first profile (D40): the same rules and messages as the whole form, about
 * the step's fields only. The last step checks the whole form with profileFormSchema.
 */
export const profileStepSchema = (among: readonly ProfileField[]) =>
  z.custom<ProfileSave>().superRefine((input, ctx) => {
    const problem = profileProblem(input, new Date(), among);
    if (problem) refuse(ctx, problem.field, problem.message);
  });

/** A value a member gave: not left empty. */
const given = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/**
 * Issue 44: the rules of a draft of the guided first profile — every rule of spec §5 about the
 * values it gives (a date, a phone number, a range), none about what it leaves empty: the required
 * fields are asked when completing. The phone's rule reads the draft's country code.
 */
export function draftProblem(input: ProfileDraft, today: Date = new Date()) {
  const among = MEMBER_FORM_FIELDS.filter((field) => given(input[field]));
  return profileProblem(input as ProfileSave, today, among);
}

/** The server's check of a save: the message of the first rule that fails. */
export const firstProfileProblem = (input: ProfileSave, today?: Date) => profileProblem(input, today)?.message;

/**
 * The member's form (react-hook-form): spec §5's rules and messages first, then the shape of the
 * save. The browser has always answered the rules before the server answered the shape; a form
 * that fails shows one sentence, the first.
 */
export const profileFormSchema = z
  .custom<ProfileSave>()
  .superRefine((input, ctx) => {
    const problem = profileProblem(input);
    if (problem) refuse(ctx, problem.field, problem.message);
  })
  .pipe(profileSaveSchema);
