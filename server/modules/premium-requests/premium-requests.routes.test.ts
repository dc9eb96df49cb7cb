import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { signedInMember, signedInSuperAdmin } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** D41, 'Premium granted by the church office': ask, grant for a term, reminder, end; decline; who may. */
let t: TestApp;
let now = new Date('2027-01-10T09:00:00.000Z');
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  admin = await signedInSuperAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const setMode = async (membershipMode: string) => {
  const answer = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: { moderationMode: 'after', registrationOpen: true, membershipMode },
  });
  expect(answer.statusCode, answer.body).toBe(200);
};
const ask = (cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/premium-requests', headers: { cookie }, payload });
const mine = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/premium-requests/me', headers: { cookie } })).json();
const pending = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/premium-requests', headers: { cookie: admin.cookie } })).json();
const decide = (id: string, how: 'grant' | 'decline', payload: object, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/admin/premium-requests/${id}/${how}`, headers: { cookie }, payload });
const account = async (id: string) => {
  const [row] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, id));
  return row!;
};
const notifications = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })).json().notifications as {
    kind: string;
    title: string;
    path: string;
  }[];
const requestOf = async (memberId: string) =>
  ((await pending()).requests as { id: string; memberId: string }[]).find((r) => r.memberId === memberId)!;
const lastAudit = async (action: string, subjectUserId: string) => {
  const [entry] = await t.database.db
    .select()
    .from(schema.auditEvents)
    .where(and(eq(schema.auditEvents.action, action), eq(schema.auditEvents.subjectUserId, subjectUserId)))
    .orderBy(desc(schema.auditEvents.createdAt))
    .limit(1);
  return entry;
};

describe('Premium granted by the church office (D41)', () => {
  it('a member may ask only while the church office grants Premium', async () => {
    const member = await signedInMember(t.app);
    await setMode('free_and_premium');
    const refused = await ask(member.cookie, { message: 'Please' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { code: 'PREMIUM_NOT_GRANTED', message: 'Premium is not granted by the church office in this community.' },
    });
    await setMode('full_access');
    expect((await ask(member.cookie)).statusCode).toBe(403);
    expect((await mine(member.cookie)).request).toBeNull();
  });

  it('one pending request at a time, a message of at most 500 characters; the admin sees it and the count', async () => {
    await setMode('granted');
    const member = await signedInMember(t.app, { firstName: 'Ruth' });
    const long = await ask(member.cookie, { message: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('A message can be at most 500 characters.');
    const before = (await pending()).pending as number;
    const asked = await ask(member.cookie, { message: '  I serve in the choir.  ' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toEqual({ message: 'Your request was sent to the church office.' });
    const again = await ask(member.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'PREMIUM_REQUEST_PENDING', message: 'Your request is already with the church office.' },
    });
    expect(await mine(member.cookie)).toMatchObject({
      membershipMode: 'granted',
      membershipType: 'free',
      premiumUntil: null,
      request: { status: 'pending', message: 'I serve in the choir.', declineReason: null },
    });
    const list = await pending();
    expect(list.pending).toBe(before + 1);
    expect(list.requests).toContainEqual(
      expect.objectContaining({
        memberId: member.account.id,
        firstName: 'Ruth',
        message: 'I serve in the choir.',
        membershipType: 'free',
      }),
    );
    expect((await lastAudit('member.premium_requested', member.account.id))?.actorId).toBe(member.account.id);
  });

  it('non-admins may neither list nor decide; a visitor may not ask', async () => {
    await setMode('granted');
    const member = await signedInMember(t.app);
    expect((await ask(member.cookie)).statusCode).toBe(201);
    const { id } = await requestOf(member.account.id);
    const other = await signedInMember(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/premium-requests', headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await decide(id, 'grant', { termMonths: 6 }, other.cookie)).statusCode).toBe(403);
    expect((await decide(id, 'grant', { termMonths: 6 }, member.cookie)).statusCode).toBe(403);
    expect((await decide(id, 'decline', { reason: 'No' }, other.cookie)).statusCode).toBe(403);
    await t.database.db.update(schema.users).set({ role: 'moderator' }).where(eq(schema.users.id, other.account.id));
    expect((await decide(id, 'grant', { termMonths: 6 }, other.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/premium-requests', payload: {} })).statusCode).toBe(401);
    expect((await account(member.account.id)).membershipType).toBe('free');
    expect((await decide(id, 'decline', { reason: 'Tidying up' })).statusCode).toBe(200);
  });

  it('a grant of 6 months makes the member premium until then; told 14 days before, once; at the end Free, by the system', async () => {
    await setMode('granted');
    const member = await signedInMember(t.app);
    expect((await ask(member.cookie, { message: 'Thank you' })).statusCode).toBe(201);
    const { id } = await requestOf(member.account.id);
    expect((await decide(id, 'grant', { termMonths: 5 })).statusCode).toBe(400);
    const granted = await decide(id, 'grant', { termMonths: 6 });
    expect(granted.statusCode, granted.body).toBe(200);
    const until = new Date('2027-07-10T09:00:00.000Z');
    expect(await account(member.account.id)).toMatchObject({
      membershipType: 'premium',
      upgradedById: admin.account.id,
      premiumUntil: until,
      premiumReminderSentAt: null,
    });
    expect(await mine(member.cookie)).toMatchObject({
      membershipType: 'premium',
      premiumUntil: until.toISOString(),
      request: { status: 'granted', termMonths: 6 },
    });
    expect(await lastAudit('admin.premium_granted', member.account.id)).toMatchObject({
      actorId: admin.account.id,
      detail: { requestId: id, termMonths: 6, premiumUntil: until.toISOString() },
    });
    expect(await notifications(member.cookie)).toContainEqual(
      expect.objectContaining({
        kind: 'premium_granted',
        title: 'The church office granted you Premium',
        path: '/premium-upgrade',
      }),
    );
    expect((await decide(id, 'grant', { termMonths: 3 })).statusCode).toBe(409);
    expect((await decide(id, 'decline', { reason: 'Changed my mind' })).statusCode).toBe(409);

    // 15 days before the end: not yet.
    now = new Date(until.getTime() - 15 * DAY);
    await t.app.services.jobs.drain();
    expect((await notifications(member.cookie)).filter((n) => n.kind === 'premium_ending')).toHaveLength(0);

    // 13 days before: told the date, once however often the pass runs.
    now = new Date(until.getTime() - 13 * DAY);
    await t.app.services.jobs.drain();
    await t.app.services.premiumRequests.runTerms(now);
    const ending = (await notifications(member.cookie)).filter((n) => n.kind === 'premium_ending');
    expect(ending).toEqual([expect.objectContaining({ title: 'Your Premium ends on 2027-07-10' })]);
    expect((await account(member.account.id)).premiumReminderSentAt).toEqual(now);
    expect((await account(member.account.id)).membershipType).toBe('premium');

    // The end: Free, downgraded by nobody (the system), recorded as the spec's downgrade.
    now = new Date(until.getTime() + 60_000);
    await t.app.services.jobs.drain();
    expect(await account(member.account.id)).toMatchObject({
      membershipType: 'free',
      downgradedAt: now,
      downgradedById: null,
      premiumUntil: null,
      premiumReminderSentAt: null,
    });
    expect(await lastAudit('admin.user_downgraded', member.account.id)).toMatchObject({
      actorId: null,
      detail: { by: 'system', reason: 'term_ended' },
    });
    expect((await mine(member.cookie)).premiumUntil).toBeNull();
    now = new Date('2027-01-10T09:00:00.000Z');
  });

  it('a term that ended while no instance ran ends at the next pass (premium_until set in the past)', async () => {
    const member = await signedInMember(t.app);
    await t.database.db
      .update(schema.users)
      .set({ membershipType: 'premium', premiumUntil: new Date(now.getTime() - DAY) })
      .where(eq(schema.users.id, member.account.id));
    await t.app.services.premiumRequests.scheduleTerms();
    await t.app.services.jobs.drain();
    expect(await account(member.account.id)).toMatchObject({
      membershipType: 'free',
      premiumUntil: null,
      downgradedById: null,
    });
    // No reminder for a term already over.
    expect((await notifications(member.cookie)).filter((n) => n.kind === 'premium_ending')).toHaveLength(0);
  });

  it('a decline needs a reason, which the member reads; they are told, and may ask again', async () => {
    await setMode('granted');
    const member = await signedInMember(t.app);
    expect((await ask(member.cookie)).statusCode).toBe(201);
    const { id } = await requestOf(member.account.id);
    const bare = await decide(id, 'decline', { reason: '   ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('Please give a reason.');
    expect((await decide(id, 'decline', {})).statusCode).toBe(400);
    const declined = await decide(id, 'decline', { reason: 'Please complete your profile first.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await mine(member.cookie)).toMatchObject({
      membershipType: 'free',
      request: { status: 'declined', declineReason: 'Please complete your profile first.' },
    });
    expect(await lastAudit('admin.premium_declined', member.account.id)).toMatchObject({
      actorId: admin.account.id,
      detail: { requestId: id, reason: 'Please complete your profile first.' },
    });
    expect(await notifications(member.cookie)).toContainEqual(
      expect.objectContaining({ kind: 'premium_declined', title: 'The church office declined your Premium request' }),
    );
    expect((await account(member.account.id)).membershipType).toBe('free');
    expect((await ask(member.cookie)).statusCode).toBe(201);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'grant', { termMonths: null })).statusCode).toBe(404);
  });

  it('until revoked has no end; the Manage modal’s Upgrade and Downgrade clear a granted term', async () => {
    await setMode('granted');
    const member = await signedInMember(t.app);
    expect((await ask(member.cookie)).statusCode).toBe(201);
    expect((await decide((await requestOf(member.account.id)).id, 'grant', { termMonths: null })).statusCode).toBe(200);
    expect(await account(member.account.id)).toMatchObject({ membershipType: 'premium', premiumUntil: null });

    const termed = await signedInMember(t.app);
    expect((await ask(termed.cookie)).statusCode).toBe(201);
    expect((await decide((await requestOf(termed.account.id)).id, 'grant', { termMonths: 3 })).statusCode).toBe(200);
    expect((await account(termed.account.id)).premiumUntil).toEqual(new Date('2027-04-10T09:00:00.000Z'));
    const upgrade = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${termed.account.id}/upgrade`,
      headers: { cookie: admin.cookie },
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    expect(await account(termed.account.id)).toMatchObject({ membershipType: 'premium', premiumUntil: null });
    // Until revoked: the term's jobs, when due, leave the member premium.
    await t.app.services.jobs.drain(new Date('2027-05-01T00:00:00.000Z'));
    expect((await account(termed.account.id)).membershipType).toBe('premium');

    await t.database.db
      .update(schema.users)
      .set({ premiumUntil: new Date('2027-09-01T00:00:00.000Z') })
      .where(eq(schema.users.id, termed.account.id));
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${termed.account.id}/downgrade`,
      headers: { cookie: admin.cookie },
    });
    expect(await account(termed.account.id)).toMatchObject({
      membershipType: 'free',
      premiumUntil: null,
      downgradedById: admin.account.id,
    });
    await setMode('free_and_premium');
  });
});
