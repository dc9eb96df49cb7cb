import type { Conversation, ConversationSummary, Message } from '#shared/schemas/conversations.ts';
import { photoUrl } from '#server/modules/photos/photos.presenter.ts';
import { stateOf } from './conversations.policy.ts';

interface MessageRow {
  id: number;
  senderId: string;
  body: string;
  flagged: boolean;
  createdAt: Date;
  readAt: Date | null;
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
    sentAt: row.createdAt.toISOString(),
    fromMe,
    readAt: row.readAt?.toISOString() ?? null,
    safetyNote: row.flagged && !fromMe,
  };
}

export function presentSummary(
  row: Counterpart & {
    id: string;
    open: boolean;
    unread: number;
    lastActivityAt: Date;
    lastMessage: { body: string; senderId: string; createdAt: Date } | undefined;
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
          sentAt: row.lastMessage.createdAt.toISOString(),
          fromMe: row.lastMessage.senderId === viewerId,
        }
      : null,
    unreadCount: row.unread,
    updatedAt: row.lastActivityAt.toISOString(),
  };
}

/** The conversation's header: the other's contact details only when they share them (D38). */
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
): Conversation {
  return {
    id: row.id,
    member: memberOf(row),
    state: stateOf(row),
    sharingContact: row.sharingContact,
    contact: row.theirContactShared
      ? { email: row.email, phone: row.phoneNumber ? `${row.countryCode} ${row.phoneNumber}` : '' }
      : null,
  };
}
