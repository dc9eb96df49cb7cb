import fs from 'node:fs';
import path from 'node:path';
import { eq, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberDataMessages } from '#shared/schemas/member-data.ts';
import { schema } from '#server/db/schema.ts';
import { multipart, png } from '#server/test/images.ts';
import {
  acceptedInterest,
  block,
  cookieHeader,
  signedInMember,
  signedInSuperAdmin,
  signIn,
} from '#server/test/members.ts';
import { startSmtpCatcher } from '#server/test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** D34: "Delete my account": the password again, a typed confirmation, everything gone, an email. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ ...smtp.env, LOG_LEVEL: 'error' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const remove = (cookie: string, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/accounts/me', headers: { cookie }, payload });
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;
const signedInStill = async (cookie: string) =>
  (await t.app.inject({ url: '/api/accounts/me', headers: { cookie } })).statusCode === 200;

/** Every row of every table that names the id anywhere (the activity log keeps its rows, without it). */
async function rowsNaming(id: string) {
  const found: string[] = [];
  for (const [name, table] of Object.entries(schema)) {
    if (!is(table, PgTable)) continue;
    for (const row of await t.database.db.select().from(table)) {
      if (JSON.stringify(row).includes(id)) found.push(name);
    }
  }
  return found;
}
const filesOf = (id: string) =>
  fs
    .readdirSync(path.join(t.config.dataDir, 'photos'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && path.join(entry.parentPath, entry.name).includes(id));
/** Issue 43: every folder on disk named after the member (their photo folder, empty or not). */
const foldersOf = (id: string) =>
  fs
    .readdirSync(t.config.dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name === id)
    .map((entry) => path.relative(t.config.dataDir, path.join(entry.parentPath, entry.name)));
const uploadPhoto = async (cookie: string) => {
  const { payload, headers } = multipart(await png(), 'p.png', 'image/png');
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/photos?kind=profile',
    payload,
    headers: { ...headers, cookie },
  });
  expect(upload.statusCode, upload.body).toBe(201);
};

describe('deleting one’s own account (D34)', () => {
  it('refuses an empty or wrong password and a missing or wrong confirmation, changing nothing', async () => {
    const { body, cookie } = await signedInMember(t.app);
    const cases: [object, string][] = [
      [{ password: '', confirmation: 'DELETE' }, memberDataMessages.passwordRequired],
      [{ password: 'Not-My-Password-9', confirmation: 'DELETE' }, memberDataMessages.passwordWrong],
      [{ password: body.password, confirmation: '' }, memberDataMessages.typeToConfirm],
      [{ password: body.password, confirmation: 'delete' }, memberDataMessages.typeToConfirm],
    ];
    for (const [payload, message] of cases) {
      const response = await remove(cookie, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
    expect(await signedInStill(cookie)).toBe(true);
    expect((await signIn(t.app, body.email, body.password)).statusCode).toBe(200);
  });

  it('removes every row and file of the member, signs them out everywhere, and mails a confirmation', async () => {
    const doomed = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    const id = doomed.account.id;
    const second = cookieHeader(await signIn(t.app, doomed.body.email, doomed.body.password));
    const { payload, headers } = multipart(await png(), 'p.png', 'image/png');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/photos?kind=profile',
      payload,
      headers: { ...headers, cookie: doomed.cookie },
    });
    expect(upload.statusCode).toBe(201);
    expect(filesOf(id).length).toBeGreaterThan(0);
    await acceptedInterest(t.database.db, other.account.id, id);
    await block(t.database.db, id, other.account.id);
    await t.database.db
      .insert(schema.reports)
      .values({ reporterId: id, reportedUserId: other.account.id, reason: 'harassment' });
    expect((await rowsNaming(id)).length).toBeGreaterThan(3);

    const response = await remove(doomed.cookie, { password: doomed.body.password, confirmation: ' DELETE ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: memberDataMessages.deleted });
    expect(String(response.headers['set-cookie'])).toMatch(/session_token=;/);

    expect(await rowsNaming(id)).toEqual([]);
    expect(filesOf(id)).toEqual([]);
    expect(foldersOf(id)).toEqual([]);
    expect(await signedInStill(doomed.cookie)).toBe(false);
    expect(await signedInStill(second)).toBe(false);
    expect((await signIn(t.app, doomed.body.email, doomed.body.password)).statusCode).toBe(401);
    expect(await signedInStill(other.cookie)).toBe(true);
    const [mail] = await smtp.waitFor(
      (m) => m.to.includes(doomed.body.email) && m.text.includes('your Divine Match account has been deleted'),
    );
    expect(mail).toBeDefined();
  });

  it('refuses a super admin (the panel needs one) and holds a member to 5 tries in 15 minutes', async () => {
    const admin = await signedInMember(t.app);
    await t.app.services.accounts.setRole(admin.account.id, 'super_admin');
    const refused = await remove(admin.cookie, { password: admin.body.password, confirmation: 'DELETE' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(memberDataMessages.superAdminRefused);

    const { body, cookie } = await signedInMember(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await remove(cookie, { password: `Wrong-Password-${i}`, confirmation: 'DELETE' })).statusCode).toBe(400);
    }
    const held = await remove(cookie, { password: body.password, confirmation: 'DELETE' });
    expect(held.statusCode).toBe(429);
    expect(errorOf(held).message).toBe(memberDataMessages.tooManyAttempts);
    expect(await signedInStill(cookie)).toBe(true);
  });
});

describe("an admin's deletion (D22, issue 43)", () => {
  it("leaves neither a file nor the member's photo folder on disk", async () => {
    const admin = await signedInSuperAdmin(t.app);
    const doomed = await signedInMember(t.app);
    await uploadPhoto(doomed.cookie);
    expect(foldersOf(doomed.account.id)).not.toEqual([]);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${doomed.account.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(filesOf(doomed.account.id)).toEqual([]);
    expect(foldersOf(doomed.account.id)).toEqual([]);
  });
});

describe('accepting the terms (D34)', () => {
  it('records when a member accepted the terms and the privacy policy: the moment they registered', async () => {
    const before = Date.now();
    const { account } = await signedInMember(t.app);
    const [row] = await t.database.db
      .select({ termsAcceptedAt: schema.users.termsAcceptedAt })
      .from(schema.users)
      .where(eq(schema.users.id, account.id));
    expect(row?.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.termsAcceptedAt?.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
