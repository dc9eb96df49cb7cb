import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { acceptedInterest, block, signedInMember, signedInSuperAdmin } from '#server/test/members.ts';
import { parseMail, startSmtpCatcher, type CaughtMail } from '#server/test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // The worker's own poll is slow here: the tests run the queue with drain().
  t = await createTestApp({ ...smtp.env, JOBS_POLL_MS: '60000' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
interface Item {
  id: string;
  kind: string;
  title: string;
  path: string;
  count: number;
  read: boolean;
}
interface Settings {
  kinds: Record<string, { inApp: boolean; email: boolean; push: boolean }>;
  emailNotifications: boolean;
  pushNotifications: boolean;
  marketingEmails: boolean;
  emailDigest: boolean;
  pushPreviews: boolean;
}

const call = (who: Member, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
async function ok<T>(who: Member, method: Method, url: string, payload?: object): Promise<T> {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}
const list = async (who: Member) =>
  (await ok<{ notifications: Item[] }>(who, 'GET', '/api/notifications')).notifications;
const unread = async (who: Member) => (await ok<{ unread: number }>(who, 'GET', '/api/notifications/unread')).unread;
const settingsOf = (who: Member) => ok<Settings>(who, 'GET', '/api/notifications/settings');
async function change(who: Member, edit: (settings: Settings) => void) {
  const settings = await settingsOf(who);
  edit(settings);
  return ok<Settings>(who, 'PUT', '/api/notifications/settings', settings);
}
const express = (from: Member, to: Member) => ok(from, 'POST', '/api/interests', { receiverId: to.account.id });
/** Runs the queue to the end, as the worker would; `later` moves the clock (the digest's hour). */
const deliver = (later?: Date) => t.app.services.jobs.drain(later);
/** The notification mails to a member (registration's verification mail is not one). */
const mailsTo = (who: Member, subject?: string) =>
  smtp.mails.filter(
    (mail) =>
      mail.to.includes(who.account.email) &&
      /^List-Unsubscribe:/im.test(mail.raw) &&
      (!subject || mail.raw.includes(`Subject: ${subject}`)),
  );
/** A header as the mail carries it (unfolded). */
const headerOf = (parsed: Awaited<ReturnType<typeof parseMail>>, name: string) =>
  parsed.headerLines
    .find((header) => header.key === name.toLowerCase())
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .slice(name.length + 1)
    .trim();
const unsubscribeLink = (parsed: Awaited<ReturnType<typeof parseMail>>) =>
  /^<([^>]+)>$/.exec(headerOf(parsed, 'List-Unsubscribe') ?? '')?.[1] ?? '';
/** Holds the queue's worker while `act` runs, so that what happens meanwhile decides the delivery. */
async function withWorkerHeld(act: () => Promise<void>) {
  await t.app.services.jobs.stop();
  try {
    await act();
  } finally {
    await t.app.services.jobs.start();
  }
}
const member = (firstName: string) => signedInMember(t.app, { firstName });

async function matched(a: Member, b: Member) {
  await acceptedInterest(t.database.db, a.account.id, b.account.id);
  return (await ok<{ id: string }>(a, 'POST', '/api/conversations', { memberId: b.account.id })).id;
}

describe('each kind reaches the member concerned and nobody else (D30)', () => {
  it('an interest received, then accepted: in the bell of the one it concerns, by email, live count', async () => {
    const [anna, boaz, chloe] = [await member('Anna'), await member('Boaz'), await member('Chloe')];
    await express(anna, boaz);
    expect(await list(boaz)).toMatchObject([
      { kind: 'interest_received', title: 'Anna sent you an interest', path: '/my-interests', read: false },
    ]);
    expect(await unread(boaz)).toBe(1);
    expect(await list(anna)).toEqual([]);
    expect(await list(chloe)).toEqual([]);

    const [interest] = (await ok<{ interests: { id: string }[] }>(boaz, 'GET', '/api/interests/received')).interests;
    await ok(boaz, 'PATCH', `/api/interests/${interest!.id}`, { status: 'accepted' });
    expect(await list(anna)).toMatchObject([{ kind: 'interest_accepted', title: 'Boaz accepted your interest' }]);
    expect(await list(chloe)).toEqual([]);

    await deliver();
    const [received] = mailsTo(boaz, 'Anna sent you an interest');
    expect(received).toBeDefined();
    expect(mailsTo(anna, 'Boaz accepted your interest')).toHaveLength(1);
    expect(mailsTo(chloe)).toHaveLength(0);
  });

  it('the mail: subject, both bodies, one-click unsubscribe headers, and nothing private of the other member', async () => {
    const [dora, eli] = [await member('Dora'), await member('Eli')];
    await express(dora, eli);
    await deliver();
    const [mail] = mailsTo(eli, 'Dora sent you an interest');
    const parsed = await parseMail(mail!);
    expect(parsed.subject).toBe('Dora sent you an interest');
    expect(parsed.text).toContain('Dora sent you an interest');
    expect(parsed.text).toMatch(/Unsubscribe from these emails/);
    expect(parsed.html).toContain('Divine Match');
    expect(parsed.html).toContain('/my-interests');
    expect(headerOf(parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeLink(parsed)).toMatch(/^http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=/);
    expect(parsed.messageId).toMatch(/^<notification\.[0-9a-f-]+@localhost>$/);
    for (const secret of [dora.account.email, dora.body.phoneNumber, dora.body.lastName])
      expect(mail!.raw).not.toContain(secret);
  });

  it('a blocked pair (D11): nothing is made, what was made is hidden and not emailed', async () => {
    const [fay, gil] = [await member('Fay'), await member('Gil')];
    await withWorkerHeld(async () => {
      await express(fay, gil);
      expect(await unread(gil)).toBe(1);
      await block(t.database.db, gil.account.id, fay.account.id);
    });
    expect(await list(gil)).toEqual([]);
    expect(await unread(gil)).toBe(0);
    await deliver();
    expect(mailsTo(gil)).toHaveLength(0);

    await t.app.services.notifications.notify({
      to: fay.account.id,
      kind: 'message',
      actorId: gil.account.id,
      subjectId: null,
    });
    const rows = await t.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.memberId, fay.account.id));
    expect(rows).toEqual([]);
  });

  it('an account change by an administrator reaches that member', async () => {
    const hana = await member('Hana');
    await t.app.services.notifications.notify({
      to: hana.account.id,
      kind: 'account_changed',
      actorId: null,
      subjectId: null,
    });
    expect(await list(hana)).toMatchObject([{ title: 'An administrator changed your account', path: '/my-profile' }]);
  });
});

describe('messages: one email per conversation while its messages stay unread (D30)', () => {
  it('three messages make one notification and one email; reading it lets the next one email again', async () => {
    const [ivy, jon] = [await member('Ivy'), await member('Jon')];
    const id = await matched(ivy, jon);
    for (const body of ['Hello', 'How are you?', 'Coffee after church?'])
      await ok(ivy, 'POST', `/api/conversations/${id}/messages`, { body });
    await deliver();
    expect(await list(jon)).toMatchObject([
      { kind: 'message', title: 'New message from Ivy', count: 3, path: `/messages/${id}` },
    ]);
    expect(mailsTo(jon, 'New message from Ivy')).toHaveLength(1);
    expect(mailsTo(jon, 'New message from Ivy')[0]!.raw).not.toContain('Coffee after church');

    await ok(jon, 'POST', `/api/conversations/${id}/read`);
    expect(await unread(jon)).toBe(0);
    await ok(ivy, 'POST', `/api/conversations/${id}/messages`, { body: 'Are you there?' });
    await deliver();
    expect(mailsTo(jon, 'New message from Ivy')).toHaveLength(2);
    expect(await unread(jon)).toBe(1);
  });
});

describe('settings per kind and channel', () => {
  it('a kind whose email is off is not emailed; in-product off hides it; the flag switches email off for all', async () => {
    const [kai, lea, mia, ned] = [await member('Kai'), await member('Lea'), await member('Mia'), await member('Ned')];
    const saved = await change(lea, (s) => (s.kinds.interest_received!.email = false));
    expect(saved.kinds.interest_received).toEqual({ inApp: true, email: false, push: true });
    expect(saved.kinds.message).toEqual({ inApp: true, email: true, push: true });
    await express(kai, lea);
    await deliver();
    expect(await unread(lea)).toBe(1);
    expect(mailsTo(lea)).toHaveLength(0);

    await change(lea, (s) => (s.kinds.interest_received!.inApp = false));
    await express(mia, lea);
    expect(await list(lea)).toHaveLength(1);

    await change(ned, (s) => (s.emailNotifications = false));
    await express(kai, ned);
    await deliver();
    expect(await unread(ned)).toBe(1);
    expect(mailsTo(ned)).toHaveLength(0);
    const [profile] = await t.database.db
      .select()
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, ned.account.id));
    expect(profile?.emailNotifications).toBe(false);
  });

  it('turning a kind off after the event, before the email went, stops that email', async () => {
    const [ola, pia] = [await member('Ola'), await member('Pia')];
    await withWorkerHeld(async () => {
      await express(ola, pia);
      await change(pia, (s) => (s.kinds.interest_received!.email = false));
    });
    await deliver();
    expect(mailsTo(pia)).toHaveLength(0);
  });

  it("the admin's Manage modal shows the member's choices (read-only)", async () => {
    const [ruth, admin] = [await member('Ruth'), await signedInSuperAdmin(t.app, { firstName: 'Pastor' })];
    await change(ruth, (s) => {
      s.kinds.message!.push = false;
      s.emailDigest = true;
    });
    const record = await ok<{ notifications: Settings; values: { emailNotifications: boolean } }>(
      admin,
      'GET',
      `/api/admin/users/${ruth.account.id}`,
    );
    expect(record.notifications.kinds.message).toEqual({ inApp: true, email: true, push: false });
    expect(record.notifications.emailDigest).toBe(true);
    expect(record.values.emailNotifications).toBe(true);
  });

  it('refuses an incomplete or unknown setting and changes nothing', async () => {
    const quinn = await member('Quinn');
    const before = await settingsOf(quinn);
    const bad = await call(quinn, 'PUT', '/api/notifications/settings', {
      ...before,
      kinds: { ...before.kinds, message: { inApp: true } },
    });
    expect(bad.statusCode).toBe(400);
    const unknownKind = await call(quinn, 'PUT', '/api/notifications/settings', {
      ...before,
      kinds: { ...before.kinds, horoscope: { inApp: true, email: true, push: true } },
    });
    expect(unknownKind.statusCode).toBe(400);
    const extra = await call(quinn, 'PUT', '/api/notifications/settings', { ...before, sms: true });
    expect(extra.statusCode).toBe(400);
    expect(await settingsOf(quinn)).toEqual(before);
  });
});

describe('a body written before a kind existed (D31)', () => {
  it('keeps the choice of every kind it leaves out', async () => {
    const uma = await member('Uma');
    await change(uma, (s) => (s.kinds.moderation = { inApp: true, email: false, push: false }));
    const before = await settingsOf(uma);
    const { moderation: _left, ...known } = before.kinds;
    const saved = await call(uma, 'PUT', '/api/notifications/settings', {
      ...before,
      kinds: { ...known, message: { inApp: true, email: false, push: true } },
    });
    expect(saved.statusCode).toBe(200);
    const after = await settingsOf(uma);
    expect(after.kinds.moderation).toEqual({ inApp: true, email: false, push: false });
    expect(after.kinds.message).toEqual({ inApp: true, email: false, push: true });
  });
});

describe('the daily digest instead of single emails', () => {
  it('gathers the day into one email at 08:00, and sends no single emails', async () => {
    const [rae, sol, tom] = [await member('Rae'), await member('Sol'), await member('Tom')];
    await change(rae, (s) => (s.emailDigest = true));
    await express(sol, rae);
    await express(tom, rae);
    await deliver();
    expect(mailsTo(rae)).toHaveLength(0);

    const [job] = await t.database.db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.key, `digest:${rae.account.id}`));
    expect(job!.runAt.getUTCHours()).toBe(8);
    await deliver(new Date(Date.now() + 2 * 86_400_000));
    const digests = mailsTo(rae, 'Your Divine Match summary: 2 new notifications');
    expect(digests).toHaveLength(1);
    const parsed = await parseMail(digests[0]!);
    expect(parsed.text).toContain('Sol sent you an interest');
    expect(parsed.text).toContain('Tom sent you an interest');
    expect(headerOf(parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeLink(parsed)).toContain('/api/notifications/unsubscribe?token=');
  });
});

describe('the change and its notification are one write (D30)', () => {
  it('an interest whose notification cannot be written is not stored either', async () => {
    const [zoe, amos] = [await member('Zoe'), await member('Amos')];
    const db = t.database.db;
    await db.execute(sql`alter table notifications rename to notifications_away`);
    try {
      const response = await call(zoe, 'POST', '/api/interests', { receiverId: amos.account.id });
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table notifications_away rename to notifications`);
    }
    const stored = await db.select().from(schema.interests).where(eq(schema.interests.senderId, zoe.account.id));
    expect(stored).toEqual([]);
    await express(zoe, amos);
    expect(await list(amos)).toMatchObject([{ title: 'Zoe sent you an interest' }]);
  });
});

describe('one-click unsubscribe (RFC 8058) by the signed link, without signing in', () => {
  const tokenOf = async (mail: CaughtMail) =>
    new URL(unsubscribeLink(await parseMail(mail))).searchParams.get('token')!;
  const oneClick = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('switches that kind off and nothing else; a forged or altered link is refused and changes nothing', async () => {
    const [uma, vic] = [await member('Uma'), await member('Vic')];
    await express(uma, vic);
    await deliver();
    const token = await tokenOf(mailsTo(vic, 'Uma sent you an interest')[0]!);
    const before = await settingsOf(vic);

    const altered = [
      token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA'),
      token.replace('interest_received', 'message'),
      `${uma.account.id}.interest_received.${token.split('.')[2]}`,
      'garbage',
    ];
    for (const bad of altered) {
      const response = await oneClick(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.message).toBe(
        'This unsubscribe link is not valid. You can change your emails in Settings.',
      );
    }
    expect(await settingsOf(vic)).toEqual(before);

    const response = await oneClick(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('You will no longer receive these emails.');
    const after = await settingsOf(vic);
    expect(after.kinds.interest_received).toEqual({ inApp: true, email: false, push: true });
    expect({ ...after, kinds: { ...after.kinds, interest_received: before.kinds.interest_received } }).toEqual(before);
    expect(await settingsOf(uma)).toEqual(before);
  });
});

describe("the bell: mark one, mark all, only one's own, kept 90 days", () => {
  it("marks read, refuses another member's notification, purges the old", async () => {
    const [wes, xia, yul] = [await member('Wes'), await member('Xia'), await member('Yul')];
    await express(wes, yul);
    await express(xia, yul);
    const [first, second] = await list(yul);
    expect((await call(wes, 'POST', `/api/notifications/${first!.id}/read`)).statusCode).toBe(404);
    await ok(yul, 'POST', `/api/notifications/${first!.id}/read`);
    expect(await unread(yul)).toBe(1);
    await ok(yul, 'POST', '/api/notifications/read-all');
    expect(await unread(yul)).toBe(0);
    expect((await list(yul)).map((item) => item.read)).toEqual([true, true]);

    await t.database.db
      .update(schema.notifications)
      .set({ createdAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(schema.notifications.id, second!.id));
    await t.app.services.notifications.schedulePurge();
    await deliver();
    expect((await list(yul)).map((item) => item.id)).toEqual([first!.id]);
  });

  it('refuses the signed-out caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(response.statusCode).toBe(401);
  });
});
