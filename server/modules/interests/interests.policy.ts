import type { InterestStatus } from '#shared/enums.ts';
import { interestMessages, type InterestAnswer } from '#shared/schemas/interests.ts';
import { ConflictError, ForbiddenError, NotFoundError, type AppError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';

/**
 * Spec §4 interests: each move, who makes it and from which states. Only the receiver answers
 * (accept, not interested, remove); only the sender withdraws, and only while nobody has answered.
 * The repository writes each move as one conditional statement from this table (ADR 0014), so
 * that two concurrent moves cannot both win; `refusalOf` says why a move that changed nothing was
 * refused.
 */
export const INTEREST_MOVES = {
  accepted: { by: 'receiver', from: ['pending'] },
  rejected: { by: 'receiver', from: ['pending'] },
  removed: { by: 'receiver', from: ['accepted', 'rejected'] },
  withdrawn: { by: 'sender', from: ['pending'] },
} as const satisfies Record<
  InterestAnswer | 'withdrawn',
  { by: 'receiver' | 'sender'; from: readonly InterestStatus[] }
>;
export type InterestMove = keyof typeof INTEREST_MOVES;

/**
 * Spec §6 with D31 (issue 43): who expresses interest. A member (not staff: discovery.policy.ts:
 * assertMayDiscover) who reaches others: not on hold after reports, not deactivated
 * (moderation.service.ts:assertMayReachOthers, in the interest's transaction).
 */
export const WHO_EXPRESSES = 'a member, neither on hold nor deactivated' as const;

/** Why a move was refused: unknown or hidden (404), the wrong side (403), or the wrong state (409). */
export function refusalOf(member: Member, interest: { receiverId: string } | undefined, move: InterestMove): AppError {
  if (!interest) return new NotFoundError(interestMessages.notFound, 'INTEREST_NOT_FOUND');
  const side = interest.receiverId === member.id ? 'receiver' : 'sender';
  if (INTEREST_MOVES[move].by !== side) {
    return side === 'sender'
      ? new ForbiddenError(interestMessages.receiverOnly, 'RECEIVER_ONLY')
      : new ForbiddenError(interestMessages.senderOnly, 'SENDER_ONLY');
  }
  return new ConflictError(interestMessages.notAllowed, 'INTEREST_STATE');
}
