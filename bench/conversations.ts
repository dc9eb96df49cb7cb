import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { selectRows, type DatabaseHandle } from '#server/db/database.ts';
import { generateConversations, type GeneratedConversations } from '#server/db/generate-conversations.ts';
import { createConversationPages } from '#server/modules/conversations/conversation-pages.repository.ts';
import { createConversationsRepository } from '#server/modules/conversations/conversations.repository.ts';
import { createNotificationsRepository } from '#server/modules/notifications/notifications.repository.ts';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '#shared/schemas/conversations.ts';
import { NOTIFICATIONS_PAGE_SIZE } from '#shared/schemas/notifications.ts';
import { startServerProcess, type ServerProcess } from '#server/test/server-process.ts';
import { signedSessions } from './sessions.ts';
import { openEventStream } from './event-stream.ts';
import {
  aloneMicros,
  httpFloor,
  interleaved,
  loadList,
  postFloor,
  SLICES,
  type CostRow,
  type ListRequest,
} from './cost.ts';
import type { ConversationFigures, LoadFigures } from './conversations-report.ts';
import { load, mergeLoadFigures, percentile, sortNumbers, sqlFloor } from './conversations-load.ts';

export { printConversations, type ConversationFigures } from './conversations-report.ts';

/**
 * Issue 19's figures, on a PostgreSQL database that already holds `members` generated members
 * (generate-members.ts with `prefix`; the discovery bench's): `messages` messages are added
 * (generate-conversations.ts), then two server processes run on the database and
 * 1. the Messages page (GET /api/conversations, first page) of a member with `heavy`
 *    conversations, and
 * 2. a page of that member's longest conversation (GET /api/conversations/:id/messages, the newest
 *    and older pages),
 * are loaded by autocannon on instance 1, each beside its floors at the same connections: the
 * liveness check (HTTP alone), the session endpoint (HTTP and a signed-in session) and the
 * repository calls the route makes without HTTP (raw SQL, alone and from as many callers); and
 * 3. `sends` messages, paced, are sent on instance 1 to members whose event streams are open on
 *    instance 2; delivery is the time from the start of the POST to the `messages` event.
 */

/** Adds the messages (generate-conversations.ts) to the generated members, then vacuums. */
export async function generate(
  database: DatabaseHandle,
  scale: { prefix: string; members: number; messages: number; heavyConversations: number },
  progress: (line: string) => void = () => {},
): Promise<{ conversations: GeneratedConversations; seconds: number }> {
  const started = performance.now();
  const conversations = await generateConversations(database.db, {
    ...scale,
    onProgress: (step) => progress(`conversations: ${step}`),
  });
  // As in the discovery bench: a running installation's tables have been vacuumed.
  await database.db.execute(sql`vacuum analyze conversations, messages, interests`);
  return { conversations, seconds: (performance.now() - started) / 1000 };
}

export async function benchConversations(input: {
  database: DatabaseHandle;
  /** The database's URL, for the server processes. */
  url: string;
  prefix: string;
  members: number;
  messages: number;
  heavyConversations?: number;
  seconds: number;
  connections: number;
  sends?: number;
  sendIntervalMs?: number;
  /** DATABASE_POOL_SIZE of each server process (ADR 0038: 4 on these 2 shared cores). */
  poolSize?: number;
  onProgress?: (line: string) => void;
  /** Conversations generated earlier on this database (bench/conversations-only.ts): not generated again. */
  generated?: { conversations: GeneratedConversations; seconds: number };
}): Promise<ConversationFigures> {
  const { database, seconds, connections } = input;
  const heavy = Math.min(input.heavyConversations ?? 6_000, input.members - 1);
  const sends = input.sends ?? 300;
  const poolSize = input.poolSize ?? 4;
  const intervalMs = input.sendIntervalMs ?? 50;
  const progress = input.onProgress ?? (() => {});

  const { conversations: generated, seconds: generateSeconds } =
    input.generated ?? (await generate(database, { ...input, heavyConversations: heavy }, progress));

  const measuredIds = (
    await selectRows<{ id: string }>(
      database.db,
      sql`select id::text as id from messages where conversation_id = ${generated.measuredConversationId} order by id desc`,
    )
  ).map((row) => row.id);
  const figures: ConversationFigures = {
    members: input.members,
    messages: input.messages,
    conversations: generated.conversations,
    heavyConversations: heavy,
    measuredMessages: measuredIds.length,
    generateSeconds,
    connections,
    poolSize,
    seconds,
    http: null,
  };

  // Delivery pairs: conversations without the heavy member, no member in two pairs (a stream
  // then receives exactly the one message sent to it).
  const candidates = await selectRows<{ id: string; a: string; b: string }>(
    database.db,
    sql`select id, member_a as a, member_b as b from conversations
        where member_a <> ${generated.heavyMemberId} and member_b <> ${generated.heavyMemberId}
        order by last_activity_at desc limit ${sends * 4}`,
  );
  const used = new Set<string>();
  const pairs: { conversationId: string; sender: string; receiver: string }[] = [];
  for (const row of candidates) {
    if (pairs.length === sends) break;
    if (used.has(row.a) || used.has(row.b)) continue;
    used.add(row.a).add(row.b);
    pairs.push({ conversationId: row.id, sender: row.a, receiver: row.b });
  }

  // Issue 46: the bell's list of the same member: one notification per conversation (6,000), every
  // other one read, newest first by the conversation's last activity. Kept by a reused database.
  await database.db.execute(sql`
    insert into notifications (member_id, kind, actor_id, subject_id, created_at, read_at)
    select ${generated.heavyMemberId}, 'message',
           case when member_a = ${generated.heavyMemberId} then member_b else member_a end,
           id::text, last_activity_at,
           case when row_number() over (order by last_activity_at) % 2 = 0 then last_activity_at end
    from conversations
    where (member_a = ${generated.heavyMemberId} or member_b = ${generated.heavyMemberId})
      and not exists (select 1 from notifications where member_id = ${generated.heavyMemberId})
    on conflict do nothing`);
  // As a running installation's autovacuum would have: without it the planner guesses a dozen rows.
  await database.db.execute(sql`analyze notifications`);

  const secret = randomBytes(32).toString('hex');
  const cookies = await signedSessions(database.db, secret, [generated.heavyMemberId, ...used]);
  const heavyCookie = cookies.get(generated.heavyMemberId) ?? '';
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const controller = new AbortController();
  try {
    for (let i = 0; i < 2; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-bench-conv-'));
      dataDirs.push(dataDir);
      const result = await startServerProcess({
        DATABASE_URL: input.url,
        AUTH_SECRET: secret,
        DATA_DIR: dataDir,
        RATE_LIMIT_SCALE: '100000',
        NODE_ENV: 'production',
        DATABASE_POOL_SIZE: String(poolSize),
      });
      if (!result.server) throw new Error(`bench server did not start:\n${result.output}`);
      servers.push(result.server);
    }
    const [one, two] = servers as [ServerProcess, ServerProcess];

    const inboxPath = '/api/conversations';
    const check = await fetch(`${one.url}${inboxPath}`, { headers: { cookie: heavyCookie } });
    if (check.status === 404) return figures;
    if (check.status !== 200) throw new Error(`GET ${inboxPath}: ${check.status} ${await check.text()}`);
    const inboxPage = (await check.json()) as { conversations: unknown[] };
    if (inboxPage.conversations.length === 0) throw new Error('the heavy member has no conversations');

    // The newest page, and older pages 1, ¼, ½ and ¾ of the way back.
    const messagesPath = `/api/conversations/${generated.measuredConversationId}/messages`;
    const depths = [0.02, 0.25, 0.5, 0.75].map((at) => measuredIds[Math.floor(at * measuredIds.length)]);
    const messagePaths = [messagesPath, messagesPath, ...depths.map((id) => `${messagesPath}?before=${id}`)];
    for (const p of [inboxPath, ...messagePaths]) {
      const response = await fetch(`${one.url}${p}`, { headers: { cookie: heavyCookie } });
      if (response.status !== 200) throw new Error(`GET ${p}: ${response.status} ${await response.text()}`);
    }

    progress('conversations: load');
    const pid = one.child.pid ?? 0;
    const floorLive = await load(one.url, [{ path: '/health/live' }], connections, seconds, '/health/live', pid);
    const floorSession = await load(
      one.url,
      [{ path: '/api/auth/session', cookie: heavyCookie }],
      connections,
      seconds,
      '/api/auth/session',
      pid,
    );
    // The same pages' SQL without HTTP, JSON or sessions: the repository calls of the routes.
    const pages = createConversationPages(database.db);
    const beforeIds = [undefined, undefined, ...depths.map((id) => Number(id))];
    const conversationsRepository = createConversationsRepository(database.db);
    const notificationsRepository = createNotificationsRepository(database.db);
    const unreadPath = '/api/conversations/unread';
    const bellPath = '/api/notifications';

    // Issue 46: each path's load beside a bare route answering the bytes it answered (the HTTP
    // floor) and its repository calls alone (the SQL floor), in alternating slices (ADR 0063).
    const bodiesOf = (paths: string[]) =>
      Promise.all(paths.map(async (p) => (await fetch(`${one.url}${p}`, { headers: { cookie: heavyCookie } })).text()));
    const floorSeconds = Math.min(seconds, 5);
    const measure = async (label: string, paths: string[], sqlCall: (round: number) => Promise<unknown>) => {
      const bodies = await bodiesOf(paths);
      const slices: LoadFigures[] = [];
      const measured = await interleaved({
        api: async (slice) => {
          const figures = await load(
            one.url,
            paths.map((p) => ({ path: p, cookie: heavyCookie })),
            connections,
            seconds / SLICES,
            label,
            pid,
            { warmUp: slice === 0, database },
          );
          slices.push(figures);
          return figures;
        },
        floor: () => httpFloor(bodies, floorSeconds / SLICES, connections),
        sql: () => aloneMicros(database, sqlCall, { minMs: 1_000 }),
      });
      return { figures: mergeLoadFigures(slices, measured.api), measured };
    };
    const inbox = await measure(inboxPath, [inboxPath], () =>
      pages.inbox(generated.heavyMemberId, undefined, CONVERSATIONS_PAGE_SIZE + 1),
    );
    const unread = await measure(unreadPath, [unreadPath], () =>
      conversationsRepository.unreadTotal(generated.heavyMemberId),
    );
    const messagesPage = await measure('/api/conversations/:id/messages', messagePaths, (round) =>
      pages.messagesPage(
        generated.heavyMemberId,
        generated.measuredConversationId,
        beforeIds[round % beforeIds.length],
        MESSAGES_PAGE_SIZE + 1,
      ),
    );
    const bell = await measure(bellPath, [bellPath], () =>
      Promise.all([
        notificationsRepository.page(generated.heavyMemberId, undefined, NOTIFICATIONS_PAGE_SIZE + 1),
        notificationsRepository.recipient(generated.heavyMemberId),
      ]),
    );
    const costs: CostRow[] = [
      { path: 'Messages page (6,000 conversations)', ...inbox.measured, goal: 2 },
      { path: 'a conversation page (mix of depths)', ...messagesPage.measured, goal: 2 },
      { path: 'unread count (messages)', ...unread.measured, goal: 2 },
      { path: "the bell's list (first page)", ...bell.measured, goal: 2 },
    ];

    // The latency of the two pages' SQL alone: one at a time, and from `connections` callers at once.
    const sqlInbox = await sqlFloor(connections, () =>
      pages.inbox(generated.heavyMemberId, undefined, CONVERSATIONS_PAGE_SIZE + 1),
    );
    const sqlMessagesPage = await sqlFloor(connections, (round) =>
      pages.messagesPage(
        generated.heavyMemberId,
        generated.measuredConversationId,
        beforeIds[round % beforeIds.length],
        MESSAGES_PAGE_SIZE + 1,
      ),
    );

    progress('conversations: delivery');
    const sentAt = new Map<string, number>();
    const delivery = new Map<string, number>();
    const fromPublish: number[] = [];
    await Promise.all(
      pairs.map((pair) =>
        openEventStream(
          two.url,
          cookies.get(pair.receiver) ?? '',
          controller.signal,
          'messages',
          (receivedAt, publishedAt) => {
            const start = sentAt.get(pair.receiver);
            if (start === undefined || delivery.has(pair.receiver)) return;
            delivery.set(pair.receiver, receivedAt - start);
            fromPublish.push(receivedAt - publishedAt);
          },
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    let sendErrors = 0;
    const postTimes: number[] = [];
    const posts: Promise<void>[] = [];
    for (const [index, pair] of pairs.entries()) {
      sentAt.set(pair.receiver, Date.now());
      posts.push(
        fetch(`${one.url}/api/conversations/${pair.conversationId}/messages`, {
          method: 'POST',
          // The Origin a browser sends: the CSRF check requires it on a cookie-carrying write.
          headers: { cookie: cookies.get(pair.sender) ?? '', origin: one.url, 'content-type': 'application/json' },
          body: JSON.stringify({ body: `Bench message ${index}: hello from the other instance.` }),
        }).then(async (response) => {
          postTimes.push(Date.now() - (sentAt.get(pair.receiver) ?? 0));
          if (response.status !== 201) sendErrors += 1;
          await response.arrayBuffer();
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    await Promise.all(posts);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const latencies = sortNumbers([...delivery.values()]);

    // Issue 46: sending a message under load, two more from each sender (30 a minute each at most),
    // beside a bare POST route answering the same bytes and the send's SQL alone (the conversation's
    // row lock and the insert with its counters, in a transaction; the bell's upsert not included).
    progress('conversations: sends under load');
    const sendRequests: ListRequest[] = [0, 1].flatMap((round) =>
      pairs.map((pair, index) => ({
        method: 'POST' as const,
        path: `/api/conversations/${pair.conversationId}/messages`,
        headers: { cookie: cookies.get(pair.sender) ?? '', origin: one.url, 'content-type': 'application/json' },
        body: JSON.stringify({ body: `Bench message ${round}.${index}: a second one, under load.` }),
      })),
    );
    const sentAnswer = await fetch(`${one.url}${sendRequests[0]!.path}`, {
      ...sendRequests[0]!,
      body: JSON.stringify({ body: 'Bench message: the answer of the floor.' }),
    });
    const sentBody = await sentAnswer.text();
    const sendShare = Math.ceil(sendRequests.length / SLICES);
    const sqlShare = Math.ceil(200 / SLICES);
    const send = await interleaved({
      api: (slice) =>
        loadList({
          base: one.url,
          requests: sendRequests.slice(slice * sendShare, (slice + 1) * sendShare),
          seconds: 120,
          connections,
          once: true,
          pid,
          database,
        }),
      floor: () => postFloor(sentBody, sendRequests, floorSeconds / SLICES, connections, 201),
      sql: (slice) =>
        aloneMicros(
          database,
          (round) => {
            const pair = pairs[(slice * sqlShare + round) % pairs.length]!;
            return database.db.transaction(async (tx) => {
              await conversationsRepository.lockForWriting(tx, pair.sender, pair.conversationId);
              await conversationsRepository.insertMessage(tx, {
                conversationId: pair.conversationId,
                senderId: pair.sender,
                body: `Bench message ${slice}.${round}: the SQL alone.`,
                flagged: false,
              });
            });
          },
          { rounds: sqlShare, once: true },
        ),
    });
    costs.push({ path: 'sending a message (POST)', ...send });

    figures.http = {
      inbox: inbox.figures,
      unread: unread.figures,
      messagesPage: messagesPage.figures,
      bell: bell.figures,
      floorLive,
      floorSession,
      sqlInbox,
      sqlMessagesPage,
      costs,
      delivery: {
        sends: pairs.length,
        intervalMs,
        sendErrors,
        delivered: latencies.length,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        max: latencies.at(-1) ?? 0,
        publishP95: percentile(sortNumbers(fromPublish), 95),
        postP95: percentile(sortNumbers(postTimes), 95),
      },
    };
    return figures;
  } finally {
    controller.abort();
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}
