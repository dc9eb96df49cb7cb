/**
 * `npx tsx bench/yardstick.ts`: issue 46's work-per-request tables alone, as `npm run bench` prints
 * them (discovery and the hot paths on PGlite; on PostgreSQL when BENCH_DATABASE_URL is set,
 * discovery, conversations and the hot paths), without the landing audit, live events, emails, calls
 * and memory. Two runs at different hours give the ratios' spread (the yardstick holds when the
 * same code gives the same ratios on a busy and a quiet machine). The conversation servers serve
 * the built web app, so it builds it first (in a child process: Vite's build would set NODE_ENV in
 * this one).
 */
import { execFileSync } from 'node:child_process';
import { printConversations } from './conversations.ts';
import { printDiscovery } from './discovery.ts';
import { printPaths } from './paths.ts';
import { benchPglite, benchPostgres } from './suites.ts';

execFileSync('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pglite = await benchPglite({ members: Number(process.env.BENCH_PGLITE_MEMBERS ?? 100_000), seconds });
const adminUrl = process.env.BENCH_DATABASE_URL;
const postgres = adminUrl
  ? await benchPostgres(adminUrl, {
      members: Number(process.env.BENCH_PG_MEMBERS ?? 1_000_000),
      messages: Number(process.env.BENCH_PG_MESSAGES ?? 10_000_000),
      seconds,
    })
  : undefined;
printDiscovery([pglite.discovery, ...(postgres ? [postgres.discovery] : [])]);
printPaths(pglite.paths);
if (postgres) {
  printPaths(postgres.paths);
  printConversations(postgres.conversations);
}
