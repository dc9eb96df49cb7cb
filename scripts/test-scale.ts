/**
 * `npm run test:scale`: the compose topology (compose.yaml) without Docker. Two real server
 * processes on one fresh PostgreSQL database and one S3-compatible store (s3rver on 127.0.0.1),
 * with a shared AUTH_SECRET (and Redis when TEST_REDIS_URL is set), and a member journey that
 * crosses them: sign in on one, act on the other, live events crossing, photos stored once, a
 * security throttle counted across both. Exits non-zero with the failed step on any failure.
 *
 * PostgreSQL: TEST_DATABASE_URL's server (CI sets it), else postgres://postgres@127.0.0.1:5432/postgres.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createS3Storage } from '#server/lib/storage.ts';
import { RATE_LIMIT_REDIS_PREFIX } from '#server/plugins/security.ts';
import { jpegWithGps, multipart } from '#server/test/images.ts';
import { openLiveStream } from '#server/test/live-stream.ts';
import { databaseUrl } from '#server/test/postgres-admin.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { startS3Server } from '#server/test/s3-server.ts';
import { freePort, startServerProcess, type ServerProcess } from '#server/test/server-process.ts';

/** The address members use: the reverse proxy's. Both instances see it as Origin (csrf.ts). */
const PUBLIC_URL = 'https://match.example.test';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL;

interface Instance {
  /** Where this instance listens (the proxy's upstream). */
  url: string;
  process: ServerProcess;
}

class StepFailed extends Error {}
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new StepFailed(message);
}

/** Checks a status; reads the body only to explain a failure. */
async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) {
    throw new StepFailed(`${what} answered ${response.status} (expected ${status}): ${await response.text()}`);
  }
}

let stepCount = 0;
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  stepCount += 1;
  const started = Date.now();
  try {
    const result = await work();
    process.stdout.write(`  ok ${stepCount} ${name} (${Date.now() - started} ms)\n`);
    return result;
  } catch (error) {
    process.stdout.write(`  FAILED ${stepCount} ${name}\n`);
    throw error;
  }
}

/** A client of one instance as the proxy would forward it: public Origin, the member's address. */
function client(server: Instance, clientIp: string) {
  return async (
    method: string,
    url: string,
    options: { cookie?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = {
      origin: PUBLIC_URL,
      'x-forwarded-for': clientIp,
      'x-forwarded-proto': 'https',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    };
    const body =
      options.json !== undefined ? JSON.stringify(options.json) : options.body && new Uint8Array(options.body);
    return fetch(`${server.url}${url}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  };
}

function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function main() {
  const cleanups: (() => Promise<unknown>)[] = [];
  const name = `dm_scale_${randomBytes(4).toString('hex')}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-scale-'));
  cleanups.push(async () => fs.rmSync(workDir, { recursive: true, force: true }));
  try {
    await step(`create database ${name}`, async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      cleanups.push(async () => {
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      });
    });
    const url = databaseUrl(adminUrl, name);

    const s3 = await step('start s3rver on 127.0.0.1 with bucket "photos"', async () => {
      const server = await startS3Server(path.join(workDir, 's3'));
      cleanups.push(() => server.close());
      return server;
    });
    const bucket = createS3Storage(s3.settings);

    const sharedSecret = randomBytes(32).toString('hex');
    const env = (instance: string, port: number): Record<string, string> => ({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      DATABASE_URL: url,
      DATA_DIR: path.join(workDir, instance),
      AUTH_SECRET: sharedSecret,
      ...s3.env,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    });
    // Both start together, as compose starts them: migrations take turns under the advisory lock.
    const [one, two] = await step('start two server processes on the database and the bucket', async () => {
      const ports = [await freePort(), await freePort()] as const;
      const results = await Promise.all([
        startServerProcess(env('app1', ports[0])),
        startServerProcess(env('app2', ports[1])),
      ]);
      for (const result of results) if (result.server) cleanups.push(() => result.server!.stop('SIGKILL'));
      for (const result of results) {
        check(result.server, `a server did not start (exit ${result.exitCode}):\n${result.output}`);
      }
      const instance = (index: 0 | 1): Instance => ({
        url: `http://127.0.0.1:${ports[index]}`,
        process: results[index]!.server!,
      });
      return [instance(0), instance(1)] as const;
    });

    await step('both instances are ready (/health/ready)', async () => {
      for (const server of [one, two]) {
        const response = await fetch(`${server.url}/health/ready`);
        check(response.status === 200, `${server.url}/health/ready answered ${response.status}`);
      }
    });

    const ipA = '203.0.113.10';
    const ipB = '203.0.113.20';
    const a = { email: `abigail.${name}@example.org`, password: 'Faithful-Heart-42', cookie: '', id: '' };
    const b = { email: `boaz.${name}@example.org`, password: 'Faithful-Heart-42', cookie: '', id: '' };

    await step('register Abigail on instance 1 and Boaz on instance 2', async () => {
      for (const [server, member, ip, firstName] of [
        [one, a, ipA, 'Abigail'],
        [two, b, ipB, 'Boaz'],
      ] as const) {
        const response = await client(server, ip)('POST', '/api/auth/register', {
          json: {
            firstName,
            lastName: 'Scale',
            email: member.email,
            countryCode: '+91',
            phoneNumber: '9876543210',
            password: member.password,
            confirmPassword: member.password,
          },
        });
        await expectStatus(response, 201, 'registration');
        member.id = ((await response.json()) as { account: { id: string } }).account.id;
      }
    });

    await step('sign in on instance 1; the same cookie is a session on instance 2', async () => {
      for (const member of [a, b]) {
        const response = await client(one, ipA)('POST', '/api/auth/login', {
          json: { email: member.email, password: member.password },
        });
        await expectStatus(response, 200, 'sign-in');
        member.cookie = sessionCookie(response);
        check(member.cookie !== '', 'sign-in set no cookie');
      }
      const session = await client(two, ipA)('GET', '/api/auth/session', { cookie: a.cookie });
      const body = (await session.json()) as { account?: { id: string } | null };
      check(
        session.status === 200 && body.account?.id === a.id,
        `instance 2 does not know the session: ${JSON.stringify(body)}`,
      );
    });

    await step('act on instance 2 with the session of instance 1 (save both profiles)', async () => {
      for (const [member, firstName, gender] of [
        [a, 'Abigail', 'Female'],
        [b, 'Boaz', 'Male'],
      ] as const) {
        const response = await client(two, ipA)('PUT', '/api/profiles/me', {
          cookie: member.cookie,
          json: completeProfile({ firstName, lastName: 'Scale', gender }),
        });
        await expectStatus(response, 200, 'saving a profile on instance 2');
      }
      const read = await client(one, ipA)('GET', '/api/profiles/me', { cookie: a.cookie });
      check(read.status === 200, `reading the profile back on instance 1 answered ${read.status}`);
      const profile = (await read.json()) as Record<string, unknown>;
      check(JSON.stringify(profile).includes('Abigail'), 'instance 1 does not see the profile saved on instance 2');
    });

    await step("a live event crosses instances: Abigail's interest on 1 reaches Boaz's stream on 2", async () => {
      const stream = openLiveStream(two.url, b.cookie);
      try {
        await stream.ready();
        check(stream.status === 200, `GET /api/events on instance 2 answered ${stream.status}`);
        const sent = await client(one, ipA)('POST', '/api/interests', { cookie: a.cookie, json: { receiverId: b.id } });
        await expectStatus(sent, 201, 'sending the interest');
        check(
          await stream.waitFor('interests', 5_000),
          `no "interests" event on instance 2 within 5 s: ${JSON.stringify(stream.events)}`,
        );
      } finally {
        stream.close();
      }
    });

    await step('a photo uploaded on instance 1 is served by instance 2 and stored once', async () => {
      const { payload, headers } = multipart(await jpegWithGps());
      const uploaded = await client(one, ipA)('POST', '/api/photos?kind=profile', {
        cookie: a.cookie,
        body: payload,
        headers,
      });
      await expectStatus(uploaded, 201, 'the upload');
      const photo = (await uploaded.json()) as { id: string; url: string };
      const fromTwo = await client(two, ipB)('GET', photo.url, { cookie: b.cookie });
      check(fromTwo.status === 200, `instance 2 answered ${fromTwo.status} for the photo`);
      const fromOne = await client(one, ipA)('GET', photo.url, { cookie: a.cookie });
      const [bytesTwo, bytesOne] = [Buffer.from(await fromTwo.arrayBuffer()), Buffer.from(await fromOne.arrayBuffer())];
      check(bytesTwo.length > 0 && bytesTwo.equals(bytesOne), 'the two instances serve different bytes');
      const keys = await bucket.list('photos/');
      check(
        keys.length === 2 && keys.every((key) => key.startsWith(`photos/${a.id}/${photo.id}/`)),
        `expected the display and thumbnail objects once in the bucket, found ${JSON.stringify(keys)}`,
      );
      const stored = await bucket.get(keys.find((key) => key.endsWith('display.webp'))!);
      check(stored?.equals(bytesTwo), 'the bucket holds other bytes than the instances serve');
      const database = new pg.Client({ connectionString: url });
      await database.connect();
      const rows = await database.query('select count(*)::int as n from photos');
      await database.end();
      check(rows.rows[0].n === 1, `expected one photos row, found ${rows.rows[0].n}`);
      for (const instance of ['app1', 'app2']) {
        check(!fs.existsSync(path.join(workDir, instance, 'photos')), `${instance} wrote photos to its own disk`);
      }
    });

    await step('the sign-in throttle counts failures on both instances as one (10 a minute per IP)', async () => {
      const attacker = '198.51.100.7';
      for (let attempt = 1; attempt <= 10; attempt++) {
        const server = attempt % 2 === 0 ? two : one;
        const response = await client(server, attacker)('POST', '/api/auth/login', {
          json: { email: a.email, password: 'Wrong-Password-1' },
        });
        check(response.status === 401, `failed sign-in ${attempt} answered ${response.status}`);
      }
      for (const server of [one, two]) {
        const response = await client(server, attacker)('POST', '/api/auth/login', {
          json: { email: a.email, password: a.password },
        });
        const body = (await response.json()) as { error?: { code: string } };
        check(
          response.status === 429 && body.error?.code === 'TOO_MANY_ATTEMPTS',
          `the 11th attempt on ${server.url} answered ${response.status} ${JSON.stringify(body)}`,
        );
      }
      // Another address is not affected.
      const other = await client(two, '198.51.100.8')('POST', '/api/auth/login', {
        json: { email: a.email, password: a.password },
      });
      check(other.status === 200, `sign-in from another address answered ${other.status}`);
    });

    if (redisUrl) {
      await step('the general request budget of both instances is one counter in Redis', async () => {
        const address = `198.51.${[...randomBytes(2)].join('.')}`; // runs may share one Redis
        const redis = new Redis(redisUrl);
        try {
          await redis.del(`${RATE_LIMIT_REDIS_PREFIX}${address}`);
          for (const server of [one, two, one]) await client(server, address)('GET', '/api/auth/session');
          const counted = Number(await redis.get(`${RATE_LIMIT_REDIS_PREFIX}${address}`));
          check(counted === 3, `expected 3 requests counted for ${address} in Redis, found ${counted}`);
        } finally {
          await redis.quit();
        }
      });
    }

    await step('both instances shut down gracefully (SIGTERM, exit 0)', async () => {
      const codes = await Promise.all([one.process.stop('SIGTERM'), two.process.stop('SIGTERM')]);
      check(
        codes.every((code) => code === 0),
        `exit codes ${codes.join(', ')}\n${one.process.output()}\n${two.process.output()}`,
      );
    });
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }
}

process.stdout.write(`test:scale — two instances, PostgreSQL, S3${redisUrl ? ', Redis' : ''}\n`);
try {
  await main();
  process.stdout.write(`test:scale passed (${stepCount} steps)\n`);
  process.exit(0);
} catch (error) {
  process.stderr.write(
    `test:scale failed: ${error instanceof StepFailed ? error.message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
}
