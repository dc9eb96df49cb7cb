import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { multipart, png } from '#server/test/images.ts';
import {
  block,
  cookieHeader,
  makePremium,
  seedProfile,
  signedInMember,
  signedInSuperAdmin,
  signIn,
  turnOnTwoFactor,
} from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { MIGRATIONS_FOLDER } from '#server/db/migrate.ts';
import { recordBackup } from '#server/ops/last-backup.ts';
import type { SystemHealth } from '#shared/schemas/admin.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInSuperAdmin(t.app, { firstName: 'Pastor', lastName: 'Admin' });
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
const ok = async (method: Method, url: string, payload?: object) => {
  const response = await call(admin.cookie, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? null : response.json();
};
const auditFor = async (subjectUserId: string) =>
  t.database.db.select().from(schema.auditEvents).where(eq(schema.auditEvents.subjectUserId, subjectUserId));
const accountOf = async (id: string) =>
  (await t.database.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];

/** A complete edit body for a member: the detail's values, changed where the test wants. */
async function editBody(userId: string, changes: Record<string, unknown>) {
  const detail = await ok('GET', `/api/admin/users/${userId}`);
  return { ...detail.values, ...changes };
}

describe('the gate (D6): only the exact role super_admin', () => {
  it('refuses every admin endpoint to visitors, members, moderators and admins', async () => {
    const member = await signedInMember(t.app);
    const moderator = await signedInMember(t.app);
    const plainAdmin = await signedInMember(t.app);
    await t.app.services.accounts.setRole(moderator.account.id, 'moderator');
    await t.app.services.accounts.setRole(plainAdmin.account.id, 'admin');
    const id = member.account.id;
    const uuid = crypto.randomUUID();
    const endpoints: [Method, string, object?][] = [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/analytics'],
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${id}`],
      ['PUT', `/api/admin/users/${id}`, await editBody(id, { firstName: 'Hacked' })],
      ['POST', `/api/admin/users/${id}/activate`],
      ['POST', `/api/admin/users/${id}/deactivate`],
      ['POST', `/api/admin/users/${id}/upgrade`],
      ['POST', `/api/admin/users/${id}/downgrade`],
      ['DELETE', `/api/admin/users/${id}`],
      ['GET', '/api/admin/reports'],
      ['POST', `/api/admin/reports/${uuid}/resolve`],
      ['POST', `/api/admin/reports/${uuid}/dismiss`],
      ['DELETE', `/api/admin/reports/${uuid}`],
      ['GET', '/api/admin/contact-messages'],
      ['PATCH', `/api/admin/contact-messages/${uuid}`, { read: true }],
    ];
    for (const [method, url, body] of endpoints) {
      expect((await call(undefined, method, url, body)).statusCode, `${method} ${url} visitor`).toBe(401);
      for (const who of [member, moderator, plainAdmin]) {
        const response = await call(who.cookie, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error.message).toBe("Access Denied - You don't have permission to access this page.");
      }
    }
    const after = await accountOf(id);
    expect(after).toMatchObject({ accountStatus: 'active', membershipType: 'free', firstName: 'Grace' });
  });
});

describe('user management (spec §2, §4, §5)', () => {
  it('finds users by name, email and id prefix, filters and pages on the server', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await signedInMember(t.app, {
      firstName: 'Zebedee',
      lastName: `Findme${tag}`,
      email: `zeb.${tag}@example.org`,
    });
    const b = await signedInMember(t.app, { firstName: 'Tabitha', lastName: `Findme${tag}` });
    await makePremium(t.database.db, b.account.id);

    const byName = await ok('GET', `/api/admin/users?q=${encodeURIComponent(`zebedee findme${tag}`)}`);
    expect(byName.users.map((u: { id: string }) => u.id)).toEqual([a.account.id]);
    const byLastName = await ok('GET', `/api/admin/users?q=FINDME${tag}`);
    expect(byLastName.users.map((u: { id: string }) => u.id)).toEqual([b.account.id, a.account.id]);
    expect(byLastName.counts).toEqual({ all: 2, active: 2, deactivated: 0, premium: 1, free: 1 });
    const byEmail = await ok('GET', `/api/admin/users?q=zeb.${tag}@`);
    expect(byEmail.users.map((u: { email: string }) => u.email)).toEqual([`zeb.${tag}@example.org`]);
    const byId = await ok('GET', `/api/admin/users?q=${a.account.id.slice(0, 10)}`);
    expect(byId.users.map((u: { id: string }) => u.id)).toContain(a.account.id);
    const premium = await ok('GET', `/api/admin/users?q=findme${tag}&filter=premium`);
    expect(premium).toMatchObject({ total: 1, users: [{ id: b.account.id, membershipType: 'premium' }] });
    const paged = await ok('GET', `/api/admin/users?q=findme${tag}&pageSize=1&page=2`);
    expect(paged).toMatchObject({ total: 2, page: 2, users: [{ id: a.account.id }] });
    expect((await ok('GET', '/api/admin/users?q=no-such-person-anywhere')).users).toEqual([]);
    expect((await call(admin.cookie, 'GET', '/api/admin/users?filter=everyone')).statusCode).toBe(400);
  });

  it('edits every section of the record, requires names and email, and records the admin', async () => {
    const member = await signedInMember(t.app);
    const id = member.account.id;
    const refused = await call(admin.cookie, 'PUT', `/api/admin/users/${id}`, await editBody(id, { email: '' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Please fill in all required fields (First Name, Last Name, Email)');

    const changes = {
      firstName: 'Rebecca',
      city: 'Colombo',
      church: 'Wesley Church',
      partnerAgeMin: 28,
      language: 'fr',
      marketingEmails: true,
      role: 'moderator',
      dob: '1994-02-03',
      timeOfBirth: '06:30',
    };
    // D35: only the member turns two-factor sign-in on; the whole edit is refused and changes nothing.
    const before = (await ok('GET', `/api/admin/users/${id}`)).values;
    const turnedOn = await call(
      admin.cookie,
      'PUT',
      `/api/admin/users/${id}`,
      await editBody(id, { ...changes, twoFactorEnabled: true }),
    );
    expect(turnedOn.statusCode).toBe(400);
    expect(turnedOn.json().error.code).toBe('TWO_FACTOR_MEMBER_ONLY');
    expect(await accountOf(id)).toMatchObject({ twoFactorEnabled: false, firstName: 'Grace', role: 'user' });
    expect((await ok('GET', `/api/admin/users/${id}`)).values).toEqual({ ...before, twoFactorEnabled: false });

    const saved = await ok('PUT', `/api/admin/users/${id}`, await editBody(id, changes));
    expect(saved.message).toBe('User profile updated successfully');
    const detail = await ok('GET', `/api/admin/users/${id}`);
    expect(detail.values).toMatchObject(changes);
    expect(detail.updatedBy).toBe('Pastor Admin');
    expect(detail.activity[0]).toMatchObject({ action: 'admin.user_updated', actor: 'Pastor Admin' });
    expect((await accountOf(id))?.updatedById).toBe(admin.account.id);

    const other = await signedInMember(t.app);
    const taken = await call(
      admin.cookie,
      'PUT',
      `/api/admin/users/${id}`,
      await editBody(id, { email: other.body.email }),
    );
    expect(taken.statusCode).toBe(409);

    // D35: a member who lost their authenticator: the admin turns two-factor sign-in off, never on.
    const locked = await signedInMember(t.app);
    await turnOnTwoFactor(t.app, locked.cookie, locked.body.password);
    const needsCode = await signIn(t.app, locked.body.email, locked.body.password);
    expect(needsCode.json().error.code).toBe('TWO_FACTOR_REQUIRED');
    expect((await ok('GET', `/api/admin/users/${locked.account.id}`)).values.twoFactorEnabled).toBe(true);
    await ok(
      'PUT',
      `/api/admin/users/${locked.account.id}`,
      await editBody(locked.account.id, { twoFactorEnabled: false }),
    );
    expect((await accountOf(locked.account.id))?.twoFactorEnabled).toBe(false);
    const status = await call(locked.cookie, 'GET', '/api/auth/two-factor');
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await signIn(t.app, locked.body.email, locked.body.password)).statusCode).toBe(200);
    const lockedDetail = await ok('GET', `/api/admin/users/${locked.account.id}`);
    expect(lockedDetail.values.twoFactorEnabled).toBe(false);
    expect(lockedDetail.activity).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'admin.two_factor_removed', actor: 'Pastor Admin' })]),
    );
    // A super admin keeps their own (D35): the panel is not a way round the password and the code.
    const own = await call(
      admin.cookie,
      'PUT',
      `/api/admin/users/${admin.account.id}`,
      await editBody(admin.account.id, { twoFactorEnabled: false }),
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('SUPER_ADMIN');
    expect((await accountOf(admin.account.id))?.twoFactorEnabled).toBe(true);
  });

  it('deactivates (sessions end, sign-in refused), activates, upgrades and downgrades, each recorded and audited', async () => {
    const member = await signedInMember(t.app);
    const id = member.account.id;
    expect((await call(member.cookie, 'GET', '/api/dashboard')).statusCode).toBe(200);

    expect((await ok('POST', `/api/admin/users/${id}/deactivate`)).message).toBe('User deactivated successfully');
    expect((await call(member.cookie, 'GET', '/api/dashboard')).statusCode).toBe(401);
    const login = await signIn(t.app, member.body.email, member.body.password);
    expect(login.json().error.message).toBe('Your account has been deactivated. Please contact support.');
    expect(await accountOf(id)).toMatchObject({
      accountStatus: 'deactivated',
      deactivatedBy: 'admin',
      deactivatedById: admin.account.id,
    });

    expect((await ok('POST', `/api/admin/users/${id}/activate`)).message).toBe('User activated successfully');
    expect(await accountOf(id)).toMatchObject({ accountStatus: 'active', reactivatedById: admin.account.id });
    expect((await ok('POST', `/api/admin/users/${id}/upgrade`)).message).toBe('User upgraded to premium successfully');
    expect(await accountOf(id)).toMatchObject({ membershipType: 'premium', upgradedById: admin.account.id });

    const again = await signIn(t.app, member.body.email, member.body.password);
    const cookie = cookieHeader(again);
    const target = await seedProfile(t.app);
    expect((await call(cookie, 'PUT', `/api/shortlists/${target}`)).statusCode).toBe(204);
    expect((await ok('POST', `/api/admin/users/${id}/downgrade`)).message).toBe('User downgraded to free successfully');
    expect(await accountOf(id)).toMatchObject({ membershipType: 'free', downgradedById: admin.account.id });
    // Premium rights end on the very next request.
    expect((await call(cookie, 'PUT', `/api/shortlists/${crypto.randomUUID()}`)).statusCode).toBe(403);

    const actions = (await auditFor(id)).filter((e) => e.actorId === admin.account.id).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'admin.user_deactivated',
        'admin.user_activated',
        'admin.user_upgraded',
        'admin.user_downgraded',
      ]),
    );
    const unknown = await call(admin.cookie, 'POST', '/api/admin/users/no-such-user/upgrade');
    expect(unknown.statusCode).toBe(404);
    expect((await call(admin.cookie, 'POST', `/api/admin/users/${admin.account.id}/deactivate`)).statusCode).toBe(403);
  });

  it('deletes a user with every row and stored file of theirs; reports keep their rows as Deleted user', async () => {
    const doomed = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    const id = doomed.account.id;
    const { payload, headers } = multipart(await png(), 'p.png', 'image/png');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/photos?kind=profile',
      payload,
      headers: { ...headers, cookie: doomed.cookie },
    });
    expect(upload.statusCode).toBe(201);
    const filesOf = () =>
      fs
        .readdirSync(path.join(t.config.dataDir, 'photos'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && path.join(entry.parentPath, entry.name).includes(id));
    expect(filesOf().length).toBeGreaterThan(0);
    await t.database.db.insert(schema.interests).values([
      { senderId: id, receiverId: other.account.id },
      { senderId: other.account.id, receiverId: id },
    ]);
    await t.database.db.insert(schema.shortlists).values({ likerId: other.account.id, likedUserId: id });
    await block(t.database.db, id, other.account.id);
    await t.database.db.insert(schema.reports).values([
      { reporterId: id, reportedUserId: other.account.id, reason: 'harassment' },
      { reporterId: other.account.id, reportedUserId: id, reason: 'fake_profile' },
    ]);

    expect((await ok('DELETE', `/api/admin/users/${id}`)).message).toBe('User deleted successfully');
    const { db } = t.database;
    expect(await db.select().from(schema.users).where(eq(schema.users.id, id))).toEqual([]);
    expect(await db.select().from(schema.profiles).where(eq(schema.profiles.userId, id))).toEqual([]);
    expect(await db.select().from(schema.sessions).where(eq(schema.sessions.userId, id))).toEqual([]);
    expect(await db.select().from(schema.credentials).where(eq(schema.credentials.userId, id))).toEqual([]);
    expect(await db.select().from(schema.photos).where(eq(schema.photos.userId, id))).toEqual([]);
    const leftovers = (await db.select().from(schema.interests)).filter(
      (r) => r.senderId === id || r.receiverId === id,
    );
    expect(leftovers).toEqual([]);
    expect((await db.select().from(schema.shortlists)).filter((r) => r.likedUserId === id)).toEqual([]);
    expect((await db.select().from(schema.blocks)).filter((r) => r.blockerId === id)).toEqual([]);
    expect(filesOf()).toEqual([]);
    expect((await call(doomed.cookie, 'GET', '/api/dashboard')).statusCode).toBe(401);

    const reports = (await ok('GET', '/api/admin/reports')).reports as {
      reporterId: string | null;
      reportedUserId: string | null;
      reporterName: string | null;
      reason: string;
    }[];
    const byDeleted = reports.find((r) => r.reason === 'harassment' && r.reporterId === null);
    const aboutDeleted = reports.find((r) => r.reason === 'fake_profile' && r.reportedUserId === null);
    expect(byDeleted).toMatchObject({ reporterName: null });
    expect(aboutDeleted).toBeDefined();
    const deletion = await db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'admin.user_deleted'));
    expect(deletion.at(-1)).toMatchObject({ actorId: admin.account.id, detail: { deletedUserId: id } });
  });
});

describe('reports and contact messages (spec §2, §4; D18)', () => {
  it('resolves and dismisses only pending reports, records the admin, deletes, and filters by status', async () => {
    const reporter = await signedInMember(t.app);
    for (const reason of ['scam_or_fraud', 'offensive_content', 'other']) {
      // One open report per reported member (issue 25): three members, one report each.
      const sent = await call(reporter.cookie, 'POST', '/api/reports', {
        reportedUserId: await seedProfile(t.app),
        reason,
        description: 'seen',
      });
      expect(sent.statusCode).toBe(201);
    }
    const mine = async (status = 'all') =>
      (
        (await ok('GET', `/api/admin/reports?status=${status}`)).reports as {
          id: string;
          reason: string;
          status: string;
          reporterId: string | null;
          reporterName: string | null;
        }[]
      ).filter((r) => r.reporterId === reporter.account.id);
    const [first, second, third] = await mine();
    expect(first).toMatchObject({ reporterName: 'Grace Thomas', status: 'pending' });

    expect((await ok('POST', `/api/admin/reports/${first!.id}/resolve`)).message).toBe('Report resolved successfully');
    expect((await ok('POST', `/api/admin/reports/${second!.id}/dismiss`)).message).toBe(
      'Report dismissed successfully',
    );
    expect((await call(admin.cookie, 'POST', `/api/admin/reports/${first!.id}/dismiss`)).statusCode).toBe(409);
    const rows = await t.database.db.select().from(schema.reports);
    expect(rows.find((r) => r.id === first!.id)).toMatchObject({ status: 'resolved', resolvedById: admin.account.id });
    expect(rows.find((r) => r.id === second!.id)).toMatchObject({
      status: 'dismissed',
      dismissedById: admin.account.id,
    });
    expect((await mine('pending')).map((r) => r.id)).toEqual([third!.id]);
    expect((await mine('resolved')).map((r) => r.id)).toEqual([first!.id]);

    expect((await ok('DELETE', `/api/admin/reports/${third!.id}`)).message).toBe('Report deleted successfully');
    expect((await call(admin.cookie, 'DELETE', `/api/admin/reports/${third!.id}`)).statusCode).toBe(404);
    const audited = (await t.database.db.select().from(schema.auditEvents)).filter(
      (e) => e.actorId === admin.account.id,
    );
    expect(audited.map((e) => e.action)).toEqual(
      expect.arrayContaining(['admin.report_resolved', 'admin.report_dismissed', 'admin.report_deleted']),
    );
  });

  it('one open report per reporter and member: a second is refused while pending, taken once decided (issue 25)', async () => {
    const reporter = await signedInMember(t.app);
    const target = await seedProfile(t.app);
    const report = () =>
      call(reporter.cookie, 'POST', '/api/reports', { reportedUserId: target, reason: 'fake_profile' });
    expect((await report()).statusCode).toBe(201);
    const again = await report();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'REPORT_EXISTS',
      message: 'You have already reported this member. Our team is looking into it.',
    });
    // Another member's report of the same member is theirs to make.
    const witness = await signedInMember(t.app);
    const theirs = await call(witness.cookie, 'POST', '/api/reports', { reportedUserId: target, reason: 'other' });
    expect(theirs.statusCode).toBe(201);

    const pendingOf = async () =>
      ((await ok('GET', '/api/admin/reports?status=pending')).reports as { id: string; reporterId: string }[]).filter(
        (r) => r.reporterId === reporter.account.id,
      );
    const [open] = await pendingOf();
    expect((await ok('POST', `/api/admin/reports/${open!.id}/resolve`)).message).toBe('Report resolved successfully');
    expect((await report()).statusCode).toBe(201);
    const [reopened] = await pendingOf();
    expect((await ok('POST', `/api/admin/reports/${reopened!.id}/dismiss`)).message).toBe(
      'Report dismissed successfully',
    );
    expect((await report()).statusCode).toBe(201);
    expect(await pendingOf()).toHaveLength(1);
    // The database holds the rule, whoever writes: a second pending row is a unique violation.
    await expect(
      t.database.db
        .insert(schema.reports)
        .values({ reporterId: reporter.account.id, reportedUserId: target, reason: 'other' }),
    ).rejects.toThrow();
  });

  it('lists contact messages and marks them read and unread', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        contactName: 'Visitor',
        contactEmail: 'visitor@example.org',
        phone: '',
        subject: 'support',
        message: 'Hello there, a question.',
      },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const [message] = (await ok('GET', '/api/admin/contact-messages')).messages;
    expect(message).toMatchObject({ name: 'Visitor', subject: 'support', read: false });
    await ok('PATCH', `/api/admin/contact-messages/${message.id}`, { read: true });
    expect((await ok('GET', '/api/admin/contact-messages')).messages[0].read).toBe(true);
    await ok('PATCH', `/api/admin/contact-messages/${message.id}`, { read: false });
    expect((await ok('GET', '/api/admin/contact-messages')).messages[0].read).toBe(false);
  });
});

describe('statistics and analytics (spec §9, D20): equal to independent counts', () => {
  it('counts every figure like the test does over the seeded rows', async () => {
    // Seed some variety: premium, deactivated, matches, reports.
    const ids = [
      await seedProfile(t.app),
      await seedProfile(t.app),
      await seedProfile(t.app),
      await seedProfile(t.app),
    ];
    await makePremium(t.database.db, ids[0]!);
    await makePremium(t.database.db, ids[1]!);
    await t.database.db
      .update(schema.users)
      .set({ accountStatus: 'deactivated', deactivatedBy: 'admin' })
      .where(eq(schema.users.id, ids[1]!));
    await t.database.db.insert(schema.interests).values([
      { senderId: ids[2]!, receiverId: ids[3]!, status: 'rejected' },
      { senderId: ids[3]!, receiverId: ids[2]!, status: 'pending' },
      { senderId: ids[0]!, receiverId: ids[2]! },
    ]);
    const since = new Date(Date.now() - 60_000);

    const users = await t.database.db.select().from(schema.users);
    const interests = await t.database.db.select().from(schema.interests);
    const reports = await t.database.db.select().from(schema.reports);
    const sent = new Set(interests.map((i) => `${i.senderId}>${i.receiverId}`));
    const matches = new Set(
      interests
        .filter((i) => sent.has(`${i.receiverId}>${i.senderId}`))
        .map((i) => [i.senderId, i.receiverId].sort().join('|')),
    );
    const active = users.filter((u) => u.accountStatus === 'active');
    const expected = {
      totalUsers: users.length,
      activeUsers: active.length,
      freeUsers: active.filter((u) => u.membershipType === 'free').length,
      premiumUsers: active.filter((u) => u.membershipType === 'premium').length,
      totalReports: reports.length,
      todayRegistrations: users.filter((u) => u.createdAt >= since).length,
      totalMatches: matches.size,
    };
    expect(expected.totalMatches).toBeGreaterThan(0);
    expect(await ok('GET', `/api/admin/stats?since=${encodeURIComponent(since.toISOString())}`)).toEqual(expected);

    const analytics = await ok('GET', `/api/admin/analytics?since=${encodeURIComponent(since.toISOString())}`);
    const pct = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 10);
    expect(analytics).toMatchObject({
      stats: expected,
      premiumConversion: pct(expected.premiumUsers, expected.totalUsers),
      premiumAdoption: pct(expected.premiumUsers, expected.totalUsers),
      activeRate: pct(expected.activeUsers, expected.totalUsers),
      retention: pct(expected.activeUsers, expected.totalUsers),
      matchRate: pct(expected.totalMatches, expected.activeUsers),
      freeToPremiumRatio: Math.round((expected.freeUsers / expected.premiumUsers) * 10) / 10,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(analytics.registrationsPerDay).toHaveLength(30);
    expect(analytics.registrationsPerDay.at(-1)).toEqual({
      day: today,
      count: users.filter((u) => u.createdAt.toISOString().slice(0, 10) === today).length,
    });
    expect(analytics.interestsPerDay.at(-1)).toEqual({
      day: today,
      count: interests.filter((i) => i.createdAt.toISOString().slice(0, 10) === today).length,
    });
    expect((await call(admin.cookie, 'GET', '/api/admin/stats?since=yesterday')).statusCode).toBe(400);
  });
});

describe('System health (issue 49)', () => {
  it('shows the version, the migrations, the queue, the last backup and the storage, read from the installation', async () => {
    const journal = (
      JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
        entries: { tag: string }[];
      }
    ).entries;
    const version = (
      JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
        version: string;
      }
    ).version;
    const read = async () => (await ok('GET', '/api/admin/system-health')) as SystemHealth;

    const before = await read();
    expect(before.version).toBe(version);
    expect(before.engine).toBe(t.database.kind === 'postgres' ? 'postgresql' : 'embedded');
    expect(before.migrations).toEqual({ applied: journal.length, known: journal.length, latest: journal.at(-1)?.tag });
    expect(before.storage.databaseBytes).toBeGreaterThan(0);
    expect(before.lastBackup).toBeNull();

    // A photo stored and a job that gave up move the figures.
    const member = await signedInMember(t.app);
    const photoBytes = 4_096;
    await t.database.db.insert(schema.photos).values({
      userId: member.account.id,
      kind: 'gallery',
      storageKey: `health/${member.account.id}/display.webp`,
      thumbnailKey: `health/${member.account.id}/thumbnail.webp`,
      contentType: 'image/webp',
      width: 10,
      height: 10,
      bytes: photoBytes,
    });
    await t.database.db.insert(schema.jobs).values({ queue: 'system-health-test', payload: {}, failedAt: new Date() });
    if (t.database.kind === 'pglite') recordBackup(t.app.deps.config.dataDir, true, new Date('2026-12-01T02:00:00Z'));

    const after = await read();
    expect(after.storage.photos).toBe(before.storage.photos + 1);
    expect(after.storage.photoBytes).toBe(before.storage.photoBytes + photoBytes);
    expect(after.queue.failed).toBe(before.queue.failed + 1);
    // The embedded default records `npm run db:backup`'s runs; PostgreSQL's pg_dump leaves none.
    expect(after.lastBackup).toEqual(
      t.database.kind === 'pglite' ? { at: '2026-12-01T02:00:00.000Z', ok: true } : null,
    );
  });
});
