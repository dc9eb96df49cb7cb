import { and, desc, eq, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/database.ts';
import { profilePhotoId } from '#server/db/member-columns.ts';
import { schema } from '#server/db/schema.ts';
import { acceptedInterestBetween, contactSharedWith, visibleTo } from '#server/db/visibility.ts';

const { conversations, messages, unreadCounts, users } = schema;

/** The pair's row key: the smaller id first (the table's check). */
export const orderedPair = (x: string, y: string): [string, string] => (x < y ? [x, y] : [y, x]);

/** The member of conversation row `c` who is not `memberId`. */
const otherOf = (memberId: string): SQL<string> =>
  sql<string>`case when ${conversations.memberA} = ${memberId} then ${conversations.memberB} else ${conversations.memberA} end`;
const involves = (memberId: string) =>
  sql`(${conversations.memberA} = ${memberId} or ${conversations.memberB} = ${memberId})`;
const side = (memberId: string, a: SQL | SQL.Aliased | unknown, b: unknown) =>
  sql`case when ${conversations.memberA} = ${memberId} then ${a} else ${b} end`;

/** A conversation as one of its members sees it: the other member must be visible to them (D11, D12). */
function conversationColumns(memberId: string) {
  return {
    id: conversations.id,
    otherId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    photoId: profilePhotoId(users.id),
    open: acceptedInterestBetween(memberId, sql`${users.id}`).mapWith(Boolean),
    sharingContact: side(memberId, conversations.sharesContactA, conversations.sharesContactB).mapWith(Boolean),
    theirContactShared: contactSharedWith(memberId, sql`${users.id}`).mapWith(Boolean),
    email: users.email,
    countryCode: users.countryCode,
    phoneNumber: users.phoneNumber,
  };
}

export function createConversationsRepository(db: Database) {
  return {
    /** Whether `memberId` may see `otherId` (D11, D12) and they have an accepted interest (D28). */
    async pairState(memberId: string, otherId: string) {
      const [row] = await db
        .select({ matched: acceptedInterestBetween(memberId, sql`${users.id}`).mapWith(Boolean) })
        .from(users)
        .where(and(eq(users.id, otherId), visibleTo(memberId)));
      return row;
    },

    /** The pair's one conversation (D28), made if it is not there yet; its id either way. */
    async open(x: string, y: string): Promise<string> {
      const [memberA, memberB] = orderedPair(x, y);
      await db.insert(conversations).values({ memberA, memberB }).onConflictDoNothing();
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.memberA, memberA), eq(conversations.memberB, memberB)));
      if (!row) throw new Error('conversation not stored');
      return row.id;
    },

    /** The conversation `id` of `memberId`, while the other member is visible to them; else undefined. */
    async find(memberId: string, id: string, tx: Database | Transaction = db) {
      const [row] = await tx
        .select(conversationColumns(memberId))
        .from(conversations)
        .innerJoin(users, eq(users.id, otherOf(memberId)))
        .where(and(eq(conversations.id, id), involves(memberId), visibleTo(memberId)));
      return row;
    },

    /**
     * Takes the conversation's row lock for the rest of the transaction, so that sends to one
     * conversation are written one after the other (their ids are their order), and says whether
     * the member may write in it: visible (D11, D12) and still accepted (D28).
     */
    async lockForWriting(tx: Transaction, memberId: string, id: string) {
      const [row] = await tx
        .select({
          id: conversations.id,
          otherId: users.id,
          open: acceptedInterestBetween(memberId, sql`${users.id}`).mapWith(Boolean),
        })
        .from(conversations)
        .innerJoin(users, eq(users.id, otherOf(memberId)))
        .where(and(eq(conversations.id, id), involves(memberId), visibleTo(memberId)))
        .for('update', { of: conversations });
      return row;
    },

    /** Stores a message and moves the conversation's last message and the receiver's unread count. */
    async insertMessage(
      tx: Transaction,
      input: { conversationId: string; senderId: string; body: string; flagged: boolean },
    ) {
      // Written after the conversation's row lock: the clock then agrees with the id order.
      const [message] = await tx
        .insert(messages)
        .values({ ...input, createdAt: sql`clock_timestamp()` })
        .returning();
      if (!message) throw new Error('message not stored');
      await tx
        .update(conversations)
        .set({
          lastMessageId: message.id,
          lastMessageBody: message.body,
          lastMessageSenderId: message.senderId,
          lastActivityAt: message.createdAt,
          unreadA: sql`${conversations.unreadA} + case when ${conversations.memberA} = ${input.senderId} then 0 else 1 end`,
          unreadB: sql`${conversations.unreadB} + case when ${conversations.memberB} = ${input.senderId} then 0 else 1 end`,
        })
        .where(eq(conversations.id, input.conversationId));
      return message;
    },

    /**
     * Unread messages over the member's conversations with members they may see: one row, kept
     * by the database's triggers (migration 0027, ADR 0047) — the same sum over conversations
     * with `visibleTo`, never recounted here.
     */
    async unreadTotal(memberId: string): Promise<number> {
      const [row] = await db
        .select({ messages: unreadCounts.messages })
        .from(unreadCounts)
        .where(eq(unreadCounts.memberId, memberId));
      return row?.messages ?? 0;
    },

    /** Marks the other member's messages read (D28) and zeroes the reader's unread count; how many were marked. */
    async markRead(tx: Transaction, memberId: string, conversationId: string): Promise<number> {
      const marked = await tx
        .update(messages)
        .set({ readAt: new Date() })
        .where(
          and(eq(messages.conversationId, conversationId), ne(messages.senderId, memberId), isNull(messages.readAt)),
        )
        .returning({ id: messages.id });
      await tx
        .update(conversations)
        .set({
          unreadA: sql`case when ${conversations.memberA} = ${memberId} then 0 else ${conversations.unreadA} end`,
          unreadB: sql`case when ${conversations.memberB} = ${memberId} then 0 else ${conversations.unreadB} end`,
        })
        .where(eq(conversations.id, conversationId));
      return marked.length;
    },

    /** D38: this member shares (or stops sharing) their contact details in this conversation. */
    async setSharing(memberId: string, conversationId: string, share: boolean) {
      await db
        .update(conversations)
        .set({
          sharesContactA: sql`case when ${conversations.memberA} = ${memberId} then ${share} else ${conversations.sharesContactA} end`,
          sharesContactB: sql`case when ${conversations.memberB} = ${memberId} then ${share} else ${conversations.sharesContactB} end`,
        })
        .where(and(eq(conversations.id, conversationId), involves(memberId)));
    },

    /** One message of a conversation. */
    async findMessage(conversationId: string, messageId: number) {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
      return row;
    },

    /** The members `memberId` has a conversation with (D46: told when the member's chaperone changes). */
    async partnersOf(memberId: string): Promise<string[]> {
      const rows = await db
        .select({ id: otherOf(memberId) })
        .from(conversations)
        .where(involves(memberId));
      return rows.map((row) => row.id);
    },

    /**
     * D46, what a chaperone of `memberId` reads: the member's conversations with members they may
     * see (D11, D12) that have messages since `since`, newest activity first, with those counts.
     */
    async watchedInbox(memberId: string, since: Date, until?: Date) {
      const lastAt = sql<Date>`max(${messages.createdAt})`.mapWith(conversations.lastActivityAt);
      return db
        .select({ id: conversations.id, firstName: users.firstName, count: sql<number>`count(*)::int`, lastAt })
        .from(conversations)
        .innerJoin(users, eq(users.id, otherOf(memberId)))
        .innerJoin(
          messages,
          and(
            eq(messages.conversationId, conversations.id),
            gte(messages.createdAt, since),
            until ? lt(messages.createdAt, until) : undefined,
          ),
        )
        .where(and(involves(memberId), visibleTo(memberId)))
        .groupBy(conversations.id, users.firstName)
        .orderBy(desc(lastAt))
        .limit(100);
    },

    /** D46: the newest `limit` messages of a conversation written since `since`, newest first. */
    async watchedMessages(conversationId: string, since: Date, limit: number) {
      return db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), gte(messages.createdAt, since)))
        .orderBy(desc(messages.id))
        .limit(limit);
    },

    /** Flagged messages per UTC day since `start` (D29, the admin's analytics). */
    async flaggedByDay(start: Date) {
      const day = sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(eq(messages.flagged, true), sql`${messages.createdAt} >= ${start.toISOString()}::timestamptz`))
        .groupBy(day);
    },
  };
}
