/**
 * Issue 46's memory figures: one server process (PostgreSQL when BENCH_DATABASE_URL is set, else
 * PGlite in its data directory), its resident memory (/proc) after a full garbage collection
 * (--expose-gc and bench/gc-on-signal.mjs: SIGUSR2), the least of three readings:
 * 1. started and warmed up,
 * 2. with 1,000 live event streams open (GET /api/events),
 * 3. after each of two equal phases of a mixed load (discovery, the dashboard, the Messages page of
 *    a member with 6,000 conversations, a conversation page, the unread counts, the bell), the
 *    streams still open; goal: no growth between the two phases beyond 5 %.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows, type DatabaseHandle } from '#server/db/database.ts';
import { generateConversations, type GeneratedConversations } from '#server/db/generate-conversations.ts';
import { generateMembers } from '#server/db/generate-members.ts';
import { startServerProcess, type ServerProcess } from '#server/test/server-process.ts';
import { rssBytes } from './cost.ts';
import { openEventStream } from './event-stream.ts';
import { scratchDatabase } from './scratch-database.ts';
import { signedSessions } from './sessions.ts';

const GC_ON_SIGNAL = fileURLToPath(new URL('./gc-on-signal.mjs', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface MemoryFigures {
  label: string;
  members: number;
  messages: number;
  streams: number;
  /** Bytes, each after a full collection. */
  started: number;
  withStreams: number;
  phases: { seconds: number; requests: number; errors: number; rss: number }[];
}

/** The least of three readings, each after a full collection (SIGUSR2 → gc()). */
async function settledRss(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 3; i++) {
    process.kill(pid, 'SIGUSR2');
    await sleep(500);
    readings.push(rssBytes(pid));
  }
  return Math.min(...readings);
}

/** Members, conversations and sessions on `database`: the stream members' and the heavy member's cookies. */
async function prepare(
  database: DatabaseHandle,
  secret: string,
  scale: { members: number; messages: number; streams: number },
) {
  const prefix = `m${Date.now().toString(36)}`;
  await generateMembers(database.db, scale.members, { prefix });
  const generated: GeneratedConversations = await generateConversations(database.db, {
    prefix,
    members: scale.members,
    messages: scale.messages,
    heavyConversations: Math.min(6_000, scale.members - 1),
  });
  await database.db.execute(sql`vacuum analyze`);
  const ids = (
    await selectRows<{ id: string }>(
      database.db,
      sql`select id from users where id <> ${generated.heavyMemberId} order by id limit ${scale.streams}`,
    )
  ).map((row) => row.id);
  const cookies = await signedSessions(database.db, secret, [generated.heavyMemberId, ...ids]);
  return { generated, ids, cookies };
}

export async function benchMemory(input: {
  /** PostgreSQL's admin URL; PGlite when not given. */
  adminUrl?: string;
  members: number;
  messages: number;
  streams?: number;
  phaseSeconds: number;
  connections?: number;
  onProgress?: (line: string) => void;
}): Promise<MemoryFigures> {
  const streams = input.streams ?? 1_000;
  const connections = input.connections ?? 50;
  const progress = input.onProgress ?? (() => {});
  const secret = randomBytes(32).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-bench-memory-'));
  const scratch = input.adminUrl
    ? await scratchDatabase(input.adminUrl, `dm_bench_memory_${process.pid}`, { max: 4 })
    : undefined;
  let server: ServerProcess | undefined;
  const controller = new AbortController();
  try {
    progress('memory: generate');
    let prepared;
    if (scratch) {
      await scratch.database.migrate();
      prepared = await prepare(scratch.database, secret, { ...input, streams });
    } else {
      // PGlite: generated here, then closed, for the server process to open the same directory.
      const database = await openDatabase({ databaseUrl: undefined, dataDir });
      try {
        prepared = await prepare(database, secret, { ...input, streams });
      } finally {
        await database.close();
      }
    }
    const { generated, ids, cookies } = prepared;
    const started = await startServerProcess({
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      AUTH_SECRET: secret,
      DATA_DIR: dataDir,
      RATE_LIMIT_SCALE: '100000',
      NODE_ENV: 'production',
      NODE_OPTIONS: `--expose-gc --import ${GC_ON_SIGNAL}`,
    });
    if (!started.server) throw new Error(`bench server did not start:\n${started.output}`);
    server = started.server;
    const pid = server.child.pid ?? 0;
    const base = server.url;
    for (let i = 0; i < 20; i++) await fetch(`${base}/health/ready`);
    const startedRss = await settledRss(pid);

    progress('memory: streams');
    await Promise.all(
      ids.map((id) => openEventStream(base, cookies.get(id) ?? '', controller.signal, 'dashboard', () => {})),
    );
    await sleep(1_000);
    const withStreams = await settledRss(pid);

    // The mixed load: 20 members' discovery, dashboard and counts, and the heavy member's pages.
    const heavy = cookies.get(generated.heavyMemberId) ?? '';
    const messagesPath = `/api/conversations/${generated.measuredConversationId}/messages`;
    const requests = [
      ...ids.slice(0, 20).flatMap((id, index) => {
        const cookie = cookies.get(id) ?? '';
        return [
          index % 2 === 0 ? '/api/discovery' : '/api/discovery?ageMin=25&ageMax=40',
          '/api/dashboard',
          '/api/conversations/unread',
          '/api/notifications/unread',
        ].map((p) => ({ method: 'GET' as const, path: p, headers: { cookie } }));
      }),
      ...['/api/conversations', messagesPath, '/api/conversations/unread', '/api/notifications'].map((p) => ({
        method: 'GET' as const,
        path: p,
        headers: { cookie: heavy },
      })),
    ];
    const phases: MemoryFigures['phases'] = [];
    for (let phase = 0; phase < 2; phase++) {
      progress(`memory: phase ${phase + 1}`);
      const result = await autocannon({
        url: base,
        connections,
        workers: 1,
        duration: input.phaseSeconds,
        requests,
      });
      phases.push({
        seconds: input.phaseSeconds,
        requests: result.requests.total,
        errors: result.errors + result.non2xx,
        rss: await settledRss(pid),
      });
    }
    return {
      label: scratch ? 'PostgreSQL server' : 'PGlite (embedded)',
      members: input.members,
      messages: input.messages,
      streams: ids.length,
      started: startedRss,
      withStreams,
      phases,
    };
  } finally {
    controller.abort();
    if (server) await server.stop();
    if (scratch) await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printMemory(f: MemoryFigures) {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MiB`;
  out(
    `\nMemory (issue 46), one server process on ${f.label}: ${f.members.toLocaleString('en')} members, ${f.messages.toLocaleString('en')} messages; ` +
      `resident memory after a full garbage collection (least of 3 readings)`,
  );
  const line = (label: string, bytes: number, more = '') =>
    out(`  ${label.padEnd(84)} ${mib(bytes).padStart(10)}${more}`);
  line('started and warmed up', f.started);
  line(
    `with ${f.streams.toLocaleString('en')} live streams open`,
    f.withStreams,
    `   (${((f.withStreams - f.started) / Math.max(1, f.streams) / 1024).toFixed(1)} KiB per stream)`,
  );
  f.phases.forEach((phase, index) =>
    line(
      `after mixed load phase ${index + 1} (${phase.seconds} s, ${phase.requests.toLocaleString('en')} requests, ${phase.errors} errors, streams open)`,
      phase.rss,
      `   (${Math.round(phase.requests / phase.seconds)} req/s)`,
    ),
  );
  const [one, two] = f.phases;
  if (one && two) {
    const growth = ((two.rss - one.rss) / one.rss) * 100;
    out(
      `  growth between the two equal phases: ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %   (goal ≤ 5 %: ${growth <= 5 ? 'met' : 'missed'})`,
    );
  }
}
