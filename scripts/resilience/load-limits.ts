/**
 * The load run's second phase (issue 25): the real limits (RATE_LIMIT_SCALE=1), driven to their
 * ends under load by several subjects at once on two server processes sharing the database (and
 * Redis, when RESILIENCE_REDIS_URL or TEST_REDIS_URL names one). Each subject sends more than its
 * limit, several requests at a time, each from its own address (TRUST_PROXY, X-Forwarded-For):
 * exactly the limit's count must succeed, every other answer must be 429 with the product's
 * code and message, and the rows must agree.
 */
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { conversationMessages } from '#shared/schemas/conversations.ts';
import { discoveryMessages } from '#shared/schemas/discovery.ts';
import { openDatabase } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import { REQUEST_BUDGETS, THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ServerProcess } from '#server/test/server-process.ts';
import { MemberClient, type Answer } from './client.ts';
import { freshDatabase } from './databases.ts';
import { seedMembers, type SeedMember } from './seed-members.ts';
import { sleep, startServer } from './servers.ts';
import { answersCheck, openForChecks, printChecks, type Check } from './sql.ts';
import { Stats } from './stats.ts';

const MEMBERS = 80;
const INTEREST_SENDERS = 6;
const REPORTERS = 6;
const MESSAGE_SENDERS = 6;
/** Requests a subject keeps in flight at once. */
const CONCURRENCY = 6;
const GENERIC_429 = 'Too many requests. Please try again later.';

interface Limit {
  name: string;
  limit: number;
  code: string;
  message: string;
  /** Per subject: what it sent and what came back. */
  subjects: { subject: string; answers: Answer[] }[];
}

/** Sends `count` requests, `CONCURRENCY` at a time, and keeps every answer. */
async function burst(count: number, send: (index: number) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) answers.push(await send(next++));
    }),
  );
  return answers;
}

/** "exactly the limit succeeded; the rest 429 with the product's code and message" for one limit. */
function limitCheck(limit: Limit, success: number): Check {
  const wrong: string[] = [];
  for (const { subject, answers } of limit.subjects) {
    const ok = answers.filter((answer) => answer.status === success).length;
    const refused = answers.filter((answer) => answer.status === 429);
    const badRefusals = refused.filter((answer) => {
      const error = (answer.body as { error?: { code?: string; message?: string } } | undefined)?.error;
      return error?.code !== limit.code || error.message !== limit.message;
    });
    const other = answers.length - ok - refused.length;
    if (ok !== limit.limit || refused.length !== answers.length - limit.limit || badRefusals.length > 0 || other > 0)
      wrong.push(
        `${subject}: ${success}×${ok}, 429×${refused.length} (${badRefusals.length} with another code or message: ` +
          `${JSON.stringify(badRefusals[0]?.body ?? null).slice(0, 200)}), other×${other}`,
      );
  }
  const sent = limit.subjects[0]?.answers.length ?? 0;
  return {
    name:
      `${limit.name} (limit ${limit.limit}): ${limit.subjects.length} subjects × ${sent} sent → ` +
      `exactly ${limit.limit} × ${success} each, the rest 429 '${limit.message}'`,
    ok: wrong.length === 0 && limit.subjects.length > 0,
    detail: wrong.slice(0, 4).join('; '),
  };
}

function printLimit(out: (line: string) => void, limit: Limit) {
  for (const { subject, answers } of limit.subjects) {
    const statuses = new Map<number, number>();
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    out(
      `    ${limit.name.padEnd(24)} ${subject.padEnd(18)} sent ${String(answers.length).padStart(3)}: ` +
        [...statuses]
          .sort((a, b) => a[0] - b[0])
          .map(([status, count]) => `${status}×${count}`)
          .join(' '),
    );
  }
}

/** A private address of its own per subject, fresh each run (Redis keeps the per-IP counts). */
const address = () => `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export async function runLimitsPhase(out: (line: string) => void): Promise<boolean> {
  const redisUrl = process.env.RESILIENCE_REDIS_URL ?? process.env.TEST_REDIS_URL;
  out(
    `\nLoad, phase 2: the real limits (RATE_LIMIT_SCALE=1) on PostgreSQL, 2 server processes, ` +
      `request budget ${redisUrl ? 'shared in Redis' : 'per process (no Redis)'}`,
  );
  const database = await freshDatabase('limits');
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  try {
    const secret = randomBytes(32).toString('hex');
    const members = await seedMembers({ databaseUrl: database.url, dataDir: os.tmpdir() }, MEMBERS, {
      sessionSecret: secret,
    });
    // Message senders 0..5 each have an accepted interest and a conversation with member 6..11.
    const pairs = Array.from({ length: MESSAGE_SENDERS }, (_, i) => [members[i]!, members[i + MESSAGE_SENDERS]!]);
    const conversationIds: string[] = [];
    const seeded = await openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
    try {
      for (const [sender, other] of pairs) {
        await seeded.db
          .insert(schema.interests)
          .values({ senderId: other!.id, receiverId: sender!.id, status: 'accepted' });
        const [memberA, memberB] = [sender!.id, other!.id].sort() as [string, string];
        const [row] = await seeded.db.insert(schema.conversations).values({ memberA, memberB }).returning();
        conversationIds.push(row!.id);
      }
    } finally {
      await seeded.close();
    }
    for (let i = 0; i < 2; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-limits-'));
      dataDirs.push(dataDir);
      servers.push(
        await startServer({
          DATABASE_URL: database.url,
          AUTH_SECRET: secret,
          DATA_DIR: dataDir,
          RATE_LIMIT_SCALE: '1',
          TRUST_PROXY: 'true',
          ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        }),
      );
    }
    const stats = new Stats();
    /** A client of `member` on its own address; its requests alternate between the two processes. */
    const clientOf = (member: SeedMember | undefined, index: number) => {
      const client = new MemberClient({ url: servers[index % servers.length]!.url }, stats);
      if (member?.sessionToken) client.jar.set('dm.session_token', member.sessionToken);
      client.headers['x-forwarded-for'] = address();
      return client;
    };
    const others = (self: SeedMember) => members.filter((member) => member.id !== self.id);
    // The members the reporters report: the last ones, whom nobody else writes to or sends an
    // interest to, since three reports put a member on hold and hide them (D31).
    const reportedMembers = members.slice(-(THROTTLE_RULES.reportsPerDay.limit + 5));
    const isReported = new Set(reportedMembers.map((member) => member.id));
    const started = Date.now();

    // The per-minute limits count a sliding minute: start well inside one.
    while (Date.now() % 60_000 > 50_000) await sleep(250);

    const interestSenders = members.slice(12, 12 + INTEREST_SENDERS);
    const reporters = members.slice(30, 30 + REPORTERS);
    const interestLimit = THROTTLE_RULES.interestsPerDay.limit;
    const reportLimit = THROTTLE_RULES.reportsPerDay.limit;
    const messageLimit = THROTTLE_RULES.messagesPerMinute.limit;
    const budget = REQUEST_BUDGETS.generalPerIp.limit;
    const interests: Limit = {
      name: 'interests per day',
      limit: interestLimit,
      code: 'RATE_LIMITED',
      message: discoveryMessages.tooManyInterests,
      subjects: [],
    };
    const reports: Limit = {
      name: 'reports per day',
      limit: reportLimit,
      code: 'RATE_LIMITED',
      message: discoveryMessages.tooManyReports,
      subjects: [],
    };
    const messages: Limit = {
      name: 'messages per minute',
      limit: messageLimit,
      code: 'TOO_MANY_MESSAGES',
      message: conversationMessages.tooManyPerMinute,
      subjects: [],
    };
    const requests: Limit = {
      name: 'requests per IP a minute',
      limit: budget,
      code: 'RATE_LIMITED',
      message: GENERIC_429,
      subjects: [],
    };
    // Every subject at once: the limits under load, not one after another.
    await Promise.all([
      ...interestSenders.map(async (sender, s) => {
        const client = clientOf(sender, s);
        const receivers = others(sender)
          .filter((member) => !isReported.has(member.id))
          .slice(0, interestLimit + 10);
        const answers = await burst(receivers.length, (i) =>
          client.request('POST', '/api/interests', {
            route: 'POST /api/interests',
            expected: [201, 429],
            json: { receiverId: receivers[i]!.id },
          }),
        );
        interests.subjects.push({ subject: sender.id, answers });
      }),
      ...reporters.map(async (reporter, s) => {
        const client = clientOf(reporter, s + 1);
        const reported = reportedMembers.filter((member) => member.id !== reporter.id);
        const answers = await burst(reported.length, (i) =>
          client.request('POST', '/api/reports', {
            route: 'POST /api/reports',
            expected: [201, 429],
            json: { reportedUserId: reported[i]!.id, reason: 'other', description: 'Load test report' },
          }),
        );
        reports.subjects.push({ subject: reporter.id, answers });
      }),
      ...pairs.map(async ([sender], s) => {
        const client = clientOf(sender, s);
        const answers = await burst(messageLimit + 6, (i) =>
          client.request('POST', `/api/conversations/${conversationIds[s]}/messages`, {
            route: 'POST /api/conversations/:id/messages',
            expected: [201, 429],
            json: { body: `Message ${i + 1} under load` },
          }),
        );
        messages.subjects.push({ subject: sender!.id, answers });
      }),
      (async () => {
        // Without Redis each process counts its own: then the budget is one process's, so one is asked.
        const visitor = clientOf(undefined, 0);
        const second = clientOf(undefined, redisUrl ? 1 : 0);
        second.headers['x-forwarded-for'] = visitor.headers['x-forwarded-for']!;
        const answers = await burst(budget + 40, (i) =>
          (i % 2 ? second : visitor).request('GET', '/api/auth/session', {
            route: 'GET /api/auth/session',
            expected: [200, 429],
          }),
        );
        requests.subjects.push({ subject: visitor.headers['x-forwarded-for']!, answers });
      })(),
    ]);
    const seconds = (Date.now() - started) / 1000;
    out('  limits under load:');
    stats.print(out, seconds);
    for (const limit of [interests, reports, messages, requests]) printLimit(out, limit);
    for (const problem of stats.problems.slice(0, 10)) out(`    problem: ${problem.route} ${problem.detail}`);

    const checks: Check[] = [
      limitCheck(interests, 201),
      limitCheck(reports, 201),
      limitCheck(messages, 201),
      limitCheck(requests, 200),
    ];
    const checker = await openForChecks({ databaseUrl: database.url, dataDir: dataDirs[0]! });
    try {
      const counted = async (table: string, column: string) =>
        new Map(
          (
            await checker.query<{ id: string; n: number }>(
              `select ${column} as id, count(*)::int as n from ${table} group by ${column}`,
            )
          ).map((row) => [row.id, Number(row.n)]),
        );
      const [sent, filed, written] = [
        await counted('interests', 'sender_id'),
        await counted('reports', 'reporter_id'),
        await counted('messages', 'sender_id'),
      ];
      const differing = [
        ...interestSenders.map((m) => ['interests', m.id, sent.get(m.id) ?? 0, interestLimit] as const),
        ...reporters.map((m) => ['reports', m.id, filed.get(m.id) ?? 0, reportLimit] as const),
        ...pairs.map(([m]) => ['messages', m!.id, written.get(m!.id) ?? 0, messageLimit] as const),
      ].filter(([, , rows, limit]) => rows !== limit);
      checks.push({
        name: `the rows agree: ${interestLimit} interests per sender, ${reportLimit} reports per reporter, ${messageLimit} messages per sender`,
        ok: differing.length === 0,
        detail: differing
          .slice(0, 5)
          .map(([rule, id, rows]) => `${rule} of ${id}: ${rows} rows`)
          .join('; '),
      });
    } finally {
      await checker.close();
    }
    checks.push(
      answersCheck('no 5xx, network error or unexpected answer while the limits were driven', stats.problems),
    );
    out('  limits:');
    printChecks(out, checks);
    return checks.every((check) => check.ok);
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}
