import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberDataMessages, type DataExport } from '#shared/schemas/member-data.ts';
import { schema } from '#server/db/schema.ts';
import { memberOf } from '#server/lib/member.ts';
import { multipart, png } from '#server/test/images.ts';
import { acceptedInterest, block, makePremium, markRelative, signedInMember } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** D34: "Download my data": a ZIP prepared in the background, with the member's data and photos only. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Signed = Awaited<ReturnType<typeof signedInMember>>;
const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const status = async (who: Signed) => (await call(who.cookie, 'GET', '/api/accounts/me/export')).json() as DataExport;
const exportFiles = () => {
  // The storage's root on disk is DATA_DIR/photos; exports are under its exports/ prefix.
  const dir = path.join(t.config.dataDir, 'photos', 'exports');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
};

async function withProfile(phoneNumber: string, firstName: string) {
  const who = await signedInMember(t.app, { phoneNumber, firstName });
  const account = await t.app.services.accounts.findById(who.account.id);
  await t.app.services.profiles.save(memberOf(account!), completeProfile({ firstName }));
  return who;
}

/** A member with a photo, a match and a conversation both ways, a shortlist, a block and a report. */
async function busyMember() {
  const me = await withProfile('9876543210', 'Miriam');
  const match = await withProfile('9123456780', 'Jonah');
  const blocked = await withProfile('9012345678', 'Esau');
  await makePremium(t.database.db, me.account.id);
  const { payload, headers } = multipart(await png(), 'p.png', 'image/png');
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/photos?kind=profile',
    payload,
    headers: { ...headers, cookie: me.cookie },
  });
  expect(upload.statusCode).toBe(201);
  await acceptedInterest(t.database.db, me.account.id, match.account.id);
  const opened = await call(me.cookie, 'POST', '/api/conversations', { memberId: match.account.id });
  expect(opened.statusCode, opened.body).toBeLessThan(300);
  const { id } = opened.json() as { id: string };
  expect(
    (await call(me.cookie, 'POST', `/api/conversations/${id}/messages`, { body: 'Shalom, Jonah!' })).statusCode,
  ).toBe(201);
  expect(
    (await call(match.cookie, 'POST', `/api/conversations/${id}/messages`, { body: 'Peace to you, Miriam.' }))
      .statusCode,
  ).toBe(201);
  // Jonah shares his phone and email with Miriam: her screen showed them, her export does not.
  expect(
    (await call(match.cookie, 'PUT', `/api/conversations/${id}/contact-sharing`, { share: true })).statusCode,
  ).toBe(200);
  expect((await call(me.cookie, 'PUT', `/api/shortlists/${match.account.id}`)).statusCode).toBe(204);
  await block(t.database.db, me.account.id, blocked.account.id);
  await t.database.db.insert(schema.reports).values({
    reporterId: me.account.id,
    reportedUserId: blocked.account.id,
    reason: 'fake_profile',
    description: 'Stock photos',
  });
  // D45: her mother, linked, and the log's line of it.
  const mother = await signedInMember(t.app, { phoneNumber: '9000000002', firstName: 'Ruth' });
  await markRelative(t.database.db, mother.account.id);
  await t.database.db.insert(schema.familyLinks).values({
    memberId: me.account.id,
    relativeId: mother.account.id,
    email: mother.body.email,
    relation: 'parent',
    status: 'active',
    acceptedAt: new Date(),
  });
  await t.database.db.insert(schema.familyLog).values({
    memberId: me.account.id,
    relativeId: mother.account.id,
    relative: 'Ruth',
    relation: 'parent',
    action: 'accepted',
  });
  return { me, match, blocked };
}

describe('Download my data (D34)', () => {
  it('prepares the ZIP in the background; it holds the member’s own data and photos, and no other member’s email or phone', async () => {
    const { me, match, blocked } = await busyMember();
    expect(await status(me)).toMatchObject({ status: 'none' });
    const notYet = await call(me.cookie, 'GET', '/api/accounts/me/export/download');
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().error.message).toBe(memberDataMessages.exportNotReady);

    // D43: a photo verification started: the export names its poses and state, nothing of a selfie.
    const verification = await call(me.cookie, 'POST', '/api/photo-verification');
    expect(verification.statusCode, verification.body).toBe(201);
    const requested = await call(me.cookie, 'POST', '/api/accounts/me/export');
    expect(requested.statusCode, requested.body).toBe(202);
    expect((requested.json() as DataExport).status).toBe('preparing');
    await t.app.services.jobs.drain();
    const ready = await status(me);
    expect(ready.status).toBe('ready');
    expect(Date.parse(ready.expiresAt!) - Date.parse(ready.readyAt!)).toBe(7 * 24 * 60 * 60 * 1000);

    const download = await call(me.cookie, 'GET', '/api/accounts/me/export/download');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['divine-match-data.json', 'photos/1-profile.webp']);
    const text = strFromU8(files['divine-match-data.json']!);
    const data = JSON.parse(text);

    const own = (await call(me.cookie, 'GET', '/api/profiles/me')).json();
    expect(data.account.email).toBe(me.body.email);
    expect(data.profile).toEqual(own);
    expect(data.interestsSent).toHaveLength(1);
    expect(data.shortlist).toHaveLength(1);
    expect(data.blocked).toHaveLength(1);
    expect(data.photoVerifications).toEqual([
      expect.objectContaining({ poses: verification.json().poses, status: 'issued', sentAt: null }),
    ]);
    expect(data.reportsMade).toEqual([
      expect.objectContaining({ reason: 'fake_profile', description: 'Stock photos' }),
    ]);
    expect(data.family.links).toEqual([
      expect.objectContaining({ relation: 'parent', status: 'active', firstName: 'Ruth' }),
    ]);
    expect(data.family.log).toEqual([expect.objectContaining({ action: 'accepted', relative: 'Ruth' })]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].messages.map((m: { body: string; fromMe: boolean }) => [m.body, m.fromMe])).toEqual([
      ['Shalom, Jonah!', true],
      ['Peace to you, Miriam.', false],
    ]);
    expect(data.activity.map((a: { action: string }) => a.action)).toContain('member.registered');
    expect(data.account.termsAcceptedAt).toEqual(expect.any(String));

    for (const other of [match, blocked]) {
      expect(text).not.toContain(other.body.email);
      expect(text).not.toContain(other.body.phoneNumber);
    }
    // Another member has no download of it.
    expect((await call(match.cookie, 'GET', '/api/accounts/me/export/download')).statusCode).toBe(404);
  });

  it('keeps a download 7 days, then forgets it and its file; three a day', async () => {
    const me = await withProfile('9876543210', 'Lois');
    expect((await call(me.cookie, 'POST', '/api/accounts/me/export')).statusCode).toBe(202);
    // A second request while one is being prepared does not start another.
    expect((await call(me.cookie, 'POST', '/api/accounts/me/export')).statusCode).toBe(202);
    await t.app.services.jobs.drain();
    const { expiresAt } = await status(me);
    const filesBefore = exportFiles().filter((e) => e.parentPath.includes(me.account.id));
    expect(filesBefore).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse(expiresAt!) + 1000);
      expect(await status(me)).toMatchObject({ status: 'none' });
      expect((await call(me.cookie, 'GET', '/api/accounts/me/export/download')).statusCode).toBe(404);
    } finally {
      vi.useRealTimers();
    }
    expect(exportFiles().filter((e) => e.parentPath.includes(me.account.id))).toHaveLength(0);

    for (let i = 0; i < 2; i++) {
      expect((await call(me.cookie, 'POST', '/api/accounts/me/export')).statusCode).toBe(202);
      await t.app.services.jobs.drain();
    }
    // A new download replaces the old file.
    expect(exportFiles().filter((e) => e.parentPath.includes(me.account.id))).toHaveLength(1);
    const held = await call(me.cookie, 'POST', '/api/accounts/me/export');
    expect(held.statusCode).toBe(429);
    expect(held.json().error.message).toBe(memberDataMessages.tooManyExports);
  });

  it('the purge at start removes expired downloads and their files without anyone asking', async () => {
    const me = await withProfile('9876543210', 'Dorcas');
    expect((await call(me.cookie, 'POST', '/api/accounts/me/export')).statusCode).toBe(202);
    await t.app.services.jobs.drain();
    const { expiresAt } = await status(me);
    expect(exportFiles().filter((e) => e.parentPath.includes(me.account.id))).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse(expiresAt!) + 1000);
      await t.app.services.memberData.schedulePurge();
      await t.app.services.jobs.drain();
    } finally {
      vi.useRealTimers();
    }
    expect(exportFiles().filter((e) => e.parentPath.includes(me.account.id))).toHaveLength(0);
    const rows = await t.database.db.select().from(schema.dataExports);
    expect(rows.filter((row) => row.userId === me.account.id)).toEqual([]);
  });

  it('a deleted account takes its download with it', async () => {
    const me = await withProfile('9876543210', 'Tabitha');
    expect((await call(me.cookie, 'POST', '/api/accounts/me/export')).statusCode).toBe(202);
    await t.app.services.jobs.drain();
    expect(exportFiles().filter((e) => e.parentPath.includes(me.account.id))).toHaveLength(1);
    const deleted = await call(me.cookie, 'DELETE', '/api/accounts/me', {
      password: me.body.password,
      confirmation: 'DELETE',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(exportFiles().filter((e) => e.parentPath.includes(me.account.id))).toHaveLength(0);
  });
});
