import { fitSchema, suggestedBySchema } from './member-card.ts';
import { z } from 'zod';
import { endorsementBadgeSchema } from './endorsements.ts';
import { LOOKING_FOR, MEMBERSHIP_TYPES, PROFILE_STATUSES, REVIEW_STATUSES } from '../enums.ts';
import { fieldRow, isOwnOnly, maskOf, MEMBER_FORM_FIELDS, memberShape } from '../profile-fields.ts';

/**
 * Everything a member edits on /my-profile (spec §2, §3 under the canonical names of D5), read from
 * the field table. An explicit allow-list: role, membership, approval, status and counters are not
 * here (ASVS 4.1.2).
 */
export const profileSaveSchema = z.strictObject(memberShape(MEMBER_FORM_FIELDS)).meta({ id: 'ProfileSave' });
export type ProfileSave = z.infer<typeof profileSaveSchema>;
export type ProfileField = keyof ProfileSave;

/**
 * Issue 44: a draft of the guided first profile (D40), saved as the member leaves each step. The
 * member's save with every field optional: each field keeps its own rule (format, length, allowed
 * values); the required fields are asked only when completing (PUT /api/profiles/me).
 */
export const profileDraftSchema = profileSaveSchema.partial().meta({ id: 'ProfileDraft' });
export type ProfileDraft = z.infer<typeof profileDraftSchema>;

/** Spec §5: the fields marked with *. */
export const REQUIRED_PROFILE_FIELDS = MEMBER_FORM_FIELDS.filter((name) => fieldRow(name).required);

export const MINIMUM_AGE = 18;

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

/** D31: the member's own standing with the moderators (My Profile): what they are told of decisions. */
export const ownReviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  /** The moderator's reason, when rejected. */
  reason: z.string().nullable(),
  /** Whether other members see the profile now (not waiting in "before" mode, not rejected, not on hold). */
  visible: z.boolean(),
  onHold: z.boolean(),
  /** The member's photos that are not approved, with the reason of those rejected and whether others see them now. */
  photos: z.array(
    z.object({ id: z.string(), status: z.enum(REVIEW_STATUSES), reason: z.string().nullable(), shown: z.boolean() }),
  ),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** The member's own profile, for /my-profile and the dashboard. */
export const ownProfileSchema = profileSaveSchema
  .extend({
    id: z.string(),
    email: z.string(),
    membershipType: z.enum(MEMBERSHIP_TYPES),
    profileStatus: z.enum(PROFILE_STATUSES),
    isProfileApproved: z.boolean(),
    review: ownReviewSchema,
    completion: z.number(),
    profilePhoto: photoSchema.nullable(),
    galleryPhotos: z.array(photoSchema),
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** D36: the dashboard's one-question answer of whom the member is looking for. */
export const LOOKING_FOR_MESSAGE = 'Choose whom you are looking for: a man or a woman.';
export const lookingForSchema = z
  .strictObject({ lookingFor: z.enum(LOOKING_FOR, LOOKING_FOR_MESSAGE) })
  .meta({ id: 'LookingFor' });
export type LookingForAnswer = z.infer<typeof lookingForSchema>;

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
    /** D36: how many of the viewer's preferences this member meets; whether the viewer meets theirs. */
    fit: fitSchema,
    /** D32: 'Endorsed by Pastor {pastorName}, {church}', or null. */
    endorsement: endorsementBadgeSchema,
    /** D43: a moderator verified this member's photos (until their profile photo changes). */
    photoVerified: z.boolean(),
    /** D45: the viewer's linked relatives who suggested this member (absent when none did). */
    suggestedBy: suggestedBySchema.optional(),
  })
  .meta({ id: 'ProfileView' });
export type ProfileView = z.infer<typeof profileViewSchema>;
