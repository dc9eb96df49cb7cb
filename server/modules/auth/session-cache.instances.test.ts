import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { asBrowser } from '#server/test/browser.ts';
import { loadConfig } from '#server/config/config.ts';
import { selectRows, type DatabaseHandle } from '#server/db/database.ts';
import { cookieHeader, registerMember, signIn } from '#server/test/members.ts';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '#server/test/test-database.ts';

/**
 * The session cache (ADR 0021) on two instances of one database: whatever changes an account or a
 * session, by whatever route, is seen by the instance that made it at once and by every other one
 * as soon as the database announces it.
 */
let database: TestDatabase;
let second: DatabaseHandle;
let one: FastifyInstance;
let two: FastifyInstance;
const dataDirs: string[] = [];
const secret = randomBytes(32).toString('hex');

async function instance(handle: DatabaseHandle) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-cache-'));
  dataDirs.push(dataDir);
  const config = loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = asBrowser(await buildApp({ config, database: handle, authSecret: secret }), config.publicUrl);
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  second = database.anotherHandle();
  one = await instance(database);
  two = await instance(second);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await second?.close();
  await database?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function member(firstName: string) {
  const { body, account } = await registerMember(one, { firstName });
  return { id: account.id, cookie: cookieHeader(await signIn(one, body.email, body.password)) };
}

/** What the instance answers for the cookie: the membership, or 'signed out'. */
async function seenBy(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await app.inject({ url: '/api/auth/session', headers: { cookie } });
  const account = (response.json() as { account: { membershipType: string } | null }).account;
  return account ? account.membershipType : 'signed out';
}

const setMembership = (id: string, membership: 'free' | 'premium') =>
  database.db.execute(sql`update users set membership_type = ${membership} where id = ${id}`);

describe('the session cache across instances', () => {
  it('remembers sessions: with the announcements switched off, a change goes unseen', async () => {
    const ruth = await member('Ruth');
    expect(await seenBy(one, ruth.cookie)).toBe('free');
    await database.db.execute(sql`alter table users disable trigger users_account_changed`);
    try {
      await setMembership(ruth.id, 'premium');
      expect(await seenBy(one, ruth.cookie)).toBe('free');
    } finally {
      await database.db.execute(sql`alter table users enable trigger users_account_changed`);
    }
    await setMembership(ruth.id, 'premium');
    expect(await seenBy(one, ruth.cookie)).toBe('premium');
  });

  it('shows an instance its own change at once, on every request that follows', async () => {
    const boaz = await member('Boaz');
    for (let round = 0; round < 10; round++) {
      const membership = round % 2 === 0 ? 'premium' : 'free';
      expect(await seenBy(one, boaz.cookie)).not.toBe(membership);
      await setMembership(boaz.id, membership);
      expect(await seenBy(one, boaz.cookie)).toBe(membership);
    }
  });

  it('shows another instance a change, a deactivation and a sign-out as soon as they are announced', async () => {
    const naomi = await member('Naomi');
    expect(await seenBy(two, naomi.cookie)).toBe('free');
    await setMembership(naomi.id, 'premium');
    await expect.poll(() => seenBy(two, naomi.cookie), { timeout: 2_000, interval: 20 }).toBe('premium');

    await database.db.execute(sql`update users set account_status = 'deactivated' where id = ${naomi.id}`);
    await expect.poll(() => seenBy(two, naomi.cookie), { timeout: 2_000, interval: 20 }).toBe('signed out');

    const orpah = await member('Orpah');
    expect(await seenBy(two, orpah.cookie)).toBe('free');
    const logout = await one.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: orpah.cookie } });
    expect(logout.statusCode).toBe(200);
    expect(await seenBy(one, orpah.cookie)).toBe('signed out');
    await expect.poll(() => seenBy(two, orpah.cookie), { timeout: 2_000, interval: 20 }).toBe('signed out');
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'trusts nothing it remembered once its LISTEN connection drops, and resumes after reconnecting',
    async () => {
      const jesse = await member('Jesse');
      expect(await seenBy(two, jesse.cookie)).toBe('free');
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
      );
      await setMembership(jesse.id, 'premium');
      // No announcement reaches anyone now: only forgetting at the gap shows the change.
      await expect.poll(() => seenBy(two, jesse.cookie), { timeout: 2_000, interval: 20 }).toBe('premium');
      // Listening again: the next change is announced (and remembered sessions are trusted again).
      const listening = async () => {
        const [row] = await selectRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
        );
        return row?.n;
      };
      await expect.poll(listening, { timeout: 5_000, interval: 50 }).toBeGreaterThanOrEqual(2);
      expect(await seenBy(two, jesse.cookie)).toBe('premium');
      await setMembership(jesse.id, 'free');
      await expect.poll(() => seenBy(two, jesse.cookie), { timeout: 2_000, interval: 20 }).toBe('free');
    },
  );
});
