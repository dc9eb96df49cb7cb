/**
 * Issue 46's other hot paths, on a database that already holds generated members (the discovery
 * bench's, PGlite or PostgreSQL): the server runs in this process (as in bench/discovery.ts), so its
 * CPU per request is this process's main thread's while the load generator runs in a thread of its
 * own; each path beside the HTTP floor for the same bytes and, where a repository or service call
 * can be timed alone, its SQL.
 * - the dashboard (GET /api/dashboard, a member with a profile and preferences)
 * - recommendations, the first of the day (a fresh member each request, made up front) and later
 *   (the same member again)
 * - registration's submit (POST /api/auth/register, a new email each; goal ≤ 500 ms server time)
 * - sign-in (POST /api/auth/login; argon2's verification runs on libuv's pool: the whole process's
 *   CPU is printed beside the main thread's)
 * - a photo served, as it is and blurred (D33: the owner shows photos only to accepted matches)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { memberOf } from '#server/lib/member.ts';
import type { RequestContext } from '#server/lib/request-context.ts';
import { registerRequestSchema } from '#shared/schemas/registration.ts';
import { createPhotosRepository } from '#server/modules/photos/photos.repository.ts';
import {
  aloneMicros,
  httpFloor,
  interleaved,
  load,
  loadList,
  postFloor,
  printCosts,
  SLICES,
  type CostRow,
  type ListRequest,
  type Load,
} from './cost.ts';
import { benchMember, PASSWORD } from './discovery.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

export interface PathsFigures {
  label: string;
  members: number;
  costs: CostRow[];
  /** Registration's submit one at a time: the server's time per registration (client on 127.0.0.1). */
  registration: { count: number; p50: number; p95: number; errors: number };
  /** Main thread and whole process CPU per request of the POSTs (argon2 runs on libuv's pool). */
  posts: { path: string; load: Load }[];
  notes: string[];
}

const REGISTER_PATH = '/api/auth/register';

/** What a service call needs of a request (server/lib/request-context.ts), for the service alone. */
function serviceContext(): RequestContext {
  return { ip: '127.0.0.1', requestId: 'bench', cookie: undefined, headers: new Headers({ 'user-agent': 'bench' }) };
}

/** A registration body with an email of its own. */
function registration(tag: string, index: number) {
  return JSON.stringify({
    firstName: 'Bench',
    lastName: 'Registrant',
    email: `bench.register.${tag}.${index}@example.org`,
    countryCode: '+91',
    phoneNumber: '9876543210',
    password: 'Faithful-Heart-42',
    confirmPassword: 'Faithful-Heart-42',
  });
}

async function memberById(app: App, id: string) {
  const account = await app.services.accounts.findById(id);
  if (!account) throw new Error(`no account ${id}`);
  return memberOf(account);
}

/** Uploads a generated JPEG as the member's profile photo: its id. */
async function uploadPhoto(base: string, cookie: string, seed: number): Promise<string> {
  const image = await sharp({
    create: { width: 900, height: 1200, channels: 3, background: { r: 40 + seed * 30, g: 90, b: 160 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="900" height="1200"><circle cx="450" cy="500" r="300" fill="#e8b"/><rect x="200" y="900" width="500" height="200" fill="#395"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${base}/api/photos?kind=profile`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  if (response.status !== 201) throw new Error(`photo upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function ok(base: string, path: string, cookie: string) {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export async function benchPaths(input: {
  database: DatabaseHandle;
  members: number;
  label: string;
  seconds: number;
  connections: number;
  /** Fresh members for the first recommendations of the day (each asked once). */
  fresh?: number;
  registrations?: number;
}): Promise<PathsFigures> {
  const { database, seconds, connections } = input;
  const fresh = input.fresh ?? 300;
  const registrations = input.registrations ?? 200;
  const floorSeconds = Math.min(seconds, 5);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-bench-paths-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PORT: '0',
    RATE_LIMIT_SCALE: '100000',
    DEMO_DATA: 'false',
  });
  const app = await buildApp({ config, database, authSecret: 'bench-'.padEnd(40, 'x') });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const passwordHash = await hashPassword(PASSWORD);
    const costs: CostRow[] = [];
    const notes: string[] = [];

    // Each path's load, HTTP floor and SQL run in SLICES alternating rounds (ADR 0063): a slice of
    // each is a share of its time, and of a list of requests made once each.
    const sliceSeconds = seconds / SLICES;
    const floorSliceSeconds = floorSeconds / SLICES;
    const sqlMs = 1_000;
    const share = <T>(list: T[], slice: number) => {
      const size = Math.ceil(list.length / SLICES);
      return list.slice(slice * size, (slice + 1) * size);
    };
    /** A GET of one member, again and again, beside the same bytes from a bare route and its SQL alone. */
    const getRow = async (
      label: string,
      route: string,
      cookie: string,
      body: string | Buffer,
      call: () => Promise<unknown>,
      contentType?: string,
    ): Promise<CostRow> => ({
      path: label,
      ...(await interleaved({
        api: () => load({ base, paths: [route], cookie, seconds: sliceSeconds, connections, database }),
        floor: () => httpFloor([body], floorSliceSeconds, connections, contentType),
        sql: () => aloneMicros(database, call, { minMs: sqlMs }),
      })),
      goal: 2,
    });

    // The dashboard: a free member with a profile and preferences, today's recommendations made.
    const viewer = await benchMember(app, passwordHash, false, 1);
    const viewerMember = await memberById(app, viewer.id);
    await ok(base, '/api/recommendations', viewer.cookie);
    const dashboardBody = await (await ok(base, '/api/dashboard', viewer.cookie)).text();
    costs.push(
      await getRow('dashboard (GET /api/dashboard)', '/api/dashboard', viewer.cookie, dashboardBody, () =>
        app.services.dashboard.forMember(viewerMember),
      ),
    );
    notes.push('dashboard: SQL = dashboard.forMember alone (its six queries at once, with their small JS)');

    // Recommendations, the first of the day: `fresh` new members, each asked once; the SQL alone on
    // as many others (recommendations.forToday, the service call: lock, choose, save and the cards);
    // the floor answers the first lists of 20 more.
    const firstCookies: string[] = [];
    for (let index = 0; index < fresh; index++)
      firstCookies.push((await benchMember(app, passwordHash, false, index)).cookie);
    const aloneMembers: Awaited<ReturnType<typeof memberById>>[] = [];
    const aloneCount = Math.min(fresh, 100);
    for (let index = 0; index < aloneCount; index++)
      aloneMembers.push(await memberById(app, (await benchMember(app, passwordHash, false, index)).id));
    const firstBodies: string[] = [];
    for (let index = 0; index < 20; index++)
      firstBodies.push(
        await (
          await ok(base, '/api/recommendations', (await benchMember(app, passwordHash, false, index)).cookie)
        ).text(),
      );
    costs.push({
      path: `recommendations, first of the day`,
      ...(await interleaved({
        api: (slice) =>
          loadList({
            base,
            requests: share(firstCookies, slice).map((cookie) => ({
              method: 'GET',
              path: '/api/recommendations',
              headers: { cookie },
            })),
            seconds: Math.max(seconds, 60),
            connections,
            once: true,
            database,
          }),
        floor: () => httpFloor(firstBodies, floorSliceSeconds, connections),
        sql: (slice) => {
          const members = share(aloneMembers, slice);
          return aloneMicros(database, (round) => app.services.recommendations.forToday(members[round]!), {
            rounds: members.length,
            once: true,
          });
        },
      })),
      goal: 2,
    });
    const laterBody = await (await ok(base, '/api/recommendations', viewer.cookie)).text();
    costs.push(
      await getRow('recommendations, later (same member)', '/api/recommendations', viewer.cookie, laterBody, () =>
        app.services.recommendations.forToday(viewerMember),
      ),
    );
    notes.push(
      `recommendations: first of the day = ${fresh} new members with preferences, each asked once (the API row's requests); ` +
        `SQL = recommendations.forToday alone (choose and save for ${aloneCount} other new members; later: the same member's kept list)`,
    );

    // A photo served: owner A shows photos to every member (as it is), owner B only to accepted
    // matches (D33: blurred, made once per instance and kept); the viewer is premium.
    const photoViewer = await benchMember(app, passwordHash, true, 2);
    const ownerA = await benchMember(app, passwordHash, false, 3);
    const ownerB = await benchMember(app, passwordHash, false, 4);
    const photoA = await uploadPhoto(base, ownerA.cookie, 1);
    const photoB = await uploadPhoto(base, ownerB.cookie, 2);
    const privacy = await fetch(`${base}/api/photos/privacy`, {
      method: 'PUT',
      headers: { cookie: ownerB.cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ photosVisibleTo: 'accepted' }),
    });
    if (privacy.status !== 200) throw new Error(`photo privacy: ${privacy.status} ${await privacy.text()}`);
    const photos = createPhotosRepository(database.db);
    for (const [label, photoId, owner] of [
      ['photo, as it is', photoA, ownerA.id],
      ['photo, blurred (D33)', photoB, ownerB.id],
    ] as const) {
      const photoPath = `/api/photos/${photoId}/display`;
      const bytes = Buffer.from(await (await ok(base, photoPath, photoViewer.cookie)).arrayBuffer());
      costs.push(
        await getRow(
          `${label}, ${(bytes.length / 1024).toFixed(1)} KiB`,
          photoPath,
          photoViewer.cookie,
          bytes,
          async () => {
            await photos.findById(photoId);
            return photos.ownerFor(photoViewer.id, owner, photoId);
          },
          'image/webp',
        ),
      );
    }
    notes.push(
      'photos: SQL = photos.findById + photos.ownerFor alone; the file is read from local storage (DATA_DIR) in the API row, not in its floor',
    );

    // Sign-in: the same member again and again (a session row each).
    const signer = await benchMember(app, passwordHash, false, -1);
    const signInRequests: ListRequest[] = Array.from({ length: 20 }, () => ({
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: signer.email, password: PASSWORD }),
    }));
    const signInAnswer = await fetch(`${base}/api/auth/login`, signInRequests[0]!);
    const signInBody = await signInAnswer.text();
    if (signInAnswer.status !== 200) throw new Error(`sign-in: ${signInAnswer.status} ${signInBody}`);
    const signIn = await interleaved({
      api: () => loadList({ base, requests: signInRequests, seconds: sliceSeconds, connections, database }),
      floor: () => postFloor(signInBody, signInRequests, floorSliceSeconds, connections),
      sql: () =>
        aloneMicros(
          database,
          () => app.services.auth.login({ email: signer.email, password: PASSWORD }, serviceContext()),
          {
            rounds: 50,
            minMs: sqlMs,
          },
        ),
    });
    costs.push({ path: 'sign-in (POST /api/auth/login)', ...signIn });

    // Registration's submit: a new email each, `registrations` at `connections`, then 20 one at a time.
    const tag = Date.now().toString(36);
    const registerRequests = (from: number, count: number): ListRequest[] =>
      Array.from({ length: count }, (_, index) => ({
        method: 'POST',
        path: REGISTER_PATH,
        headers: { 'content-type': 'application/json', origin: base },
        body: registration(tag, from + index),
      }));
    // The service alone registers as many others, from the same schema's parsed bodies.
    const aloneRegistrations = registerRequests(200_000, Math.min(registrations, 100)).map((request) =>
      registerRequestSchema.parse(JSON.parse(request.body ?? '{}')),
    );
    const firstRegistration = await fetch(`${base}${REGISTER_PATH}`, registerRequests(-1, 1)[0]!);
    const registerBody = await firstRegistration.text();
    if (firstRegistration.status !== 201) throw new Error(`registration: ${firstRegistration.status} ${registerBody}`);
    const register = await interleaved({
      api: (slice) =>
        loadList({
          base,
          requests: share(registerRequests(0, registrations), slice),
          seconds: Math.max(seconds, 120),
          connections,
          once: true,
          database,
        }),
      floor: () => postFloor(registerBody, registerRequests(100_000, 2_000), floorSliceSeconds, connections, 201),
      sql: (slice) => {
        const bodies = share(aloneRegistrations, slice);
        return aloneMicros(database, (round) => app.services.auth.register(bodies[round]!, serviceContext()), {
          rounds: bodies.length,
          once: true,
        });
      },
    });
    costs.push({ path: 'registration submit (POST)', ...register });
    const oneAtATime = await loadList({
      base,
      requests: registerRequests(registrations, 20),
      seconds: 120,
      connections: 1,
      once: true,
    });
    notes.push(
      'sign-in and registration: SQL = the service call alone (auth.login, auth.register: throttles, SQL, the session; argon2 runs on libuv’s pool, outside the main thread, on both sides; the whole process below)',
    );

    return {
      label: input.label,
      members: input.members,
      costs,
      registration: { count: oneAtATime.requests, p50: oneAtATime.p50, p95: oneAtATime.p95, errors: oneAtATime.errors },
      posts: [
        { path: 'sign-in', load: signIn.api },
        { path: 'registration submit', load: register.api },
      ],
      notes,
    };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printPaths(figures: PathsFigures) {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  printCosts(
    `Hot paths (issue 46), ${figures.label}, ${figures.members.toLocaleString('en')} members: server main-thread CPU per request beside the HTTP floor (same bytes, bare Fastify) and the SQL alone; goal for reads: CPU ≤ 2x (HTTP floor + SQL); latency at the load's connections beside the floor's`,
    figures.costs,
  );
  for (const note of figures.notes) out(`    ${note}`);
  for (const { path, load } of figures.posts)
    out(
      `    ${path}: main thread (on PostgreSQL with the database's backends) ${load.cpuMicrosPerRequest.toFixed(0)} µs/request, whole server process (libuv pool: argon2; backends not counted) ${(load.processMicrosPerRequest ?? 0).toFixed(0)} µs/request`,
    );
  const r = figures.registration;
  out(
    `    registration submit one at a time (server time, ${r.count} registrations): p50 ${r.p50} ms   p95 ${r.p95} ms   errors ${r.errors}   ` +
      `(goal ≤ 500 ms: ${r.p95 <= 500 ? 'met' : 'missed'})`,
  );
}
