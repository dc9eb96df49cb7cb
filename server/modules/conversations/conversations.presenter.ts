import type { CallKind, CallOutcome } from '#shared/schemas/calls.ts';
import type { Conversation, ConversationSummary, Message } from '#shared/schemas/conversations.ts';
import type { FamilyRelation } from '#shared/schemas/family.ts';
import { photoUrl } from '#server/modules/photos/photos.presenter.ts';
import { stateOf } from './conversations.policy.ts';

/**
 * A time as a Date, or as the page statements write it (conversation-pages.repository.ts): ISO
 * 8601 text in UTC with milliseconds, the form the API answers with, so it is passed on as it is.
 */
export type Instant = Date | string;
const iso = (time: Instant) => (typeof time === 'string' ? time : time.toISOString());

interface MessageRow {
  id: number;
  senderId: string;
  body: string;
  flagged: boolean;
  createdAt: Instant;
  readAt: Instant | null;
  /** D47: a call's event. */
  callKind: CallKind | null;
  callOutcome: CallOutcome | null;
  callSeconds: number | null;
}

interface Counterpart {
  otherId: string;
  firstName: string;
  lastName: string;
  photoId: string | null;
}

const memberOf = (row: Counterpart) => ({
  id: row.otherId,
  firstName: row.firstName,
  lastName: row.lastName,
  photoUrl: photoUrl(row.photoId, 'thumbnail'),
});

/** A message for `viewerId`: the safety note (D29) only for its receiver, never to its sender. */
export function presentMessage(row: MessageRow, viewerId: string): Message {
  const fromMe = row.senderId === viewerId;
  return {
    id: String(row.id),
    body: row.body,
    sentAt: iso(row.createdAt),
    fromMe,
    readAt: row.readAt === null ? null : iso(row.readAt),
    safetyNote: row.flagged && !fromMe,
    call:
      row.callKind && row.callOutcome
        ? { kind: row.callKind, outcome: row.callOutcome, durationSeconds: row.callSeconds }
        : null,
  };
}

export function presentSummary(
  row: Counterpart & {
    id: string;
    open: boolean;
    unread: number;
    lastActivityAt: Instant;
    lastMessage: { body: string; senderId: string; createdAt: Instant } | undefined;
  },
  viewerId: string,
): ConversationSummary {
  return {
    id: row.id,
    member: memberOf(row),
    state: stateOf(row),
    lastMessage: row.lastMessage
      ? {
          body: row.lastMessage.body,
          sentAt: iso(row.lastMessage.createdAt),
          fromMe: row.lastMessage.senderId === viewerId,
        }
      : null,
    unreadCount: row.unread,
    updatedAt: iso(row.lastActivityAt),
  };
}

/**
 * The conversation's header: the other's contact details only when they share them (D38); the
 * chaperones of either member, by first name and relation (D46).
 */
export function presentConversation(
  row: Counterpart & {
    id: string;
    open: boolean;
    sharingContact: boolean;
    theirContactShared: boolean;
    email: string;
    countryCode: string;
    phoneNumber: string;
  },
  chaperones: { memberId: string; firstName: string; relation: FamilyRelation }[],
  viewerId: string,
): Conversation {
  return {
    id: row.id,
    member: memberOf(row),
    state: stateOf(row),
    sharingContact: row.sharingContact,
    contact: row.theirContactShared
      ? { email: row.email, phone: row.phoneNumber ? `${row.countryCode} ${row.phoneNumber}` : '' }
      : null,
    chaperones: chaperones.map(({ memberId, firstName, relation }) => ({
      firstName,
      relation,
      of: memberId === viewerId ? ('me' as const) : ('them' as const),
    })),
  };
}
