import type { CallKind, CallOutcome } from '#shared/schemas/calls.ts';
import { and, desc, eq, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgDialect, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/database.ts';
import { profilePhotoId } from '#server/db/member-columns.ts';
import { isoText, json, jsonArray } from '#server/db/json-text.ts';
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
 * A statement prepared once under `name` that answers one row: how many rows the page query
 * `page` found, and their `json` arrays (json-text.ts) joined into one JSON array. The driver then
 * reads two values instead of every column of every row (a third of the server's CPU for the
 * page), `row` turns each array, in the order of its jsonArray, into an object, and `order` sorts
 * them here: an ORDER BY inside the aggregate sorted the page a second time in the database
 * (ADR 0039).
 */
function preparedPage<R>(
  db: Database,
  page: SQLWrapper,
  name: string,
  row: (values: unknown[]) => R,
  order: (a: R, b: R) => number,
) {
  const query = sql`select count(*)::int, '[' || coalesce(string_agg(page.json, ','), '') || ']'
    from (${page}) page`;
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const prepared = db._.session.prepareQuery<PreparedQueryConfig & { execute: [number, string][] }>(
    dialect.sqlToQuery(query),
    undefined,
    name,
    true,
    (rows) => rows as [number, string][],
  );
  return async (values: Record<string, unknown>) => {
    const [[found, rows] = [0, '[]']] = await prepared.execute(values);
    return { found: Number(found), rows: (JSON.parse(rows) as unknown[][]).map(row).sort(order) };
  };
}

export interface InboxCursor {
  /** The last row's activity time to the microsecond (ISO 8601 text). */
  at: string;
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
        // The row (read by `preparedPage`'s `row`, below, in this order), then the sort keys.
        .select({
          json: jsonArray(
            json.string(conversations.id),
            json.time(conversations.lastActivityAt),
            json.number(unread),
            json.string(users.id),
            json.string(users.firstName),
            json.string(users.lastName),
            json.string(profilePhotoId(users.id)),
            json.boolean(conversations.interestAccepted),
            json.string(conversations.lastMessageBody),
            json.string(conversations.lastMessageSenderId),
          ).as('json'),
          at: conversations.lastActivityAt,
          id: conversations.id,
        })
        .from(conversations)
        .innerJoin(users, eq(users.id, other))
        .where(and(eq(own, member), keyset, visibleTo(member)))
        .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
        .limit(limit)
    );
  };
  // The two sides merged in the same order, so that the database stops once it has a page in all
  // (a Merge Append of the two index walks).
  const merged = branch('a')
    .unionAll(branch('b'))
    .orderBy(sql`2 desc, 3 desc`)
    .limit(limit);
  const row = (v: unknown[]) => {
    const lastActivityAt = isoText(v[1] as string, 3);
    return {
      id: v[0] as string,
      lastActivityAt,
      unread: Number(v[2]),
      otherId: v[3] as string,
      firstName: v[4] as string,
      lastName: v[5] as string,
      photoId: v[6] as string | null,
      open: Boolean(v[7]),
      // The last message was sent at the conversation's last activity (insertMessage sets both).
      lastMessage:
        v[8] !== null && v[9] !== null
          ? { body: v[8] as string, senderId: v[9] as string, createdAt: lastActivityAt }
          : undefined,
      cursorAt: isoText(v[1] as string, 6),
    };
  };
  // Newest activity first, then the larger id (the statement's ORDER BY); the texts are of one width.
  return preparedPage(db, merged, name, row, (a, b) =>
    a.cursorAt === b.cursorAt ? (a.id < b.id ? 1 : -1) : a.cursorAt < b.cursorAt ? 1 : -1,
  );
}

/** The member of the conversation who is not the caller. */
const other: SQL<string> = sql<string>`case when ${conversations.memberA} = ${member} then ${conversations.memberB} else ${conversations.memberA} end`;

/**
 * A page of a conversation, newest first, for one of its two members while the other is visible
 * to them: nothing found when they may not read it, one row without a message when it is empty.
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
      callKind: messages.callKind,
      callOutcome: messages.callOutcome,
      callSeconds: messages.callSeconds,
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
      // Null when the conversation has no message (in this range): a row all the same.
      json: sql`case when ${page.id} is not null then ${jsonArray(
        json.number(page.id),
        json.string(page.senderId),
        json.string(page.body),
        json.boolean(page.flagged),
        json.time(page.createdAt),
        json.time(page.readAt),
        json.string(page.callKind),
        json.string(page.callOutcome),
        json.number(page.callSeconds),
      )} end`.as('json'),
      id: page.id,
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
    );
  return preparedPage(
    db,
    query,
    name,
    (v) => ({
      id: Number(v[0]),
      senderId: v[1] as string,
      body: v[2] as string,
      flagged: Boolean(v[3]),
      createdAt: isoText(v[4] as string, 3),
      readAt: v[5] === null ? null : isoText(v[5] as string, 3),
      callKind: v[6] as CallKind | null,
      callOutcome: v[7] as CallOutcome | null,
      callSeconds: v[8] as number | null,
    }),
    (a, b) => b.id - a.id,
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
      const page = cursor
        ? await inboxAfter()({
            member: memberId,
            limit: pageLimit,
            at: cursor.at,
            cursorId: cursor.id,
          })
        : await inboxFirst()({ member: memberId, limit: pageLimit });
      return page.rows;
    },

    /**
     * One page of conversation `id` for `memberId` (`before`: a message id, for older pages), newest
     * first; undefined when the member may not read it (not theirs, or the other is not visible).
     */
    async messagesPage(memberId: string, id: string, before: number | undefined, pageLimit: number) {
      const page =
        before === undefined
          ? await newest()({ member: memberId, id, limit: pageLimit })
          : await older()({ member: memberId, id, limit: pageLimit, before });
      return page.found === 0 ? undefined : page.rows;
    },
  };
}
