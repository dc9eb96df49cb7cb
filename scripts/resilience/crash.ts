/**
 * `npm run test:crash` (issue 10): for each engine (PGlite on a temporary DATA_DIR, PostgreSQL on
 * a fresh database) a write-heavy run during which the server is killed with SIGKILL CRASH_KILLS
 * times (default 10), each 0.2–2 s (at random) after it answers the writers again and at a moment
 * a write is in flight, and started again on the same data each time, with no repair. Each kill's
 * cut-off requests (sent to the killed process, never answered) are counted: a run in which no
 * kill cut a write off proved nothing and fails. After the last kill it starts once more; the
 * database is then opened without migrating and held against the migration journal, and the data
 * is checked. Then the engine's email phase (crash-emails.ts): kills while the job queue sends the
 * emails of a burst of notifications, and every email checked against the rows.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerProcess } from '#server/test/server-process.ts';
import { png } from '#server/test/images.ts';
import { MemberClient, type Target } from './client.ts';
import { counterChecks, readDashboards } from './counters.ts';
import { crashEmails } from './crash-emails.ts';
import { runWriter, type Writer } from './crash-workload.ts';
import { freshDatabase } from './databases.ts';
import { structuralChecks } from './integrity.ts';
import { photoFileChecks } from './photo-files.ts';
import { SEED_PASSWORD, seedMembers } from './seed-members.ts';
import { migrationsCheck } from './migrations-check.ts';
import { isReady, killHard as kill, random, sleep, startServer } from './servers.ts';
import { answersCheck, noRows, openForChecks, printChecks, type Check } from './sql.ts';
import { Stats } from './stats.ts';

type Engine = 'pglite' | 'postgres';

const KILLS = Number(process.env.CRASH_KILLS ?? 10);
/** Writers signed in from the start; fewer on PGlite, whose one connection queues every query. */
const SEEDED: Record<Engine, number> = { pglite: 12, postgres: 30 };
const MAX_WRITERS = 60;
const ENGINES = (process.env.CRASH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
const out = (line: string) => process.stdout.write(`${line}\n`);

/** Photo files the start-up sweep removed, from the server's log line (server/modules/photos). */
const swept = (server: ServerProcess) =>
  [...server.output().matchAll(/"removed":(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);

async function crashEngine(engine: Engine): Promise<boolean> {
  out(`\nCrash: ${engine}, ${KILLS} kills with SIGKILL during a write-heavy run`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dm-crash-${engine}-`));
  const database = engine === 'postgres' ? await freshDatabase('crash') : undefined;
  const secret = randomBytes(32).toString('hex');
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_SECRET: secret,
    RATE_LIMIT_SCALE: '1000',
    LOG_LEVEL: 'warn',
    // One instance: no upload can be in flight elsewhere, so the start-up sweep needs no grace.
    PHOTO_SWEEP_GRACE_SECONDS: '0',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const checks: Check[] = [];
  let server: ServerProcess | undefined;
  try {
    // Signed in from the start (sessions made with the server's secret): the short lives between
    // kills go to writes, not to 30 argon2 sign-ins at once.
    const seeded = await seedMembers({ databaseUrl: database?.url, dataDir }, SEEDED[engine], {
      sessionSecret: secret,
    });
    server = await startServer(env);
    // `life` k: requests sent to the process that kill k ends.
    const target: Target = { url: server.url, life: 1 };
    const stats = new Stats();
    const image = await png(640, 480);
    let running = true;
    const writers: Writer[] = seeded.map((member) => {
      const client = new MemberClient(target, stats, () => true);
      if (member.sessionToken) client.jar.set('dm.session_token', member.sessionToken);
      return { ...member, client };
    });
    const loops: Promise<void>[] = [];
    let registered = 0;
    /** Emails whose registration was answered 201: written before some kill, never undone. */
    const acknowledged: string[] = [];
    const everyone = () => writers.map((writer) => writer.id);
    const start = (writer: Writer) => loops.push(runWriter(writer, everyone, image, register, () => running));
    async function register() {
      if (writers.length >= MAX_WRITERS) return;
      const client = new MemberClient(target, stats, () => true);
      const email = `crash${++registered}.${process.pid}@crash.example.org`;
      const answer = await client.request<{ account: { id: string } }>('POST', '/api/auth/register', {
        route: 'POST /api/auth/register',
        expected: [201],
        json: {
          firstName: 'Crash',
          lastName: 'Member',
          email,
          countryCode: '+91',
          phoneNumber: '9876543210',
          password: SEED_PASSWORD,
          confirmPassword: SEED_PASSWORD,
        },
      });
      if (answer.status !== 201) return;
      acknowledged.push(email);
      await client.request('POST', '/api/auth/login', {
        route: 'POST /api/auth/login',
        expected: [200],
        json: { email, password: SEED_PASSWORD },
      });
      const writer = { id: answer.body.account.id, email, premium: false, client };
      writers.push(writer);
      start(writer);
    }
    writers.forEach(start);

    let survived = 0;
    const restarts: number[] = [];
    /** Requests and writes in flight (sent, not answered) at each kill's SIGKILL. */
    const inFlightAtKill: { requests: number; writes: number }[] = [];
    let sweptFiles = 0;
    for (let k = 1; k <= KILLS; k++) {
      // "Into the load": once the server is answering the writers again, 0.2–2 s later.
      const answered = stats.answered;
      for (let waited = 0; stats.answered < answered + 5 && waited < 20_000; waited += 20) await sleep(20);
      await sleep(random(200, 2_000));
      // A kill between two writes would prove little: wait (briefly) for one in flight.
      for (let waited = 0; stats.inFlightWrites === 0 && waited < 5_000; waited += 2) await sleep(2);
      inFlightAtKill.push({ requests: stats.inFlight, writes: stats.inFlightWrites });
      let up = () => {};
      target.down = new Promise((resolve) => (up = resolve));
      await kill(server);
      sweptFiles += swept(server);
      if (k === KILLS) running = false;
      server = undefined;
      // The same data, no repair: a stale PGlite lock, a half-written file, an open transaction.
      const restarting = Date.now();
      server = await startServer(env);
      restarts.push(Date.now() - restarting);
      target.url = server.url;
      target.life = k + 1;
      if (!(await isReady(server.url))) throw new Error(`not ready after kill ${k}:\n${server.output()}`);
      target.down = undefined;
      up();
      survived += 1;
    }
    await Promise.all(loops);
    const seconds = (Date.now() - stats.startedAt) / 1000;
    restarts.sort((a, b) => a - b);
    out(
      `  kills survived: ${survived}/${KILLS} (each restart answered /health/ready; restart took ` +
        `${restarts[0]}–${restarts.at(-1)} ms, median ${restarts[Math.floor(restarts.length / 2)]} ms)`,
    );
    out(`  requests cut by the kills (network errors, expected): ${stats.totals().networkErrors}`);
    const cuts = inFlightAtKill.map((at, index) => ({
      ...at,
      cut: stats.cutOff.get(index + 1) ?? { requests: 0, writes: 0 },
    }));
    cuts.forEach(({ requests, writes, cut }, index) =>
      out(
        `    kill ${index + 1}: in flight ${requests} (writes ${writes}); cut off ${cut.requests} (writes ${cut.writes})`,
      ),
    );
    const killsCuttingRequests = cuts.filter(({ cut }) => cut.requests > 0).length;
    const killsCuttingWrites = cuts.filter(({ cut }) => cut.writes > 0).length;
    const cutWrites = cuts.reduce((sum, { cut }) => sum + cut.writes, 0);
    const cutAfterLast = stats.cutOff.get(KILLS + 1)?.requests ?? 0;
    stats.print(out, seconds);
    for (const problem of stats.problems.slice(0, 10)) out(`    problem: ${problem.route} ${problem.detail}`);

    // The state a kill left, as the restarted server serves it and as it is stored.
    const checkStats = new Stats();
    const dashboards = await readDashboards(
      new Map(
        writers.map((writer) => {
          const client = new MemberClient(target, checkStats);
          client.adopt(writer.client);
          return [writer.id, client];
        }),
      ),
    );
    checks.push({
      name: 'the server answers /health/ready after the last restart',
      ok: await isReady(server.url),
      detail: '',
    });
    const exitCode = await server.stop();
    sweptFiles += swept(server);
    out(`  photo files a kill left without a row, removed by the start-up sweep: ${sweptFiles}`);
    server = undefined;
    checks.push({ name: 'the server stops cleanly on SIGTERM', ok: exitCode === 0, detail: `exit ${exitCode}` });
    checks.push(
      {
        name:
          `every kill cut off requests in flight, and kills cut off writes ` +
          `(${killsCuttingRequests}/${KILLS} kills cut requests, ${killsCuttingWrites}/${KILLS} cut writes, ${cutWrites} writes in all)`,
        ok: killsCuttingRequests === KILLS && killsCuttingWrites > 0,
        detail:
          killsCuttingWrites === 0
            ? 'no kill cut off a write in flight: the run never crashed in the middle of a write'
            : `kills that cut nothing off: ${cuts.flatMap(({ cut }, i) => (cut.requests === 0 ? [i + 1] : [])).join(', ')}`,
      },
      {
        name: 'no request to the last, unkilled server went unanswered',
        ok: cutAfterLast === 0,
        detail: `${cutAfterLast} requests`,
      },
      // Before anything else opens it: the checks' own connection would migrate it.
      await migrationsCheck({ databaseUrl: database?.url, dataDir }),
    );
    // Opened as the server opens it (migrating): a database that cannot be is a failed check, printed.
    const checker = await openForChecks({ databaseUrl: database?.url, dataDir }).catch((error: unknown) => {
      checks.push({
        name: 'the database opens again for the checks, as the server opens it',
        ok: false,
        detail: String((error as Error).message).slice(0, 300),
      });
      return undefined;
    });
    if (checker)
      try {
        checks.push(
          ...(await structuralChecks(checker.query)),
          await (async (): Promise<Check> => {
            const rows = await checker.query<{ email: string }>(
              `select email from users where email like '%@crash.example.org'`,
            );
            const stored = new Set(rows.map((row) => row.email));
            const lost = acknowledged.filter((email) => !stored.has(email));
            return {
              name: `every registration answered 201 before a kill is stored (${acknowledged.length} acknowledged)`,
              ok: lost.length === 0,
              detail: `lost ${lost.length}: ${lost.slice(0, 3).join(' ')}`,
            };
          })(),
          await noRows(
            checker.query,
            'every registered member has a credential and its registration audit event',
            `select u.id from users u where u.email like '%@crash.example.org'
             and (not exists (select 1 from credentials c where c.user_id = u.id)
               or not exists (select 1 from audit_events a where a.subject_user_id = u.id and a.action = 'member.registered'))
           limit 5`,
          ),
          await noRows(
            checker.query,
            'deactivation ended every session the member had (one transaction)',
            `select u.id from users u join sessions s on s.user_id = u.id
           where u.account_status = 'deactivated' and s.created_at <= u.deactivated_at limit 5`,
          ),
          ...(await photoFileChecks(checker.query, dataDir)),
          ...(await counterChecks(checker.query, dashboards)),
        );
      } finally {
        await checker.close();
      }
    checks.push(
      answersCheck(
        'no 5xx and no unexpected answer (network errors from the kills are expected)',
        [...stats.problems, ...checkStats.problems],
        stats.totals().serverErrors === 0,
      ),
    );
    out('  integrity:');
    printChecks(out, checks);
    return survived === KILLS && checks.every((check) => check.ok);
  } finally {
    if (server) await kill(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

async function runCrash(): Promise<boolean> {
  const results: boolean[] = [];
  for (const engine of ENGINES) {
    results.push(await crashEngine(engine));
    results.push(await crashEmails(engine));
  }
  return results.every(Boolean);
}

const ok = await runCrash();
out(ok ? '\nCrash: passed' : '\nCrash: FAILED');
process.exit(ok ? 0 : 1);
