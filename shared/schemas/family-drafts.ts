import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_MAX_DIGITS } from '../limits.ts';
import { LANGUAGES, PROFILE_CREATED_BY } from '../enums.ts';
import { MEMBER_FORM_FIELDS } from '../profile-fields.ts';
import { messages } from '../messages.ts';
import { nameProblem } from '../rules/names.ts';
import { isKnownCallingCode } from '../rules/phone-numbers.ts';
import { COUNTRY_CODE_MESSAGE } from '../rules/phone.ts';
import { bounded, isEmailInput, newPasswordProblem } from './auth.ts';
import { FAMILY_RELATIONS, type FamilyRelation } from './family.ts';
import { familyProfileEditSchema } from './family-view.ts';
import { refuse } from './refuse.ts';
import { phoneProblem } from './registration.ts';

// Its own module (like registration.ts) because it brings the phone-number library: only the
// register page, the draft's page and the server load it (ADR 0028).

/**
 * D45: at registration someone creates a profile for their son, daughter, brother, sister, friend
 * or relative. Their own account is a relative's account; the profile is a draft that is nobody's
 * account until the member accepts it from the emailed invitation (refusing deletes it).
 */
export const PROFILE_FOR = PROFILE_CREATED_BY.filter(
  (choice): choice is Exclude<(typeof PROFILE_CREATED_BY)[number], 'Self'> => choice !== 'Self',
);
export type ProfileFor = (typeof PROFILE_FOR)[number];

/** How the one who starts the profile is related to the member, by their choice (siblings say which). */
export const relationFor = (profileFor: ProfileFor, sibling?: 'brother' | 'sister'): FamilyRelation =>
  profileFor === 'Son' || profileFor === 'Daughter'
    ? 'parent'
    : profileFor === 'Brother' || profileFor === 'Sister'
      ? (sibling ?? 'brother')
      : profileFor === 'Friend'
        ? 'friend'
        : 'relative';

/** The member's invitation to a draft works this long; the relative can send a new one. */
export const FAMILY_DRAFT_INVITATION_DAYS = 30;

export const familyDraftMessages = {
  profileForInvalid: 'Please choose whom this profile is for.',
  siblingInvalid: 'Please say whether you are their brother or their sister.',
  memberEmailInUse: 'This email already has an account. Ask them to invite you from their settings instead.',
  sameEmail: 'Their email must be different from yours.',
  draftInUse: 'Someone has already started a profile for this email.',
  started:
    'Your account has been created. We have emailed them an invitation: their profile stays visible to nobody until they accept it.',
  notFound: 'This profile was not found.',
  saved: 'The draft has been saved. Nobody sees it until they accept it.',
  resent: 'A new invitation has been sent.',
  deleted: 'The draft has been deleted.',
  invitationInvalid:
    'This invitation is invalid or has expired. Ask the person who started your profile for a new one.',
  accepted: 'Welcome! Your profile is yours now.',
  refused: 'The profile has been deleted. Nothing of it is kept.',
} as const;

const name = bounded(NAME_MAX_LENGTH);
const email = bounded(EMAIL_MAX_LENGTH);

/**
 * POST /api/family/drafts: registration for someone else. The form's own names, email and password
 * are the relative's account (registration's rules and messages); the member's names and email
 * start the draft.
 */
export const familyDraftStartSchema = z
  .strictObject({
    profileFor: z.enum(PROFILE_FOR, familyDraftMessages.profileForInvalid),
    /** For a brother or a sister: whether the one who starts it is their brother or their sister. */
    sibling: z.enum(['brother', 'sister'], familyDraftMessages.siblingInvalid).optional(),
    firstName: name,
    lastName: name,
    email,
    password: bounded(PASSWORD_MAX_LENGTH),
    confirmPassword: bounded(PASSWORD_MAX_LENGTH),
    memberFirstName: name,
    memberLastName: name,
    memberEmail: email,
    /** D37: the page's language: the relative's, and the member's invitation is in it. */
    language: z.enum(LANGUAGES, { error: 'Please choose one of the listed languages.' }).optional(),
  })
  .superRefine((input, ctx) => {
    const fields = ['firstName', 'lastName', 'email', 'memberFirstName', 'memberLastName', 'memberEmail'] as const;
    const missing = fields.find((field) => !input[field].trim());
    if (missing) return refuse(ctx, missing, messages.register.requiredFields);
    const badName = nameProblem(input, ['firstName', 'lastName', 'memberFirstName', 'memberLastName']);
    if (badName) return refuse(ctx, badName.field, badName.message);
    if ((input.profileFor === 'Brother' || input.profileFor === 'Sister') && !input.sibling)
      return refuse(ctx, 'sibling', familyDraftMessages.siblingInvalid);
    const password = newPasswordProblem(input);
    if (password) return refuse(ctx, password.field, password.message);
    const invalid = (['email', 'memberEmail'] as const).find((field) => !isEmailInput(input[field]));
    if (invalid) return refuse(ctx, invalid, messages.register.invalidEmail, 'INVALID_EMAIL');
    if (input.email.trim().toLowerCase() === input.memberEmail.trim().toLowerCase())
      refuse(ctx, 'memberEmail', familyDraftMessages.sameEmail);
  })
  .meta({ id: 'FamilyDraftStart' });
export type FamilyDraftStart = z.infer<typeof familyDraftStartSchema>;

/** The member's form fields a relative fills in: all but the contact details. */
export const DRAFT_FIELDS = MEMBER_FORM_FIELDS.filter((field) => field !== 'countryCode' && field !== 'phoneNumber');

/** The draft's profile as far as it was filled in: the profile fields without contact details. */
export const draftProfileSchema = familyProfileEditSchema.partial().meta({ id: 'DraftProfile' });
export type DraftProfile = z.infer<typeof draftProfileSchema>;

/** GET /api/family/drafts: the profiles this relative started, not accepted yet. */
export const familyDraftsSchema = z
  .object({
    drafts: z.array(
      z.object({
        id: z.string(),
        profileFor: z.enum(PROFILE_FOR),
        relation: z.enum(FAMILY_RELATIONS),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        /** Whether the profile's form has been filled in (every required field). */
        filledIn: z.boolean(),
        profile: draftProfileSchema,
        createdAt: z.iso.datetime(),
        expiresAt: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'FamilyDrafts' });
export type FamilyDrafts = z.infer<typeof familyDraftsSchema>;
export type FamilyDraft = FamilyDrafts['drafts'][number];

export const familyDraftIdSchema = z.strictObject({ id: z.uuid() });

const token = z.string().min(1).max(512);
/** POST /api/family/draft (and /refuse): the emailed link's token, in the body. */
export const familyDraftTokenSchema = z.strictObject({ token }).meta({ id: 'FamilyDraftToken' });

/** The member's page of the draft: who started it, as what, and the profile so far. */
export const familyDraftInvitationSchema = z
  .object({
    relativeFirstName: z.string(),
    relation: z.enum(FAMILY_RELATIONS),
    profileFor: z.enum(PROFILE_FOR),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    profile: draftProfileSchema,
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'FamilyDraftInvitation' });
export type FamilyDraftInvitation = z.infer<typeof familyDraftInvitationSchema>;

/**
 * POST /api/family/draft/accept: the member takes the profile with a password of their own and
 * their phone number (the contact details are theirs: the relative never gave or saw them).
 */
export const familyDraftAcceptSchema = z
  .strictObject({
    token,
    password: bounded(PASSWORD_MAX_LENGTH),
    confirmPassword: bounded(PASSWORD_MAX_LENGTH),
    countryCode: z
      .string()
      .regex(/^\+\d{1,4}$/, COUNTRY_CODE_MESSAGE)
      .refine(isKnownCallingCode, COUNTRY_CODE_MESSAGE),
    phoneNumber: bounded(PHONE_MAX_DIGITS + 10),
  })
  .superRefine((input, ctx) => {
    const phone = phoneProblem(input.countryCode, input.phoneNumber);
    if (phone) return refuse(ctx, 'phoneNumber', phone);
    const password = newPasswordProblem(input);
    if (password) return refuse(ctx, password.field, password.message);
  })
  .meta({ id: 'FamilyDraftAccept' });
export type FamilyDraftAccept = z.infer<typeof familyDraftAcceptSchema>;
