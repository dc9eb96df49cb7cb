import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../limits.ts';
import { messages } from '../messages.ts';
import { isEmailAddress } from '../rules/email.ts';
import { nameProblem } from '../rules/names.ts';
import { bounded, newPasswordProblem } from './auth.ts';
import { refuse } from './refuse.ts';

/**
 * D45: a member links relatives (the spec's list of who creates a profile, less Self) who accept an
 * emailed invitation with accounts of their own. The member sees every link and what each relative
 * did, allows or stops profile edits, and ends a link at once; a relative may leave.
 */
export const FAMILY_RELATIONS = ['parent', 'brother', 'sister', 'friend', 'relative'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];
export const FAMILY_LINK_STATUSES = ['invited', 'active'] as const;
export type FamilyLinkStatus = (typeof FAMILY_LINK_STATUSES)[number];
/** What a member's family log records (D45: the member sees each relative's actions). */
export const FAMILY_LOG_ACTIONS = [
  'invited',
  'accepted',
  'ended_by_member',
  'left',
  'edit_allowed',
  'edit_stopped',
  'profile_edited',
  // D46: the chaperone named or ended by the member; each read of a conversation by the chaperone.
  'chaperone_named',
  'chaperone_ended',
  'chaperone_read',
  // D45: the relative started the member's profile, and the member accepted it.
  'profile_started',
  // D45: the relative suggested a member (the log's subject: that member's first name).
  'suggested',
] as const;
export type FamilyLogAction = (typeof FAMILY_LOG_ACTIONS)[number];

/** Open links (invited or active) a member may have at once. */
export const FAMILY_LINKS_MAX = 5;
/** An invitation's link works this long. */
export const FAMILY_INVITATION_DAYS = 14;
/** The family log shows this many entries, newest first. */
export const FAMILY_LOG_PAGE = 50;

export const familyMessages = {
  emailInvalid: 'Please enter a valid email address.',
  relationInvalid: 'Please choose how this person is related to you.',
  invited: 'Invitation sent. Your relative can accept it from the email within 14 days.',
  ownEmail: 'You cannot invite yourself.',
  alreadyLinked: 'This person is already invited or linked.',
  tooMany: `You can have at most ${FAMILY_LINKS_MAX} relatives linked or invited.`,
  memberAccount:
    'This email belongs to a member account. Invite another address: a relative signs in with an account of their own.',
  linkNotFound: 'This link was not found.',
  ended: 'The link has ended.',
  left: 'You are no longer linked.',
  editAllowed: 'Your relative may now edit your profile.',
  editStopped: 'Your relative can no longer edit your profile.',
  notActive: 'The relative has not accepted the invitation yet.',
  invitationInvalid: 'This invitation is invalid or has expired. Ask your relative for a new one.',
  accepted: 'Welcome! You are now linked.',
  relativeAccount: 'This page is for members. Your account is a relative’s account.',
  editNotAllowed: 'You may not edit this profile. The member can allow it in their settings.',
  profileEdited: 'The profile has been saved. The member sees that you edited it.',
  chaperoneNamed: 'Your chaperone can now read your conversations written from this moment on.',
  chaperoneEnded: 'Your chaperone can no longer read your conversations.',
  notChaperone: 'You are not this member’s chaperone.',
  searchTooShort: 'Please enter at least 2 letters of a name.',
  suggested: 'Your suggestion was sent. The member sees it on their dashboard and decides.',
  suggestedNotFound: 'This member was not found. They may no longer be visible to the member you help.',
  alreadySuggested: 'You have already suggested this member.',
  tooManySuggestions: 'You have made many suggestions today. Please try again tomorrow.',
  suggestionNotFound: 'This suggestion was not found.',
  suggestionDismissed: 'The suggestion was dismissed.',
} as const;

const email = z
  .string(familyMessages.emailInvalid)
  .trim()
  .max(EMAIL_MAX_LENGTH, familyMessages.emailInvalid)
  .refine(isEmailAddress, familyMessages.emailInvalid);

/** POST /api/family/invitations: who, and how they are related to the member. */
export const familyInvitationFormSchema = z
  .strictObject({
    email,
    relation: z.enum(FAMILY_RELATIONS, familyMessages.relationInvalid),
  })
  .meta({ id: 'FamilyInvitationForm' });
export type FamilyInvitationForm = z.output<typeof familyInvitationFormSchema>;

/** PATCH /api/family/links/:id: whether the relative may edit the member's profile. */
export const familyLinkChangeSchema = z.strictObject({ mayEditProfile: z.boolean() }).meta({ id: 'FamilyLinkChange' });
export type FamilyLinkChange = z.output<typeof familyLinkChangeSchema>;

export const familyLinkIdSchema = z.strictObject({ id: z.uuid() });

/** PUT /api/family/chaperone: the linked relative the member names chaperone (D46). */
export const chaperoneChoiceSchema = z.strictObject({ linkId: z.uuid() }).meta({ id: 'ChaperoneChoice' });

const familyLink = z.object({
  id: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
  status: z.enum(FAMILY_LINK_STATUSES),
  email: z.string(),
  /** The relative's name once they accepted; null while invited. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  mayEditProfile: z.boolean(),
  /** D46: since when this relative is the member's chaperone; null when they are not. */
  chaperoneSince: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  acceptedAt: z.iso.datetime().nullable(),
});

/** GET /api/family: the member's links and their family log. */
export const familyPageSchema = z
  .object({
    links: z.array(familyLink),
    log: z.array(
      z.object({
        id: z.string(),
        action: z.enum(FAMILY_LOG_ACTIONS),
        /** The relative's first name, or their email while invited. */
        relative: z.string(),
        relation: z.enum(FAMILY_RELATIONS),
        /** D46: a chaperone's read names the other member of the conversation (first name). */
        subject: z.string().nullable(),
        at: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'FamilyPage' });
export type FamilyPage = z.infer<typeof familyPageSchema>;

const token = z.string().min(1).max(512);
/** POST /api/family/invitation: the emailed link's token (in the body, never in a URL the logs keep). */
export const familyInvitationTokenSchema = z.strictObject({ token }).meta({ id: 'FamilyInvitationToken' });

/** The invitation's page: who invites, as what; and the address the relative's account will have. */
export const familyInvitationSchema = z
  .object({
    memberFirstName: z.string(),
    relation: z.enum(FAMILY_RELATIONS),
    email: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'FamilyInvitation' });
export type FamilyInvitation = z.infer<typeof familyInvitationSchema>;

/**
 * POST /api/family/accept: the relative's own account, under the invitation's email, with the
 * registration form's rules for names and passwords (a relative's account the email has already:
 * its password, the names unused).
 */
export const familyAcceptSchema = z
  .strictObject({
    token,
    firstName: bounded(NAME_MAX_LENGTH),
    lastName: bounded(NAME_MAX_LENGTH),
    password: bounded(PASSWORD_MAX_LENGTH),
    confirmPassword: bounded(PASSWORD_MAX_LENGTH),
  })
  .superRefine((input, ctx) => {
    const missing = (['firstName', 'lastName'] as const).find((field) => !input[field].trim());
    if (missing) return refuse(ctx, missing, messages.register.requiredFields);
    const badName = nameProblem(input, ['firstName', 'lastName']);
    if (badName) return refuse(ctx, badName.field, badName.message);
    const password = newPasswordProblem(input);
    if (password) return refuse(ctx, password.field, password.message);
  })
  .meta({ id: 'FamilyAccept' });
export type FamilyAccept = z.infer<typeof familyAcceptSchema>;

/** The relative's side: the members they are linked to. */
export const familyLinkedSchema = z
  .object({
    members: z.array(
      z.object({
        linkId: z.string(),
        memberId: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        relation: z.enum(FAMILY_RELATIONS),
        mayEditProfile: z.boolean(),
        /** D46: since when this relative reads the member's conversations; null when not their chaperone. */
        chaperoneSince: z.iso.datetime().nullable(),
        since: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'FamilyLinked' });
export type FamilyLinked = z.infer<typeof familyLinkedSchema>;
