import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { signIn, signedInMember, signedInSuperAdmin } from '#server/test/members.ts';
import { parseMail, startSmtpCatcher } from '#server/test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * D42's data retention: deactivated this long, an account is deleted after an email 30 days
 * before. The clock is moved, never waited for; the emails are read from a real SMTP server.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
let now = new Date('2027-06-15T09:00:00.000Z');
const DAY = 86_400_000;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ ...smtp.env, LOG_LEVEL: 'error' }, { clock: () => now });
  admin = await signedInSuperAdmin(t.app);
  // The pass the app scheduled at start, run now; then the worker is held, so that each pass and
  // each email below is the tests' doing (drain()), not a background pass racing them.
  await t.app.services.jobs.drain();
  await t.app.services.jobs.stop();
});
afterAll(async () => {
  await t?.app.services.jobs.start();
  await t?.close();
  await smtp?.close();
});

type Person = Awaited<ReturnType<typeof signedInMember>>;

/** `months` calendar months and `days` days before the clock. */
function ago(months: number, days = 0) {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return new Date(at.getTime() - days * DAY);
}

const setRetention = async (retentionMonths: number | null) => {
  const answer = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: { moderationMode: 'after', registrationOpen: true, retentionMonths },
  });
  expect(answer.statusCode, answer.body).toBe(200);
};
const status = async (cookie = admin.cookie) =>
  t.app.inject({ method: 'GET', url: '/api/admin/retention', headers: { cookie } });
const account = async (id: string) => {
  const [row] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, id));
  return row;
};
const backdate = (id: string, deactivatedAt: Date) =>
  t.database.db.update(schema.users).set({ deactivatedAt }).where(eq(schema.users.id, id));

/** A member who deactivated their own account (D9) at `since`. */
async function selfDeactivated(since: Date, firstName = 'Martha'): Promise<Person> {
  const member = await signedInMember(t.app, { firstName });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/me/deactivate',
    headers: { cookie: member.cookie },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  await backdate(member.account.id, since);
  return member;
}

/** A member an administrator deactivated (spec §4) at `since`. */
async function adminDeactivated(since: Date): Promise<Person> {
  const member = await signedInMember(t.app);
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${member.account.id}/deactivate`,
    headers: { cookie: admin.cookie },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  await backdate(member.account.id, since);
  return member;
}

const noticesTo = (email: string) =>
  smtp.mails.filter((mail) => mail.to.includes(email) && mail.text.includes('will be deleted on'));

/** The activity log's entry of the account's deletion (its subject is gone: the detail names it, D22). */
const deletionOf = async (userId: string) =>
  (
    await t.database.db.select().from(schema.auditEvents).where(eq(schema.auditEvents.action, 'admin.user_deleted'))
  ).find((event) => (event.detail as { deletedUserId?: string }).deletedUserId === userId);

describe('data retention (D42)', () => {
  let longGone: Person;
  let eleven: Person;
  let ten: Person;
  let returning: Person;
  let byAdmin: Person;
  let staff: Person;

  it('off (the default): nobody is told or deleted, and nothing is scheduled', async () => {
    longGone = await selfDeactivated(ago(30), 'Tabitha');
    expect(await t.app.services.retention.run(now)).toEqual({ noticed: 0, deleted: 0 });
    await t.app.services.jobs.drain();
    expect(noticesTo(longGone.body.email)).toHaveLength(0);
    expect(await account(longGone.account.id)).toMatchObject({ accountStatus: 'deactivated', retentionNoticeAt: null });
    const answer = await status();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ months: null, noticed: 0, nextDeletionAt: null, dueForNotice: 0 });
  });

  it('12 months: a member deactivated 11 months ago is told once, in an email; 10 months ago, not yet; staff never', async () => {
    await setRetention(12);
    eleven = await selfDeactivated(ago(11, 3), 'Dorcas');
    ten = await selfDeactivated(ago(10));
    returning = await selfDeactivated(ago(11, 1), 'Lydia');
    byAdmin = await adminDeactivated(ago(11, 10));
    staff = await selfDeactivated(ago(30));
    await t.app.services.accounts.setRole(staff.account.id, 'moderator');

    // What the admin sees before the pass: four are told at the next pass, none scheduled yet.
    expect((await status()).json()).toEqual({ months: 12, noticed: 0, nextDeletionAt: null, dueForNotice: 4 });

    expect(await t.app.services.retention.run(now)).toEqual({ noticed: 4, deleted: 0 });
    // The emails go through the job queue (sent when drained; each send ends once the server took it).
    await t.app.services.jobs.drain();

    const [notice] = noticesTo(eleven.body.email);
    expect(notice).toBeDefined();
    const parsed = await parseMail(notice!);
    expect(parsed.subject).toBe('Your Divine Match account will be deleted on July 15, 2027');
    expect(notice!.text).toContain('deletes accounts that stay deactivated for 12 months');
    expect(notice!.text).toContain('sign in before then: signing in reactivates it');
    expect(notice!.text).toContain(`${t.config.publicUrl}/login`);
    // A member an administrator deactivated cannot sign in (D9): they ask the church office.
    const [toAdminDeactivated] = noticesTo(byAdmin.body.email);
    expect(toAdminDeactivated!.text).toContain('ask the church office to reactivate it before then');
    expect(toAdminDeactivated!.text).toContain(`${t.config.publicUrl}/#contact`);
    expect(noticesTo(longGone.body.email)).toHaveLength(1);
    expect(noticesTo(ten.body.email)).toHaveLength(0);
    expect(noticesTo(staff.body.email)).toHaveLength(0);
    expect((await account(eleven.account.id))?.retentionNoticeAt).toEqual(now);
    expect((await account(ten.account.id))?.retentionNoticeAt).toBeNull();
    expect((await account(staff.account.id))?.retentionNoticeAt).toBeNull();

    expect((await status()).json()).toEqual({
      months: 12,
      noticed: 4,
      nextDeletionAt: new Date(now.getTime() + 30 * DAY).toISOString(),
      dueForNotice: 0,
    });

    // Once, however often the pass runs.
    expect(await t.app.services.retention.run(now)).toEqual({ noticed: 0, deleted: 0 });
    await t.app.services.jobs.drain();
    expect(noticesTo(eleven.body.email)).toHaveLength(1);
  });

  it('30 days after the notice the account and its rows are gone, not a day before; a member who came back keeps theirs', async () => {
    const told = new Date(now);
    now = new Date(told.getTime() + 29 * DAY);
    expect((await t.app.services.retention.run(now)).deleted).toBe(0);
    expect(await account(eleven.account.id)).toBeDefined();

    // Signing in again reactivates (D9) and clears the notice.
    expect((await signIn(t.app, returning.body.email, returning.body.password)).statusCode).toBe(200);
    expect(await account(returning.account.id)).toMatchObject({ accountStatus: 'active', retentionNoticeAt: null });

    // The daily pass (the job each pass schedules for the next day) does the deletion.
    now = new Date(told.getTime() + 30 * DAY + 60_000);
    await t.app.services.jobs.drain();
    for (const gone of [eleven, longGone, byAdmin]) {
      expect(await account(gone.account.id)).toBeUndefined();
      const profiles = await t.database.db
        .select()
        .from(schema.profiles)
        .where(eq(schema.profiles.userId, gone.account.id));
      expect(profiles).toEqual([]);
    }
    expect(await account(returning.account.id)).toMatchObject({ accountStatus: 'active' });
    expect(await account(staff.account.id)).toMatchObject({ accountStatus: 'deactivated', retentionNoticeAt: null });
    // Ten months then, eleven now: not yet 12 months less 30 days.
    expect(await account(ten.account.id)).toMatchObject({ accountStatus: 'deactivated', retentionNoticeAt: null });

    // The activity log: the admin's deletion, by the system.
    expect(await deletionOf(eleven.account.id)).toMatchObject({
      actorId: null,
      subjectUserId: null,
      detail: { deletedUserId: eleven.account.id, by: 'system', reason: 'retention', retentionMonths: 12 },
    });
    expect((await status()).json()).toEqual({ months: 12, noticed: 0, nextDeletionAt: null, dueForNotice: 0 });
  });

  it('turning retention off stops the pending deletions; on again, each member is told again before any deletion', async () => {
    now = new Date(now.getTime() + 2 * DAY);
    expect((await status()).json()).toMatchObject({ dueForNotice: 1 });
    expect(await t.app.services.retention.run(now)).toEqual({ noticed: 1, deleted: 0 });
    expect((await account(ten.account.id))?.retentionNoticeAt).toEqual(now);
    await setRetention(null);
    expect((await account(ten.account.id))?.retentionNoticeAt).toBeNull();
    now = new Date(now.getTime() + 31 * DAY);
    expect(await t.app.services.retention.run(now)).toEqual({ noticed: 0, deleted: 0 });
    expect(await account(ten.account.id)).toMatchObject({ accountStatus: 'deactivated' });

    await setRetention(12);
    expect(await t.app.services.retention.run(now)).toEqual({ noticed: 1, deleted: 0 });
    expect(await account(ten.account.id)).toMatchObject({ accountStatus: 'deactivated', retentionNoticeAt: now });

    // An administrator's reactivation clears the notice too.
    const activated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${ten.account.id}/activate`,
      headers: { cookie: admin.cookie },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(await account(ten.account.id)).toMatchObject({ accountStatus: 'active', retentionNoticeAt: null });
    expect((await status()).json()).toEqual({ months: 12, noticed: 0, nextDeletionAt: null, dueForNotice: 0 });
  });

  it('only the super admin reads what is scheduled', async () => {
    const member = await signedInMember(t.app);
    expect((await status(member.cookie)).statusCode).toBe(403);
    await t.app.services.accounts.setRole(member.account.id, 'moderator');
    expect((await status(member.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/retention' })).statusCode).toBe(401);
  });
});
