import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * D28: one conversation per pair of members, `memberA` the smaller id, so that the pair is one
 * row whoever opened it. Each side's unread count and contact-sharing choice (D38) live on the
 * row: the inbox reads one index per side and never counts messages. Deleting either member
 * deletes the conversation and its messages (D22).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberA: text('member_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberB: text('member_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The time of the last message (the creation time until there is one): the inbox's order. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    /** The last message's text and sender, beside its id: the inbox shows them without reading messages. */
    lastMessageBody: text('last_message_body'),
    lastMessageSenderId: text('last_message_sender_id'),
    /**
     * D28: whether the pair has an accepted interest, in either direction — the inbox's open or
     * "Ended". Kept by the database (migration 0022: a trigger on interests, and one on inserted
     * conversations), so that the Messages page reads it instead of probing interests per row.
     * Sends still check the interests themselves, under the conversation's row lock.
     */
    interestAccepted: boolean('interest_accepted').notNull().default(false),
    unreadA: integer('unread_a').notNull().default(0),
    unreadB: integer('unread_b').notNull().default(0),
    sharesContactA: boolean('shares_contact_a').notNull().default(false),
    sharesContactB: boolean('shares_contact_b').notNull().default(false),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.memberA, t.memberB),
    index('conversations_a_activity_idx').on(t.memberA, t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('conversations_b_activity_idx').on(t.memberB, t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('conversations_a_unread_idx')
      .on(t.memberA)
      .where(sql`${t.unreadA} > 0`),
    index('conversations_b_unread_idx')
      .on(t.memberB)
      .where(sql`${t.unreadB} > 0`),
    check('conversations_ordered_pair', sql`${t.memberA} < ${t.memberB}`),
    check('conversations_unread_not_negative', sql`${t.unreadA} >= 0 and ${t.unreadB} >= 0`),
  ],
);

/**
 * A message (D28): text, 1 to 2,000 characters. The id is a sequence, so that a conversation's
 * order is the order its messages were written (sends to one conversation take its row lock
 * first). `flagged`: the safety guard saw signs of a scam (D29).
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    flagged: boolean('flagged').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * D47: set on a call's event (written by `dm_end_call`, migration 0030): its kind, outcome and
     * length; the body then holds an English summary (the inbox's preview).
     */
    callKind: text('call_kind').$type<'voice' | 'video'>(),
    callOutcome: text('call_outcome').$type<'completed' | 'missed' | 'declined'>(),
    callSeconds: integer('call_seconds'),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id.desc().nullsFirst()),
    index('messages_unread_idx')
      .on(t.conversationId)
      .where(sql`${t.readAt} is null`),
    index('messages_sender_idx').on(t.senderId),
    index('messages_flagged_created_idx')
      .on(t.createdAt)
      .where(sql`${t.flagged}`),
    check('messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * Issue 46 (ADR 0047): each member's unread messages from members they may see — what the
 * navigation's count shows — kept by the database's triggers (migration 0027) on every write that
 * changes it: conversations' unread counts, blocks, and the other member's status, role and
 * moderation hold. One row per member, made with the account. Read by one primary-key lookup;
 * never sent anywhere but as that count. ADR 0049: the bell's count is a column of the same row.
 */
export const unreadCounts = pgTable(
  'unread_counts',
  {
    memberId: text('member_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    messages: integer('messages').notNull().default(0),
    /**
     * ADR 0049: the bell's unread notifications — in the product, unread, between a pair neither
     * of whom blocked the other — kept the same way (migration 0028).
     */
    notifications: integer('notifications').notNull().default(0),
  },
  (t) => [
    check('unread_counts_not_negative', sql`${t.messages} >= 0`),
    check('unread_counts_notifications_not_negative', sql`${t.notifications} >= 0`),
  ],
);
