import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { createDiscoveryRepository, WINDOW_TTL_MS } from '#server/modules/discovery/discovery.repository.ts';
import { discoveryQuerySchema } from '#shared/schemas/discovery.ts';
import { generateMembers } from '#server/db/generate-members.ts';
import { memberOf } from '#server/lib/member.ts';
import { seekerOf } from '#server/db/fit.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { aloneMicros, httpFloor, interleaved, load, printCosts, SLICES, type CostRow, type Load } from './cost.ts';
import { recordStatements } from './record-statements.ts';

export const PASSWORD = 'Bench-Viewer-Password-1';
/** How many new members' first dashboard of the day is timed. */
const DASHBOARD_VIEWERS = 200;
type App = Awaited<ReturnType<typeof buildApp>>;

/** The filter mix a signed-in premium member sends (spec §5 filters, pages of 24). */
const QUERIES = [
  '',
  'gender=Female',
  'gender=Male&ageMin=25&ageMax=35',
  'country=india',
  'church=baptist',
  'ageMin=30&country=uk',
  'gender=Female&maritalStatus=Never%20Married&heightMin=160',
  'religion=christian&ageMax=40',
];

/** The latency line of a row's load slices: their requests a second, and percentiles weighted by requests. */
function latencyOf(merged: Load, runs: autocannon.Result[]) {
  const requests = Math.max(1, merged.requests);
  const weighted = (value: (run: autocannon.Result) => number) =>
    runs.reduce((sum, run) => sum + value(run) * run.requests.total, 0) / requests;
  const seconds = runs.reduce((sum, run) => sum + run.duration, 0);
  return {
    rps: merged.requests / Math.max(1, seconds),
    p50: weighted((run) => run.latency.p50),
    p90: weighted((run) => run.latency.p90),
    p97_5: weighted((run) => run.latency.p97_5),
    errors: merged.errors,
    bytesPerResponse: runs.reduce((sum, run) => sum + run.throughput.total, 0) / requests,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

export interface DiscoveryFigures {
  label: string;
  members: number;
  generateSeconds: number;
  api: { rps: number; p50: number; p90: number; p97_5: number; errors: number; bytesPerResponse: number };
  rawSql: { p50: number; p95: number };
  rawSqlConcurrent: { p50: number; p95: number };
  specDesign?: { ms: number; bytes: number };
  /** D36: the same load from a viewer with preferences, sorted by fit (the default order then). */
  fitApi: { rps: number; p50: number; p90: number; p97_5: number; errors: number };
  /** Issue 46: server CPU per request beside the HTTP floor for the same bytes and the SQL alone. */
  costs: CostRow[];
  /** Issue 46: a window ranked afresh (SQL alone, no kept window) ÷ a newest-first request's SQL. */
  rankMicros: { cold: number; newestPage: number };
  /** D36: a dashboard's two requests (figures and the first 4 recommendations), per member. */
  dashboard: { viewers: number; first: { p50: number; p95: number }; again: { p50: number; p95: number } };
}

/** A woman looking for a man, with the partner preferences of `index`'s kind (D36). */
function seekerProfile(index: number) {
  return completeProfile({
    gender: 'Female',
    lookingFor: 'Male',
    partnerAgeMin: 25 + (index % 5),
    partnerAgeMax: 35 + (index % 6),
    partnerHeightMinCm: index % 2 === 0 ? 165 : null,
    partnerHeightMaxCm: index % 2 === 0 ? 190 : null,
    partnerMaritalStatus: index % 3 === 0 ? 'Never Married' : '',
    partnerOccupation: index % 4 === 0 ? 'Engineer' : '',
    partnerLocation: index % 5 === 0 ? 'India' : '',
  });
}

/** A member made for the bench, signed in: their session cookie. */
export async function benchMember(app: App, passwordHash: string, premium: boolean, profileIndex: number) {
  const id = randomUUID();
  const email = `bench.viewer.${id.slice(0, 8)}@example.org`;
  await app.services.accounts.createMember(
    { id, email, firstName: 'Bench', lastName: 'Viewer', countryCode: '+91', phoneNumber: '9876543210', passwordHash },
    {},
  );
  if (profileIndex >= 0) {
    const account = await app.services.accounts.findById(id);
    if (account) await app.services.profiles.save(memberOf(account), seekerProfile(profileIndex));
  }
  if (premium) await app.services.accounts.setMembership(id, 'premium');
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  return { id, email, cookie: login.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

/** The first dashboard load of the day for `viewers` new members, one at a time, and a second load. */
async function timeDashboards(base: string, cookies: string[]) {
  const load = async (cookie: string) => {
    const t0 = performance.now();
    const answers = await Promise.all(
      ['/api/dashboard', '/api/recommendations?limit=4'].map((url) => fetch(`${base}${url}`, { headers: { cookie } })),
    );
    for (const answer of answers) if (answer.status !== 200) throw new Error(`dashboard load: ${answer.status}`);
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    return performance.now() - t0;
  };
  const first: number[] = [];
  for (const cookie of cookies) first.push(await load(cookie));
  const again: number[] = [];
  for (const cookie of cookies) again.push(await load(cookie));
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const [f, a] = [sorted(first), sorted(again)];
  return {
    viewers: cookies.length,
    first: { p50: percentile(f, 50), p95: percentile(f, 95) },
    again: { p50: percentile(a, 50), p95: percentile(a, 95) },
  };
}

export async function benchDiscovery(input: {
  database: DatabaseHandle;
  members: number;
  label: string;
  seconds: number;
  connections: number;
  /** The generated members' id prefix (generateMembers), for benches that reuse them. */
  prefix?: string;
}): Promise<DiscoveryFigures> {
  const { database, members, label } = input;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-bench-disc-'));
  const started = performance.now();
  await generateMembers(database.db, members, { prefix: input.prefix ?? `b${Date.now().toString(36)}` });
  // A running installation's tables have been vacuumed: without this, the first reads of a million
  // fresh rows set their hint bits and autovacuum joins in the middle of the measurement.
  await database.db.execute(sql`vacuum analyze`);
  const generateSeconds = (performance.now() - started) / 1000;

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PORT: '0',
    RATE_LIMIT_SCALE: '100000',
    DEMO_DATA: 'false',
  });
  const app = await buildApp({ config, database, authSecret: 'bench-'.padEnd(40, 'x') });
  const passwordHash = await hashPassword(PASSWORD);
  // Today's figure: a premium member with no profile (everyone, newest first).
  const { cookie } = await benchMember(app, passwordHash, true, -1);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // Warm up, then measure.
  for (const query of QUERIES) await fetch(`${base}/api/discovery?${query}`, { headers: { cookie } });
  // Issue 46's floors: the same bytes from a bare route, and the same pages' SQL without HTTP, JSON
  // or sessions: every statement one request runs (the daily ceiling's check and count, the
  // viewer's preferences, the page, the relatives' suggestions), recorded as the driver sent them
  // and sent again, one at a time. Each row's load, floor and SQL run in alternating slices (ADR
  // 0063); the load generator runs in its own thread (as a client on another machine would): it
  // shares the two cores with the server, not the server's event loop.
  const statementsOf = async (viewerCookie: string) => {
    const recorded = [];
    for (const query of QUERIES)
      recorded.push(
        await recordStatements(database, () =>
          app.inject({ method: 'GET', url: `/api/discovery?${query}`, headers: { cookie: viewerCookie } }),
        ),
      );
    return recorded;
  };
  const bodiesOf = (viewerCookie: string) =>
    Promise.all(
      QUERIES.map(async (query) =>
        (await fetch(`${base}/api/discovery?${query}`, { headers: { cookie: viewerCookie } })).text(),
      ),
    );
  const floorSeconds = Math.min(input.seconds, 5);
  const measure = async (viewerCookie: string, statements: Awaited<ReturnType<typeof statementsOf>>) => {
    const bodies = await bodiesOf(viewerCookie);
    const runs: autocannon.Result[] = [];
    const measured = await interleaved({
      api: async () => {
        const slice = await load({
          base,
          paths: QUERIES.map((query) => `/api/discovery?${query}`),
          cookie: viewerCookie,
          seconds: input.seconds / SLICES,
          connections: input.connections,
          database,
        });
        runs.push(slice.result);
        return slice;
      },
      floor: () => httpFloor(bodies, floorSeconds / SLICES, input.connections),
      sql: () => aloneMicros(database, (round) => statements[round % statements.length]!.replay(), { minMs: 1_000 }),
    });
    return { measured, latency: latencyOf(measured.api, runs) };
  };

  const newestStatements = await statementsOf(cookie);
  const newest = await measure(cookie, newestStatements);
  // The same SQL's latency: one at a time, and from as many concurrent callers as the load had
  // connections.
  const timePage = async (round: number) => {
    const t0 = performance.now();
    await newestStatements[round % newestStatements.length]!.replay();
    return performance.now() - t0;
  };
  const alone: number[] = [];
  for (let round = 0; round < 400; round++) alone.push(await timePage(round));
  const concurrent: number[] = [];
  await Promise.all(
    Array.from({ length: input.connections }, async (_, caller) => {
      for (let round = 0; round < 40; round++) concurrent.push(await timePage(caller + round));
    }),
  );
  alone.sort((a, b) => a - b);
  concurrent.sort((a, b) => a - b);

  // D36: the same mix from a premium woman looking for a man with six preferences: best fit first.
  const fitViewer = await benchMember(app, passwordHash, true, 0);
  for (const query of QUERIES) await fetch(`${base}/api/discovery?${query}`, { headers: { cookie: fitViewer.cookie } });
  const fit = await measure(fitViewer.cookie, await statementsOf(fitViewer.cookie));

  const fitSeeker = await seekerOf(database.db, fitViewer.id, new Date());
  const filterSets = QUERIES.map((query) => discoveryQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
  const coldRepository = createDiscoveryRepository(database.db, { windowTtlMs: 0 });
  const coldSql = await aloneMicros(
    database,
    (round) => {
      const filters = filterSets[round % filterSets.length]!;
      return coldRepository.pageByFit(fitViewer.id, filters, fitSeeker, undefined, filters.limit, new Date());
    },
    { rounds: 80 },
  );
  const costs: CostRow[] = [
    { path: 'discovery, newest first (mix)', ...newest.measured, goal: 2 },
    { path: 'discovery, best fit first (mix)', ...fit.measured, goal: 2 },
  ];
  // D36: the first dashboard of the day of new (free) members with preferences, one at a time.
  const dashboardViewers: string[] = [];
  for (let index = 0; index < DASHBOARD_VIEWERS; index++)
    dashboardViewers.push((await benchMember(app, passwordHash, false, index)).cookie);
  const dashboard = await timeDashboards(base, dashboardViewers);

  let specDesign: DiscoveryFigures['specDesign'];
  if (members <= 200_000) {
    // The spec's design: every member with every field sent to the browser, filtered there.
    const t0 = performance.now();
    const all = (await database.db.execute(
      sql`select u.*, p.* from users u join profiles p on p.user_id = u.id`,
    )) as unknown as { rows: unknown[] };
    const body = JSON.stringify(all.rows);
    specDesign = { ms: performance.now() - t0, bytes: Buffer.byteLength(body) };
  }

  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    label,
    members,
    generateSeconds,
    api: newest.latency,
    rawSql: { p50: percentile(alone, 50), p95: percentile(alone, 95) },
    rawSqlConcurrent: { p50: percentile(concurrent, 50), p95: percentile(concurrent, 95) },
    ...(specDesign ? { specDesign } : {}),
    costs,
    rankMicros: { cold: coldSql, newestPage: newest.measured.sqlMicros },
    fitApi: fit.latency,
    dashboard,
  };
}

export function printDiscovery(figures: DiscoveryFigures[]) {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out('\nDiscovery (signed-in premium member, mixed filters, pages of 24, autocannon on the same 2 cores)');
  for (const f of figures) {
    out(
      `  ${f.label}: ${f.members.toLocaleString('en')} members (generated and vacuumed in ${f.generateSeconds.toFixed(1)} s)`,
    );
    out(
      `    API        ${Math.round(f.api.rps)} req/s   p50 ${ms(f.api.p50)}   p90 ${ms(f.api.p90)}   p97.5 ${ms(f.api.p97_5)}   errors ${f.api.errors}   ${Math.round(f.api.bytesPerResponse)} B/response`,
    );
    const ratio = (sqlP50: number) => (f.api.p50 / Math.max(0.01, sqlP50)).toFixed(1);
    out(
      `    API by fit ${Math.round(f.fitApi.rps)} req/s   p50 ${ms(f.fitApi.p50)}   p90 ${ms(f.fitApi.p90)}   p97.5 ${ms(f.fitApi.p97_5)}   errors ${f.fitApi.errors}   (a viewer with preferences, best fit first, D36)`,
    );
    out(
      `    first dashboard of the day (figures + 4 recommendations made), ${f.dashboard.viewers} members one at a time: ` +
        `p50 ${ms(f.dashboard.first.p50)}   p95 ${ms(f.dashboard.first.p95)}   (target p95 <= 100 ms); ` +
        `again the same day: p50 ${ms(f.dashboard.again.p50)}   p95 ${ms(f.dashboard.again.p95)}`,
    );
    out(
      `    its SQL alone, one at a time      p50 ${ms(f.rawSql.p50)}   p95 ${ms(f.rawSql.p95)}   (API p50 / SQL p50 = ${ratio(f.rawSql.p50)}x)`,
    );
    out(
      `    its SQL alone, 50 callers at once p50 ${ms(f.rawSqlConcurrent.p50)}   p95 ${ms(f.rawSqlConcurrent.p95)}   (API p50 / SQL p50 = ${ratio(f.rawSqlConcurrent.p50)}x; goal ≤ 1.3x at equal concurrency)`,
    );
    printCosts(
      `    Work per request (issue 46): server main-thread CPU beside its floors, ${f.label}`,
      f.costs,
      (line) => out(`  ${line}`),
    );
    const [newest, fit] = f.costs;
    if (newest && fit)
      out(
        `      best fit first ÷ newest first, CPU per request: ${(fit.api.cpuMicrosPerRequest / Math.max(1, newest.api.cpuMicrosPerRequest)).toFixed(2)}x (goal ≤ 1.5x); ` +
          `a window ranked afresh (SQL alone, no kept window): ${f.rankMicros.cold.toFixed(0)} µs = ${(f.rankMicros.cold / Math.max(1, f.rankMicros.newestPage)).toFixed(1)}x a newest-first request's SQL (${f.rankMicros.newestPage.toFixed(0)} µs), once per window and viewer's search every ${WINDOW_TTL_MS / 1000} s`,
      );
    if (f.specDesign) {
      out(
        `    spec design (every member to the browser): ${ms(f.specDesign.ms)} and ${(f.specDesign.bytes / 1_048_576).toFixed(1)} MiB per visit, ` +
          `${(f.specDesign.bytes / Math.max(1, f.api.bytesPerResponse)).toFixed(0)}x the bytes of one API page`,
      );
    }
  }
}
