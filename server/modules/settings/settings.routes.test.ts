import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { signedInSuperAdmin } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** The System Settings of D41 and D42 beside D31's: read, changed in part, refused when out of range, audited. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInSuperAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const put = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin.cookie }, payload });
const current = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin.cookie } })).json();

describe('System Settings (D41, D42)', () => {
  it('a new community starts with the spec: free and premium, no maintenance, passwords of 6, sessions of 30 days, no retention', async () => {
    expect(await current()).toEqual({
      moderationMode: 'after',
      registrationOpen: true,
      membershipMode: 'free_and_premium',
      maintenanceOn: false,
      maintenanceMessage: '',
      passwordMinLength: 6,
      sessionIdleMinutes: 43_200,
      sessionLifetimeDays: null,
      retentionMonths: null,
      backupSchedule: 'off',
      backupKeep: 7,
    });
  });

  it('a change that leaves the later settings out keeps them; the log says what changed, before → after', async () => {
    expect((await put({ moderationMode: 'after', registrationOpen: true, passwordMinLength: 10 })).statusCode).toBe(
      200,
    );
    const answer = await put({ moderationMode: 'before', registrationOpen: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ moderationMode: 'before', passwordMinLength: 10 });
    const [entry] = await t.database.db
      .select()
      .from(schema.auditEvents)
      .where(
        and(eq(schema.auditEvents.action, 'admin.settings_changed'), eq(schema.auditEvents.actorId, admin.account.id)),
      )
      .orderBy(desc(schema.auditEvents.createdAt))
      .limit(1);
    expect(entry?.detail).toMatchObject({ changes: { moderationMode: { before: 'after', after: 'before' } } });
    expect(Object.keys((entry?.detail as { changes: object }).changes)).toEqual(['moderationMode']);
    await put({ moderationMode: 'after', registrationOpen: true, passwordMinLength: 6 });
  });

  it('never lowers the password minimum below the spec’s 6, and refuses a mode that is not one of the three', async () => {
    const low = await put({ moderationMode: 'after', registrationOpen: true, passwordMinLength: 5 });
    expect(low.statusCode).toBe(400);
    expect(low.body).toContain('The minimum password length cannot be below 6.');
    const mode = await put({ moderationMode: 'after', registrationOpen: true, membershipMode: 'pay_per_view' });
    expect(mode.statusCode).toBe(400);
    expect(mode.body).toContain('Choose how membership works.');
    expect(await current()).toMatchObject({ passwordMinLength: 6, membershipMode: 'free_and_premium' });
  });

  it('logs a maintenance message holding half an emoji (a lone surrogate) instead of failing with a 500', async () => {
    const answer = await put({
      moderationMode: 'after',
      registrationOpen: true,
      maintenanceMessage: 'Back soon \udfff\ud800',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'admin.settings_changed'))
      .orderBy(desc(schema.auditEvents.createdAt))
      .limit(1);
    expect(entry?.detail).toMatchObject({ changes: { maintenanceMessage: { after: 'Back soon \ufffd\ufffd' } } });
    await put({ moderationMode: 'after', registrationOpen: true, maintenanceMessage: '' });
  });

  it('takes only the offered session and retention choices (D42), and null for no limit', async () => {
    const idle = await put({ moderationMode: 'after', registrationOpen: true, sessionIdleMinutes: 45 });
    expect(idle.statusCode).toBe(400);
    expect(idle.body).toContain('Choose how long a session may stay unused.');
    const lifetime = await put({ moderationMode: 'after', registrationOpen: true, sessionLifetimeDays: 0 });
    expect(lifetime.body).toContain('Choose how long a session may last.');
    const retention = await put({ moderationMode: 'after', registrationOpen: true, retentionMonths: 3 });
    expect(retention.body).toContain('Choose after how many months deactivated accounts are deleted.');
    const saved = await put({
      moderationMode: 'after',
      registrationOpen: true,
      sessionIdleMinutes: 120,
      sessionLifetimeDays: 7,
      retentionMonths: 12,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await current()).toMatchObject({ sessionIdleMinutes: 120, sessionLifetimeDays: 7, retentionMonths: 12 });
    await put({
      moderationMode: 'after',
      registrationOpen: true,
      sessionIdleMinutes: 43_200,
      sessionLifetimeDays: null,
      retentionMonths: null,
    });
    expect(await current()).toMatchObject({
      sessionIdleMinutes: 43_200,
      sessionLifetimeDays: null,
      retentionMonths: null,
    });
  });
});
