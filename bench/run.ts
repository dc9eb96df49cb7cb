/**
 * `npm run bench`: prints the figures the issues ask for, measured on this machine.
 * - health endpoints (autocannon, 10 connections)
 * - discovery at BENCH_PGLITE_MEMBERS (default 100k) on PGlite, and at BENCH_PG_MEMBERS (default
 *   1M) on the PostgreSQL server of BENCH_DATABASE_URL when set (a fresh database is created there
 *   and dropped afterwards); each also sorted by fit and the first dashboard of the day with its
 *   recommendations (issue 21, D36; alone: bench/discovery-only.ts)
 * - conversations (issue 19, BENCH_DATABASE_URL): BENCH_PG_MESSAGES (default 10M) messages added to
 *   the discovery bench's PostgreSQL members; the Messages page of a member with 6,000
 *   conversations, a conversation page and message delivery across two server processes
 *   (bench/conversations.ts)
 * - live events (BENCH_DATABASE_URL): 1,000 SSE streams over two server processes, delivery
 *   latency and memory per stream (bench/live-events.ts)
 * - notification emails (issue 20, BENCH_DATABASE_URL): the job queue's emails a second to an SMTP
 *   sink with one and two server processes beside raw nodemailer, and interest → email delay
 *   (bench/notifications.ts)
 * - the other hot paths (issue 46, bench/paths.ts) on the discovery bench's members, PGlite and
 *   PostgreSQL: the dashboard, recommendations (first of the day and later), a photo served (as it
 *   is and blurred), sign-in and registration's submit, each as server CPU per request beside the
 *   HTTP floor for the same bytes and the SQL alone (alone: bench/paths-only.ts)
 * - memory (issue 46, bench/memory.ts): one server process (PostgreSQL when BENCH_DATABASE_URL is
 *   set, else PGlite) with 1,000 live streams open, then two equal phases of a mixed load
 *   (BENCH_MEMORY_PHASE_SECONDS each, default 300), resident memory after each; BENCH_MEMORY_MEMBERS
 *   (default 100k) and BENCH_MEMORY_MESSAGES (default 1M) (alone: bench/memory-only.ts)
 * - calls (D47, BENCH_DATABASE_URL): ten video calls between two Chromium pages on two server
 *   processes; ring and set-up time, p50 and p95 (bench/calls.ts; alone: bench/calls-only.ts)
 * - the landing page: a fresh production build audited by Lighthouse (four scores and the landing
 *   page's JavaScript size, bench/lighthouse.ts)
 * BENCH_SECONDS sets the duration of each load run (default 10). Everything stays on 127.0.0.1.
 */
import autocannon from 'autocannon';
import { serveBuiltApp } from './built-app.ts';
import { benchCalls, printCalls } from './calls.ts';
import { printConversations } from './conversations.ts';
import { printDiscovery } from './discovery.ts';
import { auditLanding, printLandingReport } from './lighthouse.ts';
import { benchLiveEvents, printLiveEvents } from './live-events.ts';
import { benchMemory, printMemory } from './memory.ts';
import { benchNotifications, printNotifications } from './notifications.ts';
import { printPaths } from './paths.ts';
import { benchPglite, benchPostgres } from './suites.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PGLITE_MEMBERS = Number(process.env.BENCH_PGLITE_MEMBERS ?? 100_000);
const PG_MEMBERS = Number(process.env.BENCH_PG_MEMBERS ?? 1_000_000);
const PG_MESSAGES = Number(process.env.BENCH_PG_MESSAGES ?? 10_000_000);
const out = (line: string) => process.stdout.write(`${line}\n`);

/** Health endpoints under load, then the Lighthouse audit of the landing page on the same server. */
async function benchHealthAndLanding() {
  // Vite's build sets NODE_ENV=production in this process; react/jsx-runtime was loaded before it
  // (development), react-dom/server is loaded at the first email rendered (bench/notifications.ts)
  // and would then be production's: the two do not mix ("dispatcher.getOwner is not a function").
  const nodeEnv = process.env.NODE_ENV;
  try {
    await healthAndLanding();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function healthAndLanding() {
  const { base, close } = await serveBuiltApp();
  out(`Health (PGlite, ${Math.min(SECONDS, 5)} s per endpoint, 10 connections)`);
  for (const endpoint of ['/health/live', '/health/ready']) {
    const result = await autocannon({ url: `${base}${endpoint}`, connections: 10, duration: Math.min(SECONDS, 5) });
    out(
      `  ${endpoint.padEnd(16)} ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`,
    );
  }
  // D37: the budget holds in every language; English and Japanese (the largest texts in bytes).
  for (const language of ['en', 'ja']) {
    printLandingReport(await auditLanding(base, language), (line) => process.stdout.write(line));
  }
  await close();
}

await benchHealthAndLanding();
const pglite = await benchPglite({ members: PGLITE_MEMBERS, seconds: SECONDS });
const figures = [pglite.discovery];
const postgres = process.env.BENCH_DATABASE_URL
  ? await benchPostgres(process.env.BENCH_DATABASE_URL, {
      members: PG_MEMBERS,
      messages: PG_MESSAGES,
      seconds: SECONDS,
    })
  : undefined;
if (postgres) figures.push(postgres.discovery);
else
  out(
    '\n(BENCH_DATABASE_URL not set: the PostgreSQL run is skipped; e.g. BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)',
  );
printDiscovery(figures);
printPaths(pglite.paths);
if (postgres) printPaths(postgres.paths);
if (postgres) printConversations(postgres.conversations);
if (process.env.BENCH_DATABASE_URL) printLiveEvents(await benchLiveEvents(process.env.BENCH_DATABASE_URL));
if (process.env.BENCH_DATABASE_URL) printNotifications(await benchNotifications(process.env.BENCH_DATABASE_URL));
// The built web app of the health and landing run above serves the two processes' pages.
if (process.env.BENCH_DATABASE_URL) printCalls(await benchCalls(process.env.BENCH_DATABASE_URL));
printMemory(
  await benchMemory({
    ...(process.env.BENCH_DATABASE_URL ? { adminUrl: process.env.BENCH_DATABASE_URL } : {}),
    members: Number(process.env.BENCH_MEMORY_MEMBERS ?? 100_000),
    messages: Number(process.env.BENCH_MEMORY_MESSAGES ?? 1_000_000),
    phaseSeconds: Number(process.env.BENCH_MEMORY_PHASE_SECONDS ?? 300),
  }),
);
