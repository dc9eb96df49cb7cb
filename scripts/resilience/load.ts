/**
 * `npm run test:load` (issue 10): MEMBERS simulated members (default 200) for LOAD_SECONDS
 * (default 60) against two real server processes on a fresh PostgreSQL database; fails on any 5xx,
 * network error or unexpected answer, and unless every integrity check passes afterwards. The
 * limits are scaled by 1,000 there, so that one address stands for 200 people; a second phase
 * (load-limits.ts) then drives the real limits to their ends under load and checks their answers.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerProcess } from '#server/test/server-process.ts';
import { MemberClient } from './client.ts';
import { counterChecks, readDashboards } from './counters.ts';
import { freshDatabase } from './databases.ts';
import { structuralChecks } from './integrity.ts';
import { Ledger } from './ledger.ts';
import { ledgerChecks } from './ledger-checks.ts';
import { runLimitsPhase } from './load-limits.ts';
import { runMember } from './load-member.ts';
import { seedMembers } from './seed-members.ts';
import { startServer } from './servers.ts';
import { answersCheck, openForChecks, printChecks, type Check } from './sql.ts';
import { Stats } from './stats.ts';

const MEMBERS = Number(process.env.LOAD_MEMBERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const INSTANCES = Number(process.env.LOAD_INSTANCES ?? 2);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 100);

const out = (line: string) => process.stdout.write(`${line}\n`);

async function runLoad(): Promise<boolean> {
  out(`\nLoad: ${MEMBERS} members for ${SECONDS} s on PostgreSQL, ${INSTANCES} server processes`);
  const database = await freshDatabase('load');
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  try {
    const members = await seedMembers({ databaseUrl: database.url, dataDir: os.tmpdir() }, MEMBERS);
    const secret = randomBytes(32).toString('hex');
    for (let i = 0; i < INSTANCES; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-load-'));
      dataDirs.push(dataDir);
      // Every request comes from 127.0.0.1: the per-IP budgets are raised (ADR 0010's scale) so
      // that they do not stand in for 200 people on 200 addresses; 429s are still counted.
      servers.push(
        await startServer({
          DATABASE_URL: database.url,
          AUTH_SECRET: secret,
          DATA_DIR: dataDir,
          RATE_LIMIT_SCALE: '1000',
        }),
      );
    }
    const stats = new Stats();
    const ledger = new Ledger();
    const clients = new Map(
      members.map((member, index) => [
        member.id,
        new MemberClient({ url: servers[index % servers.length]!.url }, stats),
      ]),
    );
    const started = Date.now();
    const until = started + SECONDS * 1000;
    await Promise.all(members.map((member) => runMember(member, clients.get(member.id)!, ledger, until, THINK_MS)));
    const seconds = (Date.now() - started) / 1000;
    out('  load:');
    stats.print(out, seconds);
    for (const problem of stats.problems.slice(0, 10)) out(`    problem: ${problem.route} ${problem.detail}`);
    // A 5xx is explained in the servers' error log (LOG_LEVEL=error): show it.
    for (const line of servers.flatMap((server) => server.output().split('\n')).filter((l) => l.includes('"level":50')))
      out(`    server error: ${line.slice(0, 2000)}`);

    const checkStats = new Stats();
    const checkClients = new Map(
      [...clients].map(([id, client], index) => {
        const fresh = new MemberClient({ url: servers[index % servers.length]!.url }, checkStats);
        fresh.adopt(client);
        return [id, fresh];
      }),
    );
    const dashboards = await readDashboards(checkClients);
    const checker = await openForChecks({ databaseUrl: database.url, dataDir: dataDirs[0]! });
    let checks: Check[];
    try {
      checks = [
        ...(await structuralChecks(checker.query)),
        ...(await ledgerChecks(checker.query, ledger)),
        ...(await counterChecks(checker.query, dashboards)),
      ];
    } finally {
      await checker.close();
    }
    checks.push(
      answersCheck('no 5xx, network error or unexpected answer during the load or the checks', [
        ...stats.problems,
        ...checkStats.problems,
      ]),
    );
    out('  integrity:');
    printChecks(out, checks);
    return checks.every((check) => check.ok);
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}

const scaled = await runLoad();
const limits = await runLimitsPhase(out);
const ok = scaled && limits;
out(ok ? '\nLoad: passed' : '\nLoad: FAILED');
process.exit(ok ? 0 : 1);
