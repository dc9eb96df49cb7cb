/**
 * `npm run bench`: builds the web app, starts the app in-process on a fresh embedded database and
 * measures endpoints with autocannon (load generator on the same 2 cores, so figures are
 * conservative), then audits the landing page with Lighthouse (bench/lighthouse.ts). Prints one
 * line per endpoint, the four Lighthouse scores and the landing page's JavaScript size. Feature
 * issues add their endpoints here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { build } from 'vite';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { auditLanding, printLandingReport } from './lighthouse.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** The production build of the web app, made fresh so the audit sees the current code. */
const WEB_ROOT = fileURLToPath(new URL('../dist/web', import.meta.url));
await build({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), logLevel: 'warn' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-bench-'));
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: '0' });
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir });
const app = await buildApp({ config, database, authSecret: 'bench-'.padEnd(40, 'x'), webRoot: WEB_ROOT });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const endpoints = ['/health/live', '/health/ready'];
process.stdout.write(`database: ${database.kind}, ${DURATION_SECONDS}s per endpoint, 10 connections\n`);
for (const endpoint of endpoints) {
  const result = await autocannon({ url: `${base}${endpoint}`, connections: 10, duration: DURATION_SECONDS });
  process.stdout.write(
    `${endpoint.padEnd(20)} ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  ` +
      `p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}\n`,
  );
}

printLandingReport(await auditLanding(base), (line) => process.stdout.write(line));

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
