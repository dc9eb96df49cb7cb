import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { selectRows } from '#server/db/database.ts';
import { generateMembers } from '#server/db/generate-members.ts';
import { LIVE_CHANNEL } from '#server/modules/live-events/live-events.service.ts';
import { startServerProcess, type ServerProcess } from '#server/test/server-process.ts';
import { signedSessions } from './sessions.ts';
import { openEventStream } from './event-stream.ts';
import { scratchDatabase } from './scratch-database.ts';

export interface LiveFigures {
  streams: number;
  instances: number;
  deliveries: number;
  lost: number;
  p50: number;
  p95: number;
  max: number;
  bytesPerStream: number;
}

/** Events published together; one batch every 100 ms. */
const BATCH = 100;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Resident memory of a process, from /proc (Linux). */
function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * D3's fan-out under load: STREAMS signed-in members, half on each of two server processes on one
 * PostgreSQL database; `rounds` times, one event for every member is published (NOTIFY, in
 * batches of BATCH every 100 ms) and the time until each stream receives its event is recorded. Memory per stream is the growth of
 * the server processes' resident memory while the streams are open.
 */
export async function benchLiveEvents(adminUrl: string, streams = 1_000, rounds = 10): Promise<LiveFigures> {
  const scratch = await scratchDatabase(adminUrl, `dm_bench_live_${process.pid}`, { max: 4 });
  const { database, url } = scratch;
  const secret = randomBytes(32).toString('hex');
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const controller = new AbortController();
  try {
    await database.migrate();
    await generateMembers(database.db, streams, { prefix: `l${Date.now().toString(36)}` });
    const ids = (await selectRows<{ id: string }>(database.db, sql`select id from users order by id`)).map(
      (row) => row.id,
    );
    const cookies = await signedSessions(database.db, secret, ids);

    for (let i = 0; i < 2; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-bench-live-'));
      dataDirs.push(dataDir);
      const started = await startServerProcess({
        DATABASE_URL: url.toString(),
        AUTH_SECRET: secret,
        DATA_DIR: dataDir,
        RATE_LIMIT_SCALE: '1000',
        NODE_ENV: 'production',
      });
      if (!started.server) throw new Error(`bench server did not start:\n${started.output}`);
      servers.push(started.server);
    }
    // Warm both servers up, then take their resident memory as the baseline.
    for (const server of servers) await fetch(`${server.url}/health/ready`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = servers.map((server) => rssBytes(server.child.pid ?? 0));

    const latencies: number[] = [];
    await Promise.all(
      ids.map((id, index) =>
        openEventStream(servers[index % 2]!.url, cookies.get(id) ?? '', controller.signal, 'dashboard', (at, sentAt) =>
          latencies.push(at - sentAt),
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = servers.map((server) => rssBytes(server.child.pid ?? 0));
    const bytesPerStream = (after[0]! - before[0]! + after[1]! - before[1]!) / ids.length;

    // A steady stream of changes: every member gets one event per round, published in batches of
    // BATCH every 100 ms (1,000 streams → 1,000 events a second across the two instances).
    for (let round = 0; round < rounds; round++) {
      for (let start = 0; start < ids.length; start += BATCH) {
        const payloads = ids
          .slice(start, start + BATCH)
          .map((id) => JSON.stringify({ topic: 'dashboard', to: [id], sentAt: Date.now() }));
        await database.db.execute(
          sql`select pg_notify(${LIVE_CHANNEL}, p) from json_array_elements_text(${JSON.stringify(payloads)}::json) p`,
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      streams: ids.length,
      instances: servers.length,
      deliveries: sorted.length,
      lost: ids.length * rounds - sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1) ?? 0,
      bytesPerStream,
    };
  } finally {
    controller.abort();
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await scratch.drop();
  }
}

export function printLiveEvents(figures: LiveFigures) {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    `\nLive events (SSE + LISTEN/NOTIFY): ${figures.streams} streams over ${figures.instances} server processes on one PostgreSQL`,
  );
  out(
    `  delivery latency  p50 ${figures.p50} ms   p95 ${figures.p95} ms   max ${figures.max} ms   (${figures.deliveries} deliveries, ${figures.lost} lost; goal p95 ≤ 100 ms)`,
  );
  out(
    `  server memory per open stream ≈ ${(figures.bytesPerStream / 1024).toFixed(1)} KiB (growth of resident memory)`,
  );
}
