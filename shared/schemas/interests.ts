import { z } from 'zod';
import { INTEREST_STATUSES, type InterestStatus } from '../enums.ts';

/** Spec §8 "Interests" messages, and ours for what the spec does not cover. */
export const interestMessages = {
  loadFailed: 'Error loading interests',
  respondFailed: (status: 'accepted' | 'rejected') => `Failed to ${status} interest`,
  removeFailed: 'Failed to remove interest',
  senderUnavailable: 'Unable to load sender profile',
  accepted: 'Interest accepted.',
  rejected: 'Interest marked as not interested.',
  removed: 'Interest removed.',
  withdrawn: 'Interest withdrawn.',
  withdrawFailed: 'Failed to withdraw interest',
  notFound: 'This interest was not found.',
  receiverOnly: 'Only the member who received this interest can answer it.',
  senderOnly: 'Only the member who sent this interest can withdraw it.',
  notAllowed: 'This interest can no longer be changed that way.',
  notSpecified: 'Not specified',
} as const;

/** Spec §4: what the receiver may move an interest to (from where: server/modules/interests/interests.policy.ts). */
export const INTEREST_ANSWERS = ['accepted', 'rejected', 'removed'] as const satisfies readonly InterestStatus[];
export type InterestAnswer = (typeof INTEREST_ANSWERS)[number];

export const interestAnswerSchema = z.strictObject({ status: z.enum(INTEREST_ANSWERS) }).meta({ id: 'InterestAnswer' });

/** The other member of an interest, as its card shows them (issue 44): photo, name, age and city. */
const counterpart = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().nullable(),
  city: z.string().nullable(),
  /** The profile photo's thumbnail (the photo route applies D33's privacy), or null: an avatar. */
  thumbnailUrl: z.string().nullable(),
});

/** A received interest (spec §4: only pending and accepted, the latest per sender). */
export const receivedInterestSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'accepted']),
  createdAt: z.iso.datetime(),
  sender: counterpart,
});
export type ReceivedInterest = z.infer<typeof receivedInterestSchema>;

/** One of the member's own interests, with where it stands (beyond the spec: the Sent tab). */
export const sentInterestSchema = z.object({
  id: z.string(),
  status: z.enum(INTEREST_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  receiver: counterpart,
});
export type SentInterest = z.infer<typeof sentInterestSchema>;

export const receivedInterestsSchema = z
  .object({ interests: z.array(receivedInterestSchema) })
  .meta({ id: 'ReceivedInterests' });
export const sentInterestsSchema = z.object({ interests: z.array(sentInterestSchema) }).meta({ id: 'SentInterests' });

/** Spec §4: View Basic Info, unlocked by accepting: photo, name, city and state, denomination. */
export const senderBasicInfoSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    photoUrl: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    denomination: z.string(),
  })
  .meta({ id: 'SenderBasicInfo' });
export type SenderBasicInfo = z.infer<typeof senderBasicInfoSchema>;

/**
 * Issue 44: a match the member has not seen yet (an accepted interest, either side): the other
 * member and both photos. A photo is null — an avatar — when there is none, or when the viewer
 * may not see it as it is (D31, D33).
 */
export const matchMomentSchema = z.object({
  partner: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    photoUrl: z.string().nullable(),
  }),
  ownPhotoUrl: z.string().nullable(),
  matchedAt: z.iso.datetime(),
});
export type MatchMoment = z.infer<typeof matchMomentSchema>;
export const matchMomentsSchema = z.object({ moments: z.array(matchMomentSchema) }).meta({ id: 'MatchMoments' });
export type MatchMoments = z.infer<typeof matchMomentsSchema>;
