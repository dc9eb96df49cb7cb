import type { ReportReason } from '#shared/enums.ts';
import {
  CONVERSATIONS_PAGE_SIZE,
  conversationMessages,
  MESSAGES_PAGE_SIZE,
  type Conversation,
  type ConversationsPage,
  type Message,
  type MessagesPage,
} from '#shared/schemas/conversations.ts';
import { profileMessages } from '#shared/messages.ts';
import type { Database, Transaction } from '#server/db/database.ts';
import { BadRequestError, ForbiddenError, NotFoundError, TooManyRequestsError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { ModerationService } from '#server/modules/moderation/moderation.service.ts';
import type { BlockedWordsService } from '#server/modules/blocked-words/blocked-words.service.ts';
import type { ReportsService } from '#server/modules/reports/reports.service.ts';
import type { ChaperoneDirectory } from '#server/modules/family/chaperones.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import { assertMayWrite, conversationNotFound } from './conversations.policy.ts';
import { presentConversation, presentMessage, presentSummary } from './conversations.presenter.ts';
import { createConversationPages, type InboxCursor } from './conversation-pages.repository.ts';
import { createConversationsRepository } from './conversations.repository.ts';
import { hasSafetySigns } from './safety-signs.ts';

export type ConversationsService = ReturnType<typeof createConversationsService>;

/**
 * The inbox's next-page link: the last conversation's activity time, to the microsecond as stored,
 * and its id (the member's own data).
 */
const inboxCursor = {
  encode: (row: { cursorAt: string; id: string }) =>
    Buffer.from(JSON.stringify([row.cursorAt, row.id])).toString('base64url'),
  decode(value: string | undefined): InboxCursor | undefined {
    if (!value) return undefined;
    try {
      const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
      if (
        typeof at === 'string' &&
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(at) &&
        // A real instant: no 31 February nor hour 24 (the database would refuse them).
        !Number.isNaN(Date.parse(at)) &&
        new Date(at).toISOString().slice(0, 19) === at.slice(0, 19) &&
        typeof id === 'string' &&
        /^[0-9a-f-]{36}$/i.test(id)
      )
        return { at, id };
    } catch {
      // refused below
    }
    throw new BadRequestError('This page link is not valid any more. Please reload.', 'INVALID_CURSOR');
  },
};

/** D28, D29, D38: conversations of matched members, the safety guard, and contact details by choice. */
export function createConversationsService(deps: {
  db: Database;
  throttle: ThrottleService;
  publish: Publish;
  reports: ReportsService;
  notifications: NotificationsService;
  /** D31, issue 43: a member on hold or deactivated sends no message. */
  moderation: Pick<ModerationService, 'assertMayReachOthers'>;
  /** D42: a message holding a blocked word is refused. */
  blockedWords: Pick<BlockedWordsService, 'assertAllowed'>;
  /** D46: the members' chaperones, shown to both and told of new messages. */
  chaperones: ChaperoneDirectory;
}) {
  const repository = createConversationsRepository(deps.db);
  const pages = createConversationPages(deps.db);

  async function readable(member: Member, id: string) {
    const row = await repository.find(member.id, id);
    if (!row) throw conversationNotFound();
    return row;
  }

  /** The conversation's header as `member` sees it, with both members' chaperones (D46). */
  async function presented(member: Member, id: string): Promise<Conversation> {
    const row = await readable(member, id);
    return presentConversation(row, await deps.chaperones.of([member.id, row.otherId]), member.id);
  }

  return {
    /** The Messages page: newest activity first, keyset pages. */
    async inbox(member: Member, cursor: string | undefined): Promise<ConversationsPage> {
      const rows = await pages.inbox(member.id, inboxCursor.decode(cursor), CONVERSATIONS_PAGE_SIZE + 1);
      const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
      const last = page.at(-1);
      return {
        conversations: page.map((row) => presentSummary(row, member.id)),
        nextCursor: rows.length > CONVERSATIONS_PAGE_SIZE && last ? inboxCursor.encode(last) : null,
      };
    },

    /** The navigation's unread count: unread messages from members this member may see. */
    unread: async (member: Member) => ({ unread: await repository.unreadTotal(member.id) }),

    /** 'Message': the pair's conversation, made on first use; only for an accepted interest (D28). */
    async open(member: Member, otherId: string): Promise<{ id: string }> {
      const pair = otherId === member.id ? undefined : await repository.pairState(member.id, otherId);
      if (!pair) throw new NotFoundError(profileMessages.notFound, 'PROFILE_NOT_FOUND');
      if (!pair.matched) throw new ForbiddenError(conversationMessages.notMatched, 'NOT_MATCHED');
      const id = await repository.open(member.id, otherId);
      await deps.publish({ topic: 'messages', to: [member.id, otherId] });
      return { id };
    },

    conversation: presented,

    /** One page of the history, oldest first within the page; `before` pages back (keyset). */
    async messages(member: Member, id: string, before: string | undefined): Promise<MessagesPage> {
      const rows = await pages.messagesPage(
        member.id,
        id,
        before === undefined ? undefined : Number(before),
        MESSAGES_PAGE_SIZE + 1,
      );
      if (!rows) throw conversationNotFound();
      const page = rows.slice(0, MESSAGES_PAGE_SIZE);
      return {
        messages: page.reverse().map((row) => presentMessage(row, member.id)),
        nextBefore: rows.length > MESSAGES_PAGE_SIZE && page[0] ? String(page[0].id) : null,
      };
    },

    /**
     * D28: 30 a minute and 500 a day per member; the conversation's row lock orders concurrent
     * sends; the safety guard (D29) flags, never blocks. Delivered live to both members' tabs.
     */
    async send(member: Member, id: string, body: string): Promise<Message> {
      if (!(await deps.throttle.consume(THROTTLE_RULES.messagesPerMinute, member.id)))
        throw new TooManyRequestsError(conversationMessages.tooManyPerMinute, 'TOO_MANY_MESSAGES');
      if (!(await deps.throttle.consume(THROTTLE_RULES.messagesPerDay, member.id)))
        throw new TooManyRequestsError(conversationMessages.tooManyPerDay, 'TOO_MANY_MESSAGES_TODAY');
      await deps.blockedWords.assertAllowed({ message: body });
      // The message and the receiver's notification are one write (D30: nothing lost in between).
      const { message, otherId, shown } = await deps.db.transaction(async (tx) => {
        const row = await repository.lockForWriting(tx, member.id, id);
        assertMayWrite(row);
        await deps.moderation.assertMayReachOthers(member.id, tx);
        const stored = await repository.insertMessage(tx, {
          conversationId: id,
          senderId: member.id,
          body,
          flagged: hasSafetySigns(body),
        });
        const event = { to: row.otherId, kind: 'message', actorId: member.id, subjectId: id } as const;
        return { message: stored, otherId: row.otherId, shown: await deps.notifications.record(tx, event) };
      });
      const chaperones = await deps.chaperones.of([member.id, otherId]);
      await deps.publish({
        topic: 'messages',
        to: [otherId, member.id, ...chaperones.flatMap((chaperone) => chaperone.relativeId ?? [])],
      });
      if (shown) await deps.notifications.announce(otherId);
      return presentMessage(message, member.id);
    },

    /**
     * D47: the conversation's row lock for a call started in it, which needs what a message needs
     * (visible pair, accepted interest); the other member's id.
     */
    async lockWritable(tx: Transaction, member: Member, id: string): Promise<{ otherId: string }> {
      const row = await repository.lockForWriting(tx, member.id, id);
      assertMayWrite(row);
      return { otherId: row.otherId };
    },

    /** The reader opened the conversation: the other's messages are read, the sender sees it live. */
    async markRead(member: Member, id: string): Promise<void> {
      const row = await readable(member, id);
      const marked = await deps.db.transaction((tx) => repository.markRead(tx, member.id, id));
      if (marked > 0) await deps.publish({ topic: 'messages', to: [row.otherId, member.id] });
      await deps.notifications.markSubjectRead(member.id, 'message', id);
    },

    /** D38: share (or take back) this member's phone and email with the other member. */
    async shareContact(member: Member, id: string, share: boolean): Promise<Conversation> {
      const row = await readable(member, id);
      if (share) assertMayWrite(row);
      await repository.setSharing(member.id, id, share);
      await deps.publish({ topic: 'messages', to: [row.otherId, member.id] });
      return presented(member, id);
    },

    /** D28: a participant reports a message of the other member; the report carries it alone. */
    async reportMessage(
      member: Member,
      id: string,
      messageId: string,
      input: { reason: ReportReason; description: string },
    ): Promise<void> {
      await readable(member, id);
      const message = await repository.findMessage(id, Number(messageId));
      if (!message) throw new NotFoundError(conversationMessages.messageNotFound, 'MESSAGE_NOT_FOUND');
      if (message.senderId === member.id) throw new BadRequestError(conversationMessages.ownMessage, 'OWN_MESSAGE');
      if (message.callKind !== null)
        throw new BadRequestError(conversationMessages.callNotReportable, 'CALL_NOT_REPORTABLE');
      await deps.reports.reportMessage(member, { ...input, message });
    },

    /**
     * D46, a chaperone's reading as the member `memberId` (the caller checked the link): the
     * member's conversations with messages since `since`, with members the member may see.
     */
    watchedInbox: (memberId: string, since: Date, until?: Date) => repository.watchedInbox(memberId, since, until),

    /** D46: the member's chaperone changed: every conversation of theirs shows it to both sides at once. */
    async announceChaperone(memberId: string) {
      await deps.publish({ topic: 'messages', to: [memberId, ...(await repository.partnersOf(memberId))] });
    },

    /** D46: one of the member's conversations (while readable by them), its messages since `since`. */
    async watched(memberId: string, id: string, since: Date, limit: number) {
      const row = await repository.find(memberId, id);
      if (!row) throw conversationNotFound();
      return { firstName: row.firstName, messages: await repository.watchedMessages(id, since, limit) };
    },

    /**
     * D46: the member's chaperone reports a message of the other member's, written since the
     * chaperone's start, in a conversation the member may read; the report carries that message.
     */
    async reportWatched(
      reporter: Member,
      memberId: string,
      id: string,
      messageId: string,
      since: Date,
      input: { reason: ReportReason; description: string },
    ): Promise<void> {
      if (!(await repository.find(memberId, id))) throw conversationNotFound();
      const message = await repository.findMessage(id, Number(messageId));
      if (!message || message.createdAt < since)
        throw new NotFoundError(conversationMessages.messageNotFound, 'MESSAGE_NOT_FOUND');
      if (message.senderId === memberId)
        throw new BadRequestError(conversationMessages.memberMessage, 'MEMBER_MESSAGE');
      if (message.callKind !== null)
        throw new BadRequestError(conversationMessages.callNotReportable, 'CALL_NOT_REPORTABLE');
      await deps.reports.reportMessage(reporter, { ...input, message });
    },

    /** D29: flagged messages per UTC day since `start`, for the admin's analytics. */
    flaggedByDay: (start: Date) => repository.flaggedByDay(start),
  };
}
