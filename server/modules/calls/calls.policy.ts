import { callMessages } from '#shared/schemas/calls.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '#server/lib/errors.ts';

/**
 * D47: who may call whom. A member calls in a conversation they may write in (visible pair, an
 * accepted interest, neither held nor deactivated: conversations.policy.ts), once each of the two
 * has written a message, when the other takes calls and neither is in a call already, at most
 * CALL_ATTEMPTS_PER_DAY times a day. Only the two members of a live call see it, signal in it or
 * end it; only the member called answers or declines. A third member learns nothing: 404.
 */
export const CALL_RULES = {
  start: 'a member of an open conversation, after each has written, when the other takes calls and both lines are free',
  see: 'the two members of a live call, while each is visible to the other',
  answer: 'the member called, while the call rings (45 s)',
  end: 'either member of a live call',
} as const;

export const callNotFound = () => new NotFoundError(callMessages.notFound, 'CALL_NOT_FOUND');

export function assertMayStart(facts: { bothHaveWritten: boolean; takesCalls: boolean }) {
  if (!facts.bothHaveWritten) throw new ForbiddenError(callMessages.needMessages, 'CALL_NEEDS_MESSAGES');
  if (!facts.takesCalls) throw new ForbiddenError(callMessages.callsOff, 'CALLS_OFF');
}

/** The caller's line first: 'You are already in a call.' says more to them than the other's. */
export function assertLinesFree(busy: Set<string>, callerId: string) {
  if (busy.has(callerId)) throw new ConflictError(callMessages.youAreBusy, 'ALREADY_IN_CALL');
  if (busy.size > 0) throw new ConflictError(callMessages.theyAreBusy, 'MEMBER_IN_CALL');
}
