import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { selectRows } from '#server/db/database.ts';
import { generateMembers } from '#server/db/generate-members.ts';
import { freePort, startServerProcess, type ServerProcess } from '#server/test/server-process.ts';
import { CHROMIUM_PATH } from '../playwright.config.ts';
import { signedSessions } from './sessions.ts';
import { scratchDatabase } from './scratch-database.ts';

export interface CallFigures {
  calls: number;
  /** From 'Video call' pressed on one instance to the banner on the other's page. */
  ring: { p50: number; p95: number };
  /** From Accept to both browsers' connections 'connected' (the call's heading on both pages). */
  connect: { p50: number; p95: number };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** A browser page of `cookie`'s member on `base`, with Chromium's fake camera and microphone. */
async function memberPage(browser: Awaited<ReturnType<typeof chromium.launch>>, base: string, cookie: string) {
  const context = await browser.newContext({ baseURL: base });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, domain: new URL(base).hostname, path: '/' }]);
  return context.newPage();
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('region', { name: 'Call' }).getByRole('heading', { name });

/**
 * D47's set-up time: `calls` video calls between matched pairs, the caller's browser on one server
 * process and the member called on the other (one PostgreSQL database), over this machine's
 * network. Real Chromium pages, real WebRTC (fake camera), the built web app.
 */
export async function benchCalls(adminUrl: string, calls = 10): Promise<CallFigures> {
  const scratch = await scratchDatabase(adminUrl, `dm_bench_calls_${process.pid}`, { max: 4 });
  const { database, url } = scratch;
  const secret = randomBytes(32).toString('hex');
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  const ring: number[] = [];
  const connect: number[] = [];
  try {
    await database.migrate();
    await generateMembers(database.db, calls * 2, { prefix: `c${Date.now().toString(36)}` });
    const ids = (await selectRows<{ id: string }>(database.db, sql`select id from users order by id`)).map(
      (row) => row.id,
    );
    const cookies = await signedSessions(database.db, secret, ids);
    for (let i = 0; i < 2; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-bench-calls-'));
      dataDirs.push(dataDir);
      const started = await startServerProcess({
        DATABASE_URL: url.toString(),
        AUTH_SECRET: secret,
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        RATE_LIMIT_SCALE: '1000',
        NODE_ENV: 'production',
      });
      if (!started.server) throw new Error(`bench server did not start:\n${started.output}`);
      servers.push(started.server);
    }
    const [one, two] = servers as [ServerProcess, ServerProcess];
    for (let i = 0; i < calls; i++) {
      const [caller, callee] = [ids[2 * i]!, ids[2 * i + 1]!];
      // A matched pair whose conversation each has written in (D47).
      const [conversation] = await selectRows<{ id: string }>(
        database.db,
        sql`with matched as (insert into interests (sender_id, receiver_id, status) values (${caller}, ${callee}, 'accepted'))
            insert into conversations (member_a, member_b) values (least(${caller}, ${callee}), greatest(${caller}, ${callee}))
            returning id`,
      );
      await database.db.execute(
        sql`insert into messages (conversation_id, sender_id, body) values
            (${conversation!.id}, ${caller}, 'Hello'), (${conversation!.id}, ${callee}, 'Hello to you')`,
      );
      const a = await memberPage(browser, one.url, cookies.get(caller)!);
      const b = await memberPage(browser, two.url, cookies.get(callee)!);
      await b.goto('/dashboard');
      await a.goto(`/messages/${conversation!.id}`);
      const start = a.getByRole('button', { name: /^Video call with / });
      await start.waitFor().catch(async (error: unknown) => {
        throw new Error(`no call button on ${a.url()}: ${(await a.locator('body').innerText()).slice(0, 400)}`, {
          cause: error,
        });
      });
      const pressed = performance.now();
      await start.click();
      await b.getByRole('button', { name: 'Accept' }).waitFor({ timeout: 30_000 });
      ring.push(performance.now() - pressed);
      const accepted = performance.now();
      await b.getByRole('button', { name: 'Accept' }).click();
      await Promise.all([
        heading(a, /^In a call with /).waitFor({ timeout: 30_000 }),
        heading(b, /^In a call with /).waitFor({ timeout: 30_000 }),
      ]);
      connect.push(performance.now() - accepted);
      await a.getByRole('button', { name: 'Hang up' }).click();
      await heading(b, /^In a call with /).waitFor({ state: 'detached' });
      await a.context().close();
      await b.context().close();
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
    await scratch.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  const figure = (values: number[]) => ({
    p50: Math.round(percentile(values, 50)),
    p95: Math.round(percentile(values, 95)),
  });
  return { calls, ring: figure(ring), connect: figure(connect) };
}

export function printCalls(figures: CallFigures) {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(`\nCalls (D47): ${figures.calls} video calls, caller and callee on two server processes, PostgreSQL, Chromium`);
  out(
    `  ring (Video call pressed → the banner on the other instance)  p50 ${figures.ring.p50} ms  p95 ${figures.ring.p95} ms`,
  );
  out(
    `  set-up (Accept → connected on both sides)                       p50 ${figures.connect.p50} ms  p95 ${figures.connect.p95} ms`,
  );
}
