import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { cookieHeader, signedInMember, signedInSuperAdmin, signIn } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createAuth, sessionTokenOf, type Auth } from './auth.ts';

/**
 * D42's session policy through the API: a session keeps the rules in force when it began; it ends
 * after its idle timeout without a request and at the end of its lifetime whatever its use. The
 * clock is moved by moving the session's recorded times back, not waited.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
/** A better-auth instance with the app's secret: it reads the session token of a cookie. */
let auth: Auth;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInSuperAdmin(t.app);
  auth = createAuth({
    config: t.config,
    logger: t.app.log,
    secret: t.authSecret,
    db: t.database.db,
    mailer: { send: async () => {} } as never,
    accounts: t.app.services.accounts,
    sessionRules: t.app.services.settings.sessionRules,
  });
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const { sessions } = schema;

async function setPolicy(sessionIdleMinutes: number, sessionLifetimeDays: number | null) {
  const answer = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: { moderationMode: 'after', registrationOpen: true, sessionIdleMinutes, sessionLifetimeDays },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function sessionOf(cookie: string) {
  const token = (await sessionTokenOf(auth, cookie))!;
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
  return { token, row: row! };
}

const me = (cookie: string) => t.app.inject({ url: '/api/accounts/me', headers: { cookie } });

describe('session policy (D42)', () => {
  it('applies a change from the next sign-in: a session open before keeps its rules', async () => {
    await setPolicy(43_200, null);
    const member = await signedInMember(t.app);
    const before = await sessionOf(member.cookie);
    expect(before.row).toMatchObject({ idleMinutes: 43_200, endsAt: null });
    expect(before.row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * MINUTE);

    await setPolicy(30, 1);
    expect((await me(member.cookie)).statusCode).toBe(200);
    expect((await sessionOf(member.cookie)).row).toMatchObject({ idleMinutes: 43_200, endsAt: null });

    const again = await signIn(t.app, member.body.email, member.body.password);
    expect(again.statusCode).toBe(200);
    const after = await sessionOf(cookieHeader(again));
    expect(after.row.idleMinutes).toBe(30);
    expect(after.row.endsAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * MINUTE);
    expect(after.row.endsAt!.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 60 * MINUTE);
    expect(after.row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * MINUTE);
    await setPolicy(43_200, null);
  });

  it('signs a member out after the idle timeout without a request, and keeps a used session going', async () => {
    await setPolicy(30, null);
    const idle = await signedInMember(t.app);
    const used = await signedInMember(t.app);
    await setPolicy(43_200, null);

    // Last used 31 minutes ago: its 30 minutes have run out.
    const { token } = await sessionOf(idle.cookie);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(sessions.token, token));
    expect((await me(idle.cookie)).statusCode).toBe(401);

    // Last used 10 minutes ago: a request gives it 30 minutes again.
    const usedSession = await sessionOf(used.cookie);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 20 * MINUTE) })
      .where(eq(sessions.token, usedSession.token));
    expect((await me(used.cookie)).statusCode).toBe(200);
    const slid = (await sessionOf(used.cookie)).row.expiresAt.getTime();
    expect(slid).toBeGreaterThan(Date.now() + 29 * MINUTE);
    expect(slid).toBeLessThanOrEqual(Date.now() + 30 * MINUTE);
  });

  it('ends a session at its lifetime however busy it is', async () => {
    await setPolicy(120, 1);
    const member = await signedInMember(t.app);
    await setPolicy(43_200, null);
    const { token } = await sessionOf(member.cookie);
    // Begun a day less ten minutes ago: use cannot carry it past its end.
    const endsAt = new Date(Date.now() + 10 * MINUTE);
    await t.database.db.update(sessions).set({ endsAt, expiresAt: endsAt }).where(eq(sessions.token, token));
    expect((await me(member.cookie)).statusCode).toBe(200);
    expect((await sessionOf(member.cookie)).row.expiresAt.getTime()).toBe(endsAt.getTime());

    await t.database.db
      .update(sessions)
      .set({ endsAt: new Date(Date.now() - MINUTE), expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(sessions.token, token));
    expect((await me(member.cookie)).statusCode).toBe(401);
  });
});
