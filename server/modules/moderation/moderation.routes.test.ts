import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { discoveryMessages } from '#shared/schemas/discovery.ts';
import {
  DISMISSED_REPORT_DAYS,
  HOLD_AFTER_REPORTS,
  moderationMessages,
  NEW_ACCOUNT_DAYS,
} from '#shared/schemas/moderation.ts';
import { schema } from '#server/db/schema.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import { multipart, png } from '#server/test/images.ts';
import { block, nextIp, registration, signedInMember, signedInSuperAdmin } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
let moderator: Awaited<ReturnType<typeof signedInMember>>;
let viewer: Awaited<ReturnType<typeof signedInMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInSuperAdmin(t.app);
  moderator = await signedInMember(t.app);
  await t.app.services.accounts.setRole(moderator.account.id, 'moderator');
  viewer = await signedInMember(t.app);
});
afterAll(async () => {
  await t?.close();
});
// Each test starts in the default mode with registration open.
afterEach(async () => {
  await setSettings({ moderationMode: 'after', registrationOpen: true });
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

async function setSettings(settings: { moderationMode: 'after' | 'before'; registrationOpen: boolean }) {
  const response = await call(admin.cookie, 'PUT', '/api/admin/settings', settings);
  expect(response.statusCode, response.body).toBe(200);
}

/** A member who registered and saved their profile (a new profile in the queue). */
async function newMember(firstName = 'Miriam') {
  const member = await signedInMember(t.app, { firstName });
  const saved = await call(member.cookie, 'PUT', '/api/profiles/me', completeProfile({ firstName }));
  expect(saved.statusCode, saved.body).toBe(200);
  return member;
}

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * Issue 43: a member whose reports count toward a hold: a verified email, a complete profile and an
 * account older than NEW_ACCOUNT_DAYS (aged in the database: the account's row is what the rule reads).
 */
async function inGoodStanding(firstName = 'Priscilla') {
  const member = await newMember(firstName);
  await t.database.db
    .update(schema.users)
    .set({ emailVerified: true, createdAt: daysAgo(NEW_ACCOUNT_DAYS + 1) })
    .where(eq(schema.users.id, member.account.id));
  return member;
}

const seenBy = async (cookie: string, userId: string) =>
  (await call(cookie, 'GET', `/api/profiles/${userId}`)).statusCode;
const queue = async () => (await call(moderator.cookie, 'GET', '/api/moderation/queue')).json();
const review = async (cookie: string) => (await call(cookie, 'GET', '/api/profiles/me')).json().review;
const notices = (userId: string) =>
  t.database.db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.memberId, userId), eq(schema.notifications.kind, 'moderation')));
const auditOf = async (userId: string) =>
  (await t.app.services.audit.listForSubject(userId)).map((event) => event.action);

describe('who moderates (D31, D6)', () => {
  it('admits moderators, admins and super admins to the Moderation routes; members are refused everywhere', async () => {
    const plainAdmin = await signedInMember(t.app);
    await t.app.services.accounts.setRole(plainAdmin.account.id, 'admin');
    for (const staff of [moderator, plainAdmin, admin])
      expect((await call(staff.cookie, 'GET', '/api/moderation/queue')).body).toContain('"counts"');
    expect((await call(undefined, 'GET', '/api/moderation/queue')).statusCode).toBe(401);
    const target = await newMember();
    for (const [method, url, body] of [
      ['GET', '/api/moderation/queue'],
      ['GET', '/api/moderation/reports'],
      ['POST', `/api/moderation/profiles/${target.account.id}/approve`],
      ['POST', `/api/moderation/profiles/${target.account.id}/reject`, { reason: 'No' }],
      ['POST', `/api/moderation/held/${target.account.id}/release`],
    ] as const) {
      const response = await call(viewer.cookie, method, url, body);
      expect(response.statusCode, url).toBe(403);
    }
    expect((await review(target.cookie)).status).toBe('pending');
  });

  it('keeps the Super Admin Panel and System Settings from moderators', async () => {
    for (const url of ['/api/admin/users', '/api/admin/reports', '/api/admin/settings'])
      expect((await call(moderator.cookie, 'GET', url)).statusCode, url).toBe(403);
    const put = await call(moderator.cookie, 'PUT', '/api/admin/settings', {
      moderationMode: 'before',
      registrationOpen: false,
    });
    expect(put.statusCode).toBe(403);
    expect((await call(admin.cookie, 'GET', '/api/admin/settings')).json()).toMatchObject({
      moderationMode: 'after',
      registrationOpen: true,
    });
  });
});

describe('review after publishing (the default)', () => {
  it('shows a new profile at once, queues it with what changed, and tells the member of the approval', async () => {
    const member = await newMember('Hannah');
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(200);
    const item = (await queue()).profiles.find((p: { userId: string }) => p.userId === member.account.id);
    expect(item).toMatchObject({ name: 'Hannah Thomas', isNew: true });
    // What the first save filled in; the name was there since registration.
    expect(item.changes).toEqual(
      expect.arrayContaining([
        { field: 'gender', value: 'Female' },
        { field: 'city', value: 'Kochi' },
      ]),
    );
    expect(item.changes.map((change: { field: string }) => change.field)).not.toContain('firstName');
    expect(item.changes.map((change: { field: string }) => change.field)).not.toContain('phoneNumber');
    expect(JSON.stringify(item)).not.toContain(member.body.email);

    const approved = await call(moderator.cookie, 'POST', `/api/moderation/profiles/${member.account.id}/approve`);
    expect(approved.json()).toEqual({ message: moderationMessages.profileApproved });
    expect(await review(member.cookie)).toMatchObject({ status: 'approved', visible: true });
    expect((await call(member.cookie, 'GET', '/api/profiles/me')).json().isProfileApproved).toBe(true);
    expect(await notices(member.account.id)).toHaveLength(1);
    expect(await auditOf(member.account.id)).toContain('moderation.profile_approved');
    // Decided once: a second decision is refused, and the profile left the queue.
    const again = await call(moderator.cookie, 'POST', `/api/moderation/profiles/${member.account.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(moderationMessages.notInQueue);
    expect((await queue()).profiles.map((p: { userId: string }) => p.userId)).not.toContain(member.account.id);

    // A change sends the profile back to the queue, with only what changed; it stays visible.
    await call(member.cookie, 'PUT', '/api/profiles/me', completeProfile({ firstName: 'Hannah', city: 'Pune' }));
    const changed = (await queue()).profiles.find((p: { userId: string }) => p.userId === member.account.id);
    expect(changed).toMatchObject({ isNew: false, changes: [{ field: 'city', value: 'Pune' }] });
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(200);
  });

  it('hides a rejected profile until the member changes it, telling them why', async () => {
    const member = await newMember('Ruth');
    const empty = await call(moderator.cookie, 'POST', `/api/moderation/profiles/${member.account.id}/reject`, {
      reason: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe(moderationMessages.reasonRequired);
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(200);

    const reason = 'Please remove the phone number from About Me.';
    const rejected = await call(moderator.cookie, 'POST', `/api/moderation/profiles/${member.account.id}/reject`, {
      reason,
    });
    expect(rejected.json()).toEqual({ message: moderationMessages.profileRejected });
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(404);
    expect(await review(member.cookie)).toMatchObject({ status: 'rejected', reason, visible: false });
    expect(await notices(member.account.id)).toHaveLength(1);
    expect(await auditOf(member.account.id)).toContain('moderation.profile_rejected');
    // Others never read the reason.
    expect((await call(viewer.cookie, 'GET', `/api/profiles/${member.account.id}`)).body).not.toContain(reason);

    // Saving the same profile changes nothing: still hidden.
    await call(member.cookie, 'PUT', '/api/profiles/me', completeProfile({ firstName: 'Ruth' }));
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(404);
    // A change: waiting again, and visible at once in this mode.
    await call(member.cookie, 'PUT', '/api/profiles/me', completeProfile({ firstName: 'Ruth', hobbies: 'Choir' }));
    expect(await review(member.cookie)).toMatchObject({ status: 'pending', reason: null, visible: true });
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(200);
  });
});

describe('review before publishing', () => {
  it('hides a new member from others until a moderator approves; the member sees that it waits', async () => {
    await setSettings({ moderationMode: 'before', registrationOpen: true });
    const member = await newMember('Esther');
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(404);
    const discovered = await call(viewer.cookie, 'GET', '/api/discovery?firstName=Esther');
    expect(discovered.body).not.toContain(member.account.id);
    expect(await review(member.cookie)).toMatchObject({ status: 'pending', visible: false });

    await call(moderator.cookie, 'POST', `/api/moderation/profiles/${member.account.id}/approve`);
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(200);
    expect(await review(member.cookie)).toMatchObject({ status: 'approved', visible: true });
  });

  it('shows or hides every waiting profile at once when the mode changes', async () => {
    const member = await newMember('Lydia');
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(200);
    await setSettings({ moderationMode: 'before', registrationOpen: true });
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(404);
    expect((await queue()).mode).toBe('before');
    await setSettings({ moderationMode: 'after', registrationOpen: true });
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(200);
    const changes = await t.database.db
      .select({ actorId: schema.auditEvents.actorId })
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'admin.settings_changed'));
    expect(changes.length).toBeGreaterThanOrEqual(2);
    expect(changes.every((change) => change.actorId === admin.account.id)).toBe(true);
  });

  it('refuses a settings body that is not one of the choices', async () => {
    for (const body of [{ moderationMode: 'never', registrationOpen: true }, { moderationMode: 'after' }, {}]) {
      const response = await call(admin.cookie, 'PUT', '/api/admin/settings', body);
      expect(response.statusCode).toBe(400);
    }
    expect((await call(admin.cookie, 'GET', '/api/admin/settings')).json().moderationMode).toBe('after');
  });
});

describe('photos (D31)', () => {
  async function upload(cookie: string) {
    const { payload, headers } = multipart(await png(), 'photo.png', 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photos?kind=gallery',
      payload,
      headers: { ...headers, cookie },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().photo?.id ?? response.json().id;
  }

  it('queues a new photo; a rejected one is hidden from others and its owner reads why', async () => {
    const member = await newMember('Naomi');
    await t.app.services.accounts.setMembership(viewer.account.id, 'premium');
    const photoId = (await upload(member.cookie)) as string;
    expect((await queue()).photos.map((p: { id: string }) => p.id)).toContain(photoId);
    expect((await call(viewer.cookie, 'GET', `/api/photos/${photoId}/thumbnail`)).statusCode).toBe(200);
    expect((await call(moderator.cookie, 'GET', `/api/photos/${photoId}/display`)).statusCode).toBe(200);

    const reason = 'Only you should be in your photos.';
    const rejected = await call(moderator.cookie, 'POST', `/api/moderation/photos/${photoId}/reject`, { reason });
    expect(rejected.json()).toEqual({ message: moderationMessages.photoRejected });
    expect((await call(viewer.cookie, 'GET', `/api/photos/${photoId}/thumbnail`)).statusCode).toBe(404);
    const view = (await call(viewer.cookie, 'GET', `/api/profiles/${member.account.id}`)).json();
    expect(JSON.stringify(view.galleryPhotos ?? [])).not.toContain(photoId);
    expect((await review(member.cookie)).photos).toEqual([{ id: photoId, status: 'rejected', reason, shown: false }]);
    expect((await call(member.cookie, 'GET', `/api/photos/${photoId}/thumbnail`)).statusCode).toBe(200);
    expect(await auditOf(member.account.id)).toContain('moderation.photo_rejected');
    const again = await call(moderator.cookie, 'POST', `/api/moderation/photos/${photoId}/approve`);
    expect(again.statusCode).toBe(409);
  });

  it('does not show a waiting photo in "before" mode until it is approved', async () => {
    const member = await newMember('Dinah');
    await call(moderator.cookie, 'POST', `/api/moderation/profiles/${member.account.id}/approve`);
    await setSettings({ moderationMode: 'before', registrationOpen: true });
    const photoId = (await upload(member.cookie)) as string;
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(200);
    expect((await call(viewer.cookie, 'GET', `/api/photos/${photoId}/thumbnail`)).statusCode).toBe(404);
    expect((await review(member.cookie)).photos).toEqual([
      { id: photoId, status: 'pending', reason: null, shown: false },
    ]);
    await call(moderator.cookie, 'POST', `/api/moderation/photos/${photoId}/approve`);
    expect((await call(viewer.cookie, 'GET', `/api/photos/${photoId}/thumbnail`)).statusCode).toBe(200);
  });
});

describe('the three-report hold (D31)', () => {
  /** A report from `remoteAddress` (by default one of its own, so no test meets another's throttle). */
  const report = (cookie: string, reportedUserId: string, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie },
      remoteAddress,
      payload: { reportedUserId, reason: 'fake_profile', description: 'Stock photos' },
    });
  const isHeld = async (member: { cookie: string }) => (await review(member.cookie)).onHold as boolean;
  const pendingAbout = async (name: string) =>
    (await call(moderator.cookie, 'GET', '/api/moderation/reports?status=pending'))
      .json()
      .reports.filter((r: { reportedUserName: string }) => r.reportedUserName === name);

  it('holds a member reported by 3 different members until a moderator releases them', async () => {
    const member = await newMember('Jezebel');
    const reporters = await Promise.all([1, 2, 3].map(() => inGoodStanding()));
    for (const reporter of reporters.slice(0, 2))
      expect((await report(reporter.cookie, member.account.id)).statusCode).toBe(201);
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(200);
    expect((await report(reporters[2]!.cookie, member.account.id)).statusCode).toBe(201);
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(404);
    expect(await review(member.cookie)).toMatchObject({ onHold: true, visible: false });
    const held = (await queue()).held.find((h: { userId: string }) => h.userId === member.account.id);
    expect(held).toMatchObject({ name: 'Jezebel Thomas', reasons: ['fake_profile'] });
    expect(await auditOf(member.account.id)).toContain('moderation.member_held');
    const [heldEvent] = (await t.app.services.audit.listForSubject(member.account.id)).filter(
      (event) => event.action === 'moderation.member_held',
    );
    expect(heldEvent?.detail).toEqual({ reports: HOLD_AFTER_REPORTS });

    // The moderators' report list names the reported member.
    const reports = (await call(moderator.cookie, 'GET', '/api/moderation/reports?status=pending')).json().reports;
    expect(reports.filter((r: { reportedUserName: string }) => r.reportedUserName === 'Jezebel Thomas')).toHaveLength(
      3,
    );

    const released = await call(moderator.cookie, 'POST', `/api/moderation/held/${member.account.id}/release`);
    expect(released.json()).toEqual({ message: moderationMessages.holdReleased });
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(200);
    expect(await auditOf(member.account.id)).toContain('moderation.hold_released');
    // The reports were decided with the hold: one more report does not hold the member again.
    const pending = (await call(moderator.cookie, 'GET', '/api/moderation/reports?status=pending')).json().reports;
    expect(pending.filter((r: { reportedUserName: string }) => r.reportedUserName === 'Jezebel Thomas')).toHaveLength(
      0,
    );
    expect((await report(viewer.cookie, member.account.id)).statusCode).toBe(201);
    expect(await seenBy(reporters[0]!.cookie, member.account.id)).toBe(200);
    const notHeld = await call(moderator.cookie, 'POST', `/api/moderation/held/${member.account.id}/release`);
    expect(notHeld.statusCode).toBe(409);
    expect(errorOf(notHeld).message).toBe(moderationMessages.notHeld);
  });

  it('ends a hold with a rejection: hidden until changed, the reports resolved', async () => {
    const member = await newMember('Delilah');
    const reporters = await Promise.all([1, 2, 3].map(() => inGoodStanding()));
    for (const reporter of reporters) await report(reporter.cookie, member.account.id);
    await call(moderator.cookie, 'POST', `/api/moderation/profiles/${member.account.id}/approve`);
    const rejected = await call(moderator.cookie, 'POST', `/api/moderation/profiles/${member.account.id}/reject`, {
      reason: 'Reported as a fake profile.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await review(member.cookie)).toMatchObject({ status: 'rejected', onHold: false, visible: false });
    const rows = await t.database.db
      .select({ status: schema.reports.status })
      .from(schema.reports)
      .where(eq(schema.reports.reportedUserId, member.account.id));
    expect(rows.map((row) => row.status)).toEqual(['resolved', 'resolved', 'resolved']);
  });

  it('does not hold a member reported by three throwaway accounts; their reports still reach the moderators (issue 43)', async () => {
    const member = await newMember('Abigail');
    // Fresh from one address, no profile, email unverified: the probe's accounts.
    const address = nextIp();
    const throwaways = await Promise.all([1, 2, 3].map(() => signedInMember(t.app)));
    for (const throwaway of throwaways)
      expect((await report(throwaway.cookie, member.account.id, address)).statusCode).toBe(201);
    expect(await isHeld(member)).toBe(false);
    expect(await seenBy(viewer.cookie, member.account.id)).toBe(200);
    expect(await pendingAbout('Abigail Thomas')).toHaveLength(3);
  });

  it('does not count a reporter the reported member blocked (issue 43)', async () => {
    const member = await newMember('Athaliah');
    const [first, second, blocked, fourth] = await Promise.all([1, 2, 3, 4].map(() => inGoodStanding()));
    await block(t.database.db, member.account.id, blocked!.account.id);
    for (const reporter of [first, second, blocked])
      expect((await report(reporter!.cookie, member.account.id)).statusCode).toBe(201);
    expect(await isHeld(member)).toBe(false);
    expect(await pendingAbout('Athaliah Thomas')).toHaveLength(3);
    expect((await report(fourth!.cookie, member.account.id)).statusCode).toBe(201);
    expect(await isHeld(member)).toBe(true);
  });

  it(`does not count a reporter with a report dismissed in the last ${DISMISSED_REPORT_DAYS} days (issue 43)`, async () => {
    const member = await newMember('Maacah');
    const other = await newMember('Orpah');
    const [first, second, dismissedLately, dismissedLongAgo] = await Promise.all(
      [1, 2, 3, 4].map(() => inGoodStanding()),
    );
    const dismissed = (reporterId: string, days: number) =>
      t.database.db.insert(schema.reports).values({
        reporterId,
        reportedUserId: other.account.id,
        reason: 'other',
        status: 'dismissed',
        createdAt: daysAgo(days + 1),
        dismissedAt: daysAgo(days),
        dismissedById: moderator.account.id,
      });
    await dismissed(dismissedLately!.account.id, DISMISSED_REPORT_DAYS - 1);
    await dismissed(dismissedLongAgo!.account.id, DISMISSED_REPORT_DAYS + 1);
    for (const reporter of [first, second, dismissedLately])
      expect((await report(reporter!.cookie, member.account.id)).statusCode).toBe(201);
    expect(await isHeld(member)).toBe(false);
    expect((await report(dismissedLongAgo!.cookie, member.account.id)).statusCode).toBe(201);
    expect(await isHeld(member)).toBe(true);
  });

  it("throttles new accounts' reports from one address; an established member there still reports (issue 43)", async () => {
    const { limit } = THROTTLE_RULES.newAccountReportsPerIp;
    const target = await newMember('Zeruiah');
    const address = nextIp();
    const fresh = await Promise.all(Array.from({ length: limit + 1 }, () => signedInMember(t.app)));
    const answers = [];
    for (const account of fresh) answers.push(await report(account.cookie, target.account.id, address));
    expect(answers.slice(0, limit).map((answer) => answer.statusCode)).toEqual(Array(limit).fill(201));
    const refused = answers[limit]!;
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({
      code: 'TOO_MANY_NEW_ACCOUNT_REPORTS',
      message: discoveryMessages.tooManyNewAccountReports,
    });
    const established = await inGoodStanding();
    expect((await report(established.cookie, target.account.id, address)).statusCode).toBe(201);
  });

  it('lets moderators decide reports', async () => {
    const member = await newMember('Tamar');
    await report(viewer.cookie, member.account.id);
    const [pending] = (await call(moderator.cookie, 'GET', '/api/moderation/reports?status=pending'))
      .json()
      .reports.filter((r: { reportedUserId: string }) => r.reportedUserId === member.account.id);
    const resolved = await call(moderator.cookie, 'POST', `/api/moderation/reports/${pending.id}/resolve`);
    expect(resolved.statusCode).toBe(200);
    expect((await call(moderator.cookie, 'POST', `/api/moderation/reports/${pending.id}/dismiss`)).statusCode).toBe(
      409,
    );
  });
});

describe('registration open or closed (D31)', () => {
  it('refuses new accounts while closed, and says so to visitors', async () => {
    await setSettings({ moderationMode: 'after', registrationOpen: false });
    expect((await call(undefined, 'GET', '/api/settings')).json()).toMatchObject({ registrationOpen: false });
    const body = registration();
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: 'REGISTRATION_CLOSED',
      message: moderationMessages.registrationClosed,
    });
    const [row] = await t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, body.email.toLowerCase()));
    expect(row).toBeUndefined();

    await setSettings({ moderationMode: 'after', registrationOpen: true });
    expect((await call(undefined, 'GET', '/api/settings')).json()).toMatchObject({ registrationOpen: true });
    const accepted = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(accepted.statusCode).toBe(201);
  });
});
