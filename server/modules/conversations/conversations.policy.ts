import { conversationMessages, type ConversationState } from '#shared/schemas/conversations.ts';
import { ConflictError, NotFoundError } from '#server/lib/errors.ts';

/**
 * D28 with D11, D12: who may do what in a conversation. The repository reads a conversation only
 * for one of its two members and only while the other is visible to them (active, not blocked
 * either way, a member), so "not found" covers a third member, a blocked pair and a deactivated
 * member alike. Reading needs nothing more; writing needs the interest to be still accepted, and
 * a writer who reaches others (D31, issue 43: not on hold after reports, not deactivated; checked
 * in the message's transaction by moderation.service.ts:assertMayReachOthers).
 */
export const CONVERSATION_RULES = {
  read: 'a member of the pair, while the other is visible to them',
  write: 'the same, while an interest between them is accepted and the writer is neither on hold nor deactivated',
  open: 'a member with an accepted interest with a visible member',
} as const;

export const conversationNotFound = () => new NotFoundError(conversationMessages.notFound, 'CONVERSATION_NOT_FOUND');

/** 'open' while the interest is accepted; 'ended' (read-only) once it was removed (D28). */
export const stateOf = (row: { open: boolean }): ConversationState => (row.open ? 'open' : 'ended');

/** The refusal of a write: unknown or hidden (404), or ended (409, 'This conversation has ended.'). */
export function assertMayWrite<T extends { open: boolean }>(row: T | undefined): asserts row is T {
  if (!row) throw conversationNotFound();
  if (!row.open) throw new ConflictError(conversationMessages.ended, 'CONVERSATION_ENDED');
}
