import { VERIFICATION_ATTEMPTS_PER_WEEK, verificationMessages } from '#shared/schemas/photo-verification.ts';
import { BadRequestError, ConflictError, NotFoundError, TooManyRequestsError } from '#server/lib/errors.ts';
import type { VerificationRow } from './photo-verifications.repository.ts';

/**
 * The rules of D43's photo verification. Members verify their own photos (routes' access
 * `member`); moderators, admins and super admins decide (access `moderator`, as the Moderation
 * page). The selfies reach the member's own requests and the moderators' routes only.
 */

/** D43: an attempt is a pair of poses drawn; at most three in any seven days. */
export const ATTEMPT_WINDOW_MS = 7 * 86_400_000;

/** A new attempt needs a profile photo to compare with, no verification in force, none waiting, and attempts left. */
export function assertMayStart(state: {
  hasProfilePhoto: boolean;
  verified: boolean;
  waiting: boolean;
  attemptsInWindow: number;
}) {
  if (state.verified) throw new ConflictError(verificationMessages.alreadyVerified, 'ALREADY_VERIFIED');
  if (state.waiting) throw new ConflictError(verificationMessages.alreadyWaiting, 'VERIFICATION_WAITING');
  if (!state.hasProfilePhoto) throw new BadRequestError(verificationMessages.needsPhoto, 'NEEDS_PROFILE_PHOTO');
  if (state.attemptsInWindow >= VERIFICATION_ATTEMPTS_PER_WEEK)
    throw new TooManyRequestsError(verificationMessages.tooMany, 'TOO_MANY_VERIFICATIONS');
}

/** An attempt still open: drawn, not yet sent whole, not expired. */
export const isOpen = (row: VerificationRow, now: Date): boolean => row.status === 'issued' && row.expiresAt > now;

/**
 * A selfie answers a pose of the member's own open attempt, once: another member's attempt is not
 * found (never revealed), a pose not drawn for it is refused, a second selfie for a pose (a
 * replay) or one after the attempt was sent whole or expired is refused.
 */
export function assertMayAnswer(
  row: VerificationRow | undefined,
  memberId: string,
  pose: string,
  answered: string[],
  now: Date,
): VerificationRow {
  if (!row || row.memberId !== memberId)
    throw new NotFoundError(verificationMessages.notFound, 'VERIFICATION_NOT_FOUND');
  if (!row.poseIds.includes(pose)) throw new BadRequestError(verificationMessages.poseNotAsked, 'POSE_NOT_ASKED');
  if (row.status !== 'issued' || answered.includes(pose))
    throw new ConflictError(verificationMessages.alreadySent, 'SELFIE_ALREADY_SENT');
  if (row.expiresAt <= now) throw new BadRequestError(verificationMessages.expired, 'VERIFICATION_EXPIRED');
  return row;
}

export const verificationNotFound = () => new NotFoundError(verificationMessages.notFound, 'VERIFICATION_NOT_FOUND');
export const notWaiting = () => new ConflictError(verificationMessages.notWaiting, 'NOT_IN_QUEUE');
