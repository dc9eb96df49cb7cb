import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_DEFAULT_MESSAGE } from '#shared/schemas/moderation.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import { asBrowser } from '#server/test/browser.ts';
import {
  cookieHeader,
  registerMember,
  registration,
  signIn,
  signedInMember,
  signedInSuperAdmin,
} from '#server/test/members.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';

/**
 * D42's maintenance mode on two instances of one database (each its own pool and LISTEN
 * connection on PostgreSQL; one embedded engine on PGlite): members and visitors are refused with
 * 503, Retry-After and the message; staff go on; members' sign-in makes no session; switching it
 * off on one instance restores the other within moments, without a restart.
 */
let database: TestDatabase;
let second: DatabaseHandle;
let one: FastifyInstance;
let two: FastifyInstance;
const dataDirs: string[] = [];
const secret = randomBytes(32).toString('hex');

async function instance(handle: DatabaseHandle) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-maintenance-'));
  dataDirs.push(dataDir);
  const config = loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = asBrowser(await buildApp({ config, database: handle, authSecret: secret }), config.publicUrl);
  await app.ready();
  return app;
}

let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
let member: Awaited<ReturnType<typeof signedInMember>>;
let moderator: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  database = await createTestDatabase();
  second = database.anotherHandle();
  one = await instance(database);
  two = await instance(second);
  admin = await signedInSuperAdmin(one);
  member = await signedInMember(one);
  moderator = await signedInMember(one);
  await one.services.accounts.setRole(moderator.account.id, 'moderator');
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await second?.close();
  await database?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const settings = (app: FastifyInstance, payload: object) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: { moderationMode: 'after', registrationOpen: true, ...payload },
  });

async function maintenance(app: FastifyInstance, on: boolean, message = '') {
  const answer = await settings(app, { maintenanceOn: on, maintenanceMessage: message });
  expect(answer.statusCode, answer.body).toBe(200);
}

const dashboard = (app: FastifyInstance, cookie?: string) =>
  app.inject({ url: '/api/dashboard', ...(cookie ? { headers: { cookie } } : {}) });

/** The message of a refusal (maintenance mode's, when it is on). */
const messageOf = (response: { json(): { error?: { message?: string } } }) => response.json().error?.message;

/** A refusal by maintenance mode: 503, Retry-After, the one error shape with the message. */
function expectRefused(response: Awaited<ReturnType<FastifyInstance['inject']>>, message: string) {
  expect(response.statusCode, response.body).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toEqual({ error: { code: 'MAINTENANCE', message, requestId: expect.any(String) } });
}

const sessionsOf = async (userId: string) =>
  (await database.db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId))).length;

afterEach(async () => {
  // Every test ends with maintenance off, whatever it checked.
  await settings(one, { maintenanceOn: false, maintenanceMessage: '' });
});

describe('maintenance mode (D42)', () => {
  it('refuses members and visitors with 503, Retry-After and the message; staff go on; off restores', async () => {
    expect((await dashboard(one, member.cookie)).statusCode).toBe(200);
    const message = 'We are moving to a new server tonight. Back by 6 am.';
    await maintenance(one, true, message);

    // A member's session that was open before: refused.
    expectRefused(await dashboard(one, member.cookie), message);
    expectRefused(await one.inject({ url: '/api/churches?q=a', headers: { cookie: member.cookie } }), message);
    // A visitor: refused on the API's public routes (registration, contact) and member routes.
    expectRefused(await dashboard(one), message);
    expectRefused(await one.inject({ method: 'POST', url: '/api/auth/register', payload: registration() }), message);
    // What everyone needs to learn about it stays open: the public settings, the session, health.
    const publicSettings = await one.inject({ url: '/api/settings' });
    expect(publicSettings.statusCode).toBe(200);
    expect(publicSettings.json()).toMatchObject({ maintenance: { on: true, message } });
    expect((await one.inject({ url: '/api/auth/session', headers: { cookie: member.cookie } })).statusCode).toBe(200);
    expect((await one.inject({ url: '/health/live' })).statusCode).toBeLessThan(500);

    // Staff keep full access: the super admin's panel, the moderator's queues.
    expect((await one.inject({ url: '/api/admin/settings', headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    expect((await dashboard(one, moderator.cookie)).statusCode).toBe(200);

    await maintenance(one, false);
    expect((await dashboard(one, member.cookie)).statusCode).toBe(200);
    expect((await one.inject({ url: '/api/settings' })).json()).toMatchObject({
      maintenance: { on: false, message: '' },
    });
  });

  it('answers the default message when the admin wrote none', async () => {
    await maintenance(one, true);
    expectRefused(await dashboard(one, member.cookie), MAINTENANCE_DEFAULT_MESSAGE);
  });

  it('refuses a member’s sign-in with the message and makes no session; staff sign in; a wrong password is answered as always', async () => {
    const { body, account } = await registerMember(one);
    const before = await sessionsOf(account.id);
    await maintenance(one, true, 'Closed for the evening.');

    expectRefused(await signIn(one, body.email, body.password), 'Closed for the evening.');
    expect(await sessionsOf(account.id)).toBe(before);
    const wrong = await signIn(one, body.email, `${body.password}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');

    const staff = await signIn(one, moderator.body.email, moderator.body.password);
    expect(staff.statusCode, staff.body).toBe(200);
    expect((await dashboard(one, cookieHeader(staff))).statusCode).toBe(200);

    await maintenance(one, false);
    const after = await signIn(one, body.email, body.password);
    expect(after.statusCode, after.body).toBe(200);
    expect((await dashboard(one, cookieHeader(after))).statusCode).toBe(200);
  });

  it('reaches the other instance within moments, on and off, and its check is remembered, not read each time', async () => {
    expect((await dashboard(two, member.cookie)).statusCode).toBe(200);
    await maintenance(one, true, 'Upgrading.');
    await expect
      .poll(async () => (await dashboard(two, member.cookie)).statusCode, { timeout: 2_000, interval: 20 })
      .toBe(503);
    expectRefused(await dashboard(two, member.cookie), 'Upgrading.');
    expect((await two.inject({ url: '/api/settings' })).json()).toMatchObject({ maintenance: { on: true } });
    expect((await dashboard(two, moderator.cookie)).statusCode).toBe(200);

    // Remembered: a change written behind the app's back (no announcement) is not seen at once. A
    // late announcement of an earlier change makes the instance read again (as it should): that
    // round proves nothing and is tried anew; an instance that read every time would fail each one.
    let remembered = false;
    for (let round = 1; round <= 5 && !remembered; round++) {
      const announced = `Upgrading, round ${round}.`;
      await maintenance(one, true, announced);
      await expect
        .poll(async () => messageOf(await dashboard(two, member.cookie)), { timeout: 2_000, interval: 20 })
        .toBe(announced);
      await database.db.execute(sql`update app_settings set maintenance_message = 'Behind its back.' where id = 1`);
      remembered = messageOf(await dashboard(two, member.cookie)) === announced;
    }
    expect(remembered).toBe(true);

    await maintenance(two, false);
    expect((await dashboard(two, member.cookie)).statusCode).toBe(200);
    await expect
      .poll(async () => (await dashboard(one, member.cookie)).statusCode, { timeout: 2_000, interval: 20 })
      .toBe(200);
  });

  it('keeps the change in the activity log, before → after', async () => {
    await maintenance(one, true, 'Audit me.');
    const entries = await database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'admin.settings_changed'));
    expect(entries.map((entry) => entry.detail)).toContainEqual(
      expect.objectContaining({
        changes: {
          maintenanceOn: { before: false, after: true },
          maintenanceMessage: { before: '', after: 'Audit me.' },
        },
      }),
    );
  });
});
