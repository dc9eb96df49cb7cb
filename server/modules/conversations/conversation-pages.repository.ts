import { and, desc, eq, lt, sql, type Query, type SQL } from 'drizzle-orm';
import type { PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/database.ts';
import { profilePhotoId } from '#server/db/member-columns.ts';
import { schema } from '#server/db/schema.ts';
import { visibleTo } from '#server/db/visibility.ts';

const { conversations, messages, users } = schema;

/**
 * The two pages a member loads most, the Messages page (the inbox) and a page of one conversation,
 * as named prepared statements: each pool connection parses and plans them once, then only binds
 * values (planning the inbox's statement took longer than running it). Placeholders stand for
 * every value, so one statement text serves every member; the SQL and its rules are those of the
 * rest of the repository (visibleTo).
 */
const member = sql.placeholder('member');
const limit = sql.placeholder('limit');

/**
 * A statement prepared once under `name`, its rows (arrays, in the order of the select) turned
 * into objects by `row`: Drizzle's generic row mapping cost more CPU than the rest of the call.
 */
function preparedRows<R>(db: Database, query: { toSQL(): Query }, name: string, row: (values: unknown[]) => R) {
  const prepared = db._.session.prepareQuery<PreparedQueryConfig & { execute: R[] }>(
    query.toSQL(),
    undefined,
    name,
    true,
    (rows) => rows.map(row),
  );
  return (values: Record<string, unknown>) => prepared.execute(values);
}

/** A timestamptz as the driver gives it (text), read the way Drizzle's timestamp column reads it. */
const time = (value: unknown) => (typeof value === 'string' ? new Date(value) : (value as Date));

export interface InboxCursor {
  at: Date;
  id: string;
}

/**
 * Each side's index walked in order (newest activity first), only conversations whose other member
 * is visible, the two walks merged into one page. The last message and whether the pair's interest
 * is still accepted are read from the conversation row (migration 0022), not looked up per row.
 */
function inboxStatement(db: Database, after: boolean, name: string) {
  const branch = (mine: 'a' | 'b') => {
    const own = mine === 'a' ? conversations.memberA : conversations.memberB;
    const other = mine === 'a' ? conversations.memberB : conversations.memberA;
    const unread = mine === 'a' ? conversations.unreadA : conversations.unreadB;
    const keyset = after
      ? sql`(${conversations.lastActivityAt}, ${conversations.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`
      : undefined;
    return (
      db
        // The order of these columns is the order `preparedRows` reads them in, below.
        .select({
          id: conversations.id,
          lastActivityAt: conversations.lastActivityAt,
          unread: sql<number>`${unread}`.mapWith(Number).as('unread'),
          otherId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          photoId: sql<string | null>`${profilePhotoId(users.id)}`.as('photo_id'),
          open: conversations.interestAccepted,
          lastBody: conversations.lastMessageBody,
          lastSenderId: conversations.lastMessageSenderId,
        })
        .from(conversations)
        .innerJoin(users, eq(users.id, other))
        .where(and(eq(own, member), keyset, visibleTo(member)))
        .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
        .limit(limit)
    );
  };
  // The two sides merged in the same order (by position: both sides select an "id"), so that the
  // database stops once it has a page in all (a Merge Append of the two index walks).
  const merged = branch('a')
    .unionAll(branch('b'))
    .orderBy(sql`2 desc, 1 desc`)
    .limit(limit);
  return preparedRows(db, merged, name, (v) => ({
    id: v[0] as string,
    lastActivityAt: time(v[1]),
    unread: Number(v[2]),
    otherId: v[3] as string,
    firstName: v[4] as string,
    lastName: v[5] as string,
    photoId: v[6] as string | null,
    open: Boolean(v[7]),
    lastBody: v[8] as string | null,
    lastSenderId: v[9] as string | null,
  }));
}

/** The member of the conversation who is not the caller. */
const other: SQL<string> = sql<string>`case when ${conversations.memberA} = ${member} then ${conversations.memberB} else ${conversations.memberA} end`;

/**
 * A page of a conversation, newest first, for one of its two members while the other is visible
 * to them: no row when they may not read it, one row without a message when it is empty.
 */
function messagesStatement(db: Database, before: boolean, name: string) {
  const page = db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      body: messages.body,
      flagged: messages.flagged,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversations.id),
        before ? lt(messages.id, sql.placeholder('before')) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit)
    .as('page');
  const query = db
    .select({
      id: page.id,
      senderId: page.senderId,
      body: page.body,
      flagged: page.flagged,
      createdAt: page.createdAt,
      readAt: page.readAt,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, other))
    .leftJoinLateral(page, sql`true`)
    .where(
      and(
        eq(conversations.id, sql.placeholder('id')),
        sql`(${conversations.memberA} = ${member} or ${conversations.memberB} = ${member})`,
        visibleTo(member),
      ),
    )
    .orderBy(desc(page.id));
  // The columns, in this order: null ones when the conversation has no message (in this range).
  return preparedRows(db, query, name, (v) =>
    v[0] === null
      ? undefined
      : {
          id: Number(v[0]),
          senderId: v[1] as string,
          body: v[2] as string,
          flagged: Boolean(v[3]),
          createdAt: time(v[4]),
          readAt: v[5] === null ? null : time(v[5]),
        },
  );
}

export function createConversationPages(db: Database) {
  const once = <T>(build: () => T) => {
    let built: T | undefined;
    return () => (built ??= build());
  };
  const inboxFirst = once(() => inboxStatement(db, false, 'conversations_inbox'));
  const inboxAfter = once(() => inboxStatement(db, true, 'conversations_inbox_after'));
  const newest = once(() => messagesStatement(db, false, 'conversations_messages'));
  const older = once(() => messagesStatement(db, true, 'conversations_messages_before'));

  return {
    /** The member's conversations, newest activity first, one keyset page (both sides of the pair table). */
    async inbox(memberId: string, cursor: InboxCursor | undefined, pageLimit: number) {
      const merged = cursor
        ? await inboxAfter()({
            member: memberId,
            limit: pageLimit,
            at: cursor.at.toISOString(),
            cursorId: cursor.id,
          })
        : await inboxFirst()({ member: memberId, limit: pageLimit });
      // The last message was sent at the conversation's last activity (insertMessage sets both).
      return merged.map(({ lastBody, lastSenderId, ...row }) => ({
        ...row,
        lastMessage:
          lastBody !== null && lastSenderId !== null
            ? { body: lastBody, senderId: lastSenderId, createdAt: row.lastActivityAt }
            : undefined,
      }));
    },

    /**
     * One page of conversation `id` for `memberId` (`before`: a message id, for older pages), newest
     * first; undefined when the member may not read it (not theirs, or the other is not visible).
     */
    async messagesPage(memberId: string, id: string, before: number | undefined, pageLimit: number) {
      const rows =
        before === undefined
          ? await newest()({ member: memberId, id, limit: pageLimit })
          : await older()({ member: memberId, id, limit: pageLimit, before });
      if (rows.length === 0) return undefined;
      return rows.filter((row) => row !== undefined);
    },
  };
}
