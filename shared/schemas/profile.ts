import { z } from 'zod';
import { MEMBERSHIP_TYPES, PROFILE_STATUSES } from '../enums.ts';
import { fieldRow, isOwnOnly, maskOf, MEMBER_FORM_FIELDS, memberShape } from '../profile-fields.ts';
import { messages, profileMessages } from '../messages.ts';
import { ageOn, parseIsoDate } from '../rules/age.ts';
import { isValidPhoneNumber, phoneRuleFor } from '../rules/phone.ts';
import { refuse } from './refuse.ts';

/**
 * Everything a member edits on /my-profile (spec §2, §3 under the canonical names of D5), read from
 * the field table. An explicit allow-list: role, membership, approval, status and counters are not
 * here (ASVS 4.1.2).
 */
export const profileSaveSchema = z.strictObject(memberShape(MEMBER_FORM_FIELDS)).meta({ id: 'ProfileSave' });
export type ProfileSave = z.infer<typeof profileSaveSchema>;
export type ProfileField = keyof ProfileSave;

/** Spec §5: the fields marked with *. */
export const REQUIRED_PROFILE_FIELDS = MEMBER_FORM_FIELDS.filter((name) => fieldRow(name).required);

export const MINIMUM_AGE = 18;

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
  if (!among.includes('phoneNumber')) return undefined;
  if (!isValidPhoneNumber(input.countryCode, input.phoneNumber)) {
    const example = phoneRuleFor(input.countryCode).example;
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
 * details only when the member shares them with the viewer (D38). Absent keys were never sent.
 */
export const profileViewSchema = profileSaveSchema
  .omit(maskOf(MEMBER_FORM_FIELDS.filter(isOwnOnly)))
  .partial()
  .extend({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    age: z.number().nullable(),
    detail: z.enum(['limited', 'full']),
    profilePhoto: photoSchema.nullable(),
    galleryPhotos: z.array(photoSchema).optional(),
    /** D38: only when this member chose to share them with the viewer in their conversation. */
    contact: z.object({ email: z.string(), phone: z.string() }).optional(),
    /** D28: the viewer and this member have an accepted interest, so they may write to each other. */
    canMessage: z.boolean(),
    /** The viewer's own open interest (pending or accepted) to this member: 'Interest Sent'. */
    interestSent: z.boolean(),
    /** This member is on the viewer's shortlist. */
    shortlisted: z.boolean(),
  })
  .meta({ id: 'ProfileView' });
export type ProfileView = z.infer<typeof profileViewSchema>;
