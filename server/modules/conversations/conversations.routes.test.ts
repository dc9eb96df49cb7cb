import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationMessages } from '#shared/schemas/moderation.ts';
import { schema } from '#server/db/schema.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import {
  acceptedInterest,
  block,
  deactivateByAdmin,
  holdMembers,
  makePremium,
  signedInMember,
  signedInSuperAdmin,
} from '#server/test/members.ts';
import { openLiveStream } from '#server/test/live-stream.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await t?.close();
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const call = (who: Member, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

async function ok<T = Record<string, unknown>>(who: Member, method: Method, url: string, payload?: object) {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}

interface MessageBody {
  id: string;
  body: string;
  sentAt: string;
  fromMe: boolean;
  readAt: string | null;
  safetyNote: boolean;
}

/** Two members with an accepted interest (A sent, B accepted), and their conversation. */
async function matchedPair(names: [string, string] = ['Anna', 'Boaz']) {
  const a = await signedInMember(t.app, { firstName: names[0] });
  const b = await signedInMember(t.app, { firstName: names[1] });
  await acceptedInterest(t.database.db, a.account.id, b.account.id);
  const { id } = await ok<{ id: string }>(a, 'POST', '/api/conversations', { memberId: b.account.id });
  return { a, b, id };
}

const send = (who: Member, id: string, body: string) =>
  call(who, 'POST', `/api/conversations/${id}/messages`, { body });
const history = async (who: Member, id: string, before?: string) =>
  ok<{ messages: MessageBody[]; nextBefore: string | null }>(
    who,
    'GET',
    `/api/conversations/${id}/messages${before ? `?before=${before}` : ''}`,
  );
const inbox = async (who: Member) =>
  ok<{ conversations: { id: string; unreadCount: number; state: string; lastMessage: { body: string } | null }[] }>(
    who,
    'GET',
    '/api/conversations',
  );
const unread = async (who: Member) => (await ok<{ unread: number }>(who, 'GET', '/api/conversations/unread')).unread;

describe('conversations of a matched pair (D28)', () => {
  it('one conversation per pair, whoever opens it; refused without an accepted interest', async () => {
    const { a, b, id } = await matchedPair();
    expect((await ok<{ id: string }>(b, 'POST', '/api/conversations', { memberId: a.account.id })).id).toBe(id);
    const rows = await t.database.db.select().from(schema.conversations).where(eq(schema.conversations.id, id));
    expect(rows).toHaveLength(1);

    const stranger = await signedInMember(t.app, { firstName: 'Chloe' });
    const refused = await call(stranger, 'POST', '/api/conversations', { memberId: a.account.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      "You can write to a member once one of you has accepted the other's interest.",
    );
    await t.database.db.insert(schema.interests).values({ senderId: stranger.account.id, receiverId: a.account.id });
    expect((await call(stranger, 'POST', '/api/conversations', { memberId: a.account.id })).statusCode).toBe(403);
    expect((await call(a, 'POST', '/api/conversations', { memberId: a.account.id })).statusCode).toBe(404);
  });

  it('a message reaches the other member: inbox, unread count, history; reading marks it read for the sender', async () => {
    const { a, b, id } = await matchedPair();
    const sent = await send(a, id, '  Hello Boaz, how was the service?  ');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ body: 'Hello Boaz, how was the service?', fromMe: true, readAt: null });

    expect(await unread(b)).toBe(1);
    const [entry] = (await inbox(b)).conversations.filter((c) => c.id === id);
    expect(entry).toMatchObject({
      unreadCount: 1,
      state: 'open',
      lastMessage: { body: 'Hello Boaz, how was the service?' },
    });
    const [received] = (await history(b, id)).messages;
    expect(received).toMatchObject({ fromMe: false, readAt: null, safetyNote: false });

    expect((await call(b, 'POST', `/api/conversations/${id}/read`)).statusCode).toBe(204);
    expect(await unread(b)).toBe(0);
    const [seen] = (await history(a, id)).messages;
    expect(seen?.readAt).not.toBeNull();
    expect(await unread(a)).toBe(0); // one's own messages are never unread
  });

  it('refuses an empty and an over-long message and keeps 2,000 characters', async () => {
    const { a, id } = await matchedPair();
    const empty = await send(a, id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Write a message first.');
    const long = await send(a, id, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('A message can be at most 2,000 characters.');
    expect((await send(a, id, 'x'.repeat(2000))).statusCode).toBe(201);
    expect((await history(a, id)).messages).toHaveLength(1);
  });

  it('nobody else reads or writes it: a third member gets 404 everywhere', async () => {
    const { a, id } = await matchedPair();
    const sent = (await send(a, id, 'Only for Boaz')).json() as MessageBody;
    const stranger = await signedInMember(t.app, { firstName: 'Eve' });
    await makePremium(t.database.db, stranger.account.id);
    for (const [method, url, payload] of [
      ['GET', `/api/conversations/${id}`],
      ['GET', `/api/conversations/${id}/messages`],
      ['POST', `/api/conversations/${id}/messages`, { body: 'hi' }],
      ['POST', `/api/conversations/${id}/read`],
      ['PUT', `/api/conversations/${id}/contact-sharing`, { share: true }],
      ['POST', `/api/conversations/${id}/messages/${sent.id}/report`, { reason: 'harassment' }],
    ] as const) {
      const response = await call(stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Only for Boaz');
    }
    expect((await inbox(stranger)).conversations).toEqual([]);
  });

  it('keyset pages: older messages page back, each once, in order', async () => {
    const { a, b, id } = await matchedPair();
    for (let i = 1; i <= 45; i += 1) {
      // Spread over both members so that neither reaches the per-minute limit.
      const response = await send(i % 2 ? a : b, id, `message ${i}`);
      expect(response.statusCode, response.body).toBe(201);
    }
    const first = await history(a, id);
    expect(first.messages).toHaveLength(40);
    expect(first.messages.at(-1)?.body).toBe('message 45');
    expect(first.nextBefore).not.toBeNull();
    const older = await history(a, id, first.nextBefore ?? undefined);
    expect(older.messages.map((m) => m.body)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    expect(older.nextBefore).toBeNull();
  });

  it('20 concurrent sends: all stored once, in one order, counted once each', async () => {
    const { a, b, id } = await matchedPair();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => send(a, id, `burst ${i + 1}`)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const { messages } = await history(b, id);
    expect(messages).toHaveLength(20);
    expect(new Set(messages.map((m) => m.body)).size).toBe(20);
    const ids = messages.map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    const times = messages.map((m) => Date.parse(m.sentAt));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(await unread(b)).toBe(20);
    const [row] = await t.database.db.select().from(schema.conversations).where(eq(schema.conversations.id, id));
    expect(row?.lastMessageId).toBe(Math.max(...ids));
    expect((await inbox(b)).conversations.find((c) => c.id === id)?.lastMessage?.body).toBe(messages.at(-1)?.body);
  });
});

describe('when the pair changes (D28, D11, D9, D22)', () => {
  it('a removed interest ends it: readable, no new messages', async () => {
    const { a, b, id } = await matchedPair();
    expect((await send(a, id, 'Before the end')).statusCode).toBe(201);
    const [interest] = await t.database.db
      .select()
      .from(schema.interests)
      .where(eq(schema.interests.senderId, a.account.id));
    expect((await call(b, 'PATCH', `/api/interests/${interest?.id}`, { status: 'removed' })).statusCode).toBe(200);

    for (const who of [a, b]) {
      expect((await ok(who, 'GET', `/api/conversations/${id}`)).state).toBe('ended');
      const refused = await send(who, id, 'After the end');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('This conversation has ended.');
      expect((await history(who, id)).messages.map((m) => m.body)).toEqual(['Before the end']);
    }
    expect((await call(a, 'POST', '/api/conversations', { memberId: b.account.id })).statusCode).toBe(403);
  });

  it('a block either way hides it from both and refuses new messages', async () => {
    const { a, b, id } = await matchedPair();
    expect((await send(a, id, 'Hello')).statusCode).toBe(201);
    await block(t.database.db, b.account.id, a.account.id);
    for (const who of [a, b]) {
      expect((await call(who, 'GET', `/api/conversations/${id}`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/conversations/${id}/messages`)).statusCode).toBe(404);
      expect((await send(who, id, 'Still there?')).statusCode).toBe(404);
      expect((await inbox(who)).conversations.map((c) => c.id)).not.toContain(id);
      expect(await unread(who)).toBe(0);
    }
  });

  it("a deactivated member's conversations are hidden until they come back", async () => {
    const { a, b, id } = await matchedPair();
    expect((await send(b, id, 'See you Sunday')).statusCode).toBe(201);
    await deactivateByAdmin(t.database.db, b.account.id);
    expect((await call(a, 'GET', `/api/conversations/${id}`)).statusCode).toBe(404);
    expect((await inbox(a)).conversations.map((c) => c.id)).not.toContain(id);
    expect(await unread(a)).toBe(0);
    expect((await send(a, id, 'Are you there?')).statusCode).toBe(404);

    await t.database.db
      .update(schema.users)
      .set({ accountStatus: 'active', deactivatedBy: null })
      .where(eq(schema.users.id, b.account.id));
    expect((await inbox(a)).conversations.map((c) => c.id)).toContain(id);
    expect(await unread(a)).toBe(1);
  });

  it('a member on hold cannot send, and nothing they send tells the other (D31, issue 43)', async () => {
    const { a, b, id } = await matchedPair(['Jezebel', 'Lydia']);
    await holdMembers(t.database.db, [a.account.id]);
    const refused = await send(a, id, 'Are you there?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'MEMBER_ON_HOLD', message: moderationMessages.onHold });
    expect(await t.database.db.select().from(schema.messages).where(eq(schema.messages.conversationId, id))).toEqual(
      [],
    );
    expect(
      await t.database.db.select().from(schema.notifications).where(eq(schema.notifications.memberId, b.account.id)),
    ).toEqual([]);
  });

  it('a deactivated member cannot send, and tells nobody', async () => {
    const { a, b, id } = await matchedPair();
    await deactivateByAdmin(t.database.db, a.account.id);
    expect((await send(a, id, 'Still here')).statusCode).toBe(401);
    expect(await t.database.db.select().from(schema.messages).where(eq(schema.messages.conversationId, id))).toEqual(
      [],
    );
    expect(
      await t.database.db.select().from(schema.notifications).where(eq(schema.notifications.memberId, b.account.id)),
    ).toEqual([]);
  });

  it('deleting an account deletes its conversations and messages', async () => {
    const { a, b, id } = await matchedPair();
    expect((await send(a, id, 'Hello')).statusCode).toBe(201);
    expect((await send(b, id, 'Hello to you')).statusCode).toBe(201);
    const admin = await signedInSuperAdmin(t.app, { firstName: 'Pastor' });
    expect((await call(admin, 'DELETE', `/api/admin/users/${b.account.id}`)).statusCode).toBe(200);
    const left = await t.database.db.select().from(schema.messages).where(eq(schema.messages.conversationId, id));
    expect(left).toEqual([]);
    expect(await t.database.db.select().from(schema.conversations).where(eq(schema.conversations.id, id))).toEqual([]);
    expect((await inbox(a)).conversations).toEqual([]);
  });
});

describe('limits (D28): 30 messages a minute, 500 a day', () => {
  it('refuses the 31st message of a minute with a clear message', async () => {
    const { a, id } = await matchedPair();
    for (let i = 1; i <= 30; i += 1) expect((await send(a, id, `m${i}`)).statusCode).toBe(201);
    const refused = await send(a, id, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'You are sending messages too quickly. Please wait a minute and try again.',
    );
    expect((await history(a, id)).messages).toHaveLength(30);
  });

  it('refuses the 501st message of a day', async () => {
    const { a, id } = await matchedPair();
    for (let i = 0; i < 499; i += 1) await t.app.services.throttle.consume(THROTTLE_RULES.messagesPerDay, a.account.id);
    expect((await send(a, id, 'the 500th')).statusCode).toBe(201);
    const refused = await send(a, id, 'the 501st');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('You have sent 500 messages today. Please try again tomorrow.');
  });
});

describe('the safety guard (D29)', () => {
  it('delivers a message asking for money with the safety note for the receiver only, and counts it', async () => {
    const { a, b, id } = await matchedPair();
    expect((await send(a, id, 'Could you send me $500 for a plane ticket? I will pay you back.')).statusCode).toBe(201);
    expect((await send(a, id, 'I gave money to the church fund on Sunday.')).statusCode).toBe(201);
    const forB = (await history(b, id)).messages;
    expect(forB.map((m) => m.safetyNote)).toEqual([true, false]);
    expect((await history(a, id)).messages.map((m) => m.safetyNote)).toEqual([false, false]);

    const admin = await signedInSuperAdmin(t.app, { firstName: 'Pastor' });
    const analytics = await ok<{ flaggedMessagesPerDay: { day: string; count: number }[] }>(
      admin,
      'GET',
      '/api/admin/analytics',
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(analytics.flaggedMessagesPerDay.find((d) => d.day === today)?.count).toBeGreaterThanOrEqual(1);
  });

  it('D44: flags a Spanish request for money for the receiver, whatever language each member uses, and not a Spanish word about the church fund', async () => {
    const { a, b, id } = await matchedPair(['Lucía', 'Mateo']);
    await ok(b, 'PUT', '/api/accounts/me/language', { language: 'es' });
    const request = '¿Me puedes enviar 500 dólares para el billete de avión? Te los devuelvo pronto.';
    expect((await send(a, id, request)).statusCode).toBe(201);
    expect((await send(a, id, 'Di dinero al fondo de la iglesia el domingo.')).statusCode).toBe(201);
    const forB = (await history(b, id)).messages;
    expect(forB.map((m) => [m.body, m.safetyNote])).toEqual([
      [request, true],
      ['Di dinero al fondo de la iglesia el domingo.', false],
    ]);
    expect((await history(a, id)).messages.map((m) => m.safetyNote)).toEqual([false, false]);
  });
});

describe('reporting a message (D28, D18)', () => {
  it('the report carries exactly the reported message to the super admin', async () => {
    const { a, b, id } = await matchedPair(['Mallory', 'Grace']);
    const kept = (await send(a, id, 'A private word that is nobody else’s business')).json() as MessageBody;
    const reported = (await send(a, id, 'Send me your bank account number now')).json() as MessageBody;
    expect((await send(b, id, 'My own reply')).statusCode).toBe(201);

    const own = await call(a, 'POST', `/api/conversations/${id}/messages/${reported.id}/report`, {
      reason: 'scam_or_fraud',
    });
    expect(own.statusCode).toBe(400);
    const unknown = await call(b, 'POST', `/api/conversations/${id}/messages/999999999/report`, {
      reason: 'scam_or_fraud',
    });
    expect(unknown.statusCode).toBe(404);
    const response = await call(b, 'POST', `/api/conversations/${id}/messages/${reported.id}/report`, {
      reason: 'scam_or_fraud',
      description: 'Asked for my bank details',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Thank you. Your report has been sent to our team.');

    const admin = await signedInSuperAdmin(t.app, { firstName: 'Pastor' });
    const listing = await call(admin, 'GET', '/api/admin/reports');
    const mine = (listing.json().reports as { reporterId: string; reportedUserId: string; message: unknown }[]).filter(
      (r) => r.reporterId === b.account.id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      reportedUserId: a.account.id,
      message: { body: 'Send me your bank account number now', sentAt: reported.sentAt },
    });
    expect(listing.body).not.toContain(kept.body);
    expect(listing.body).not.toContain('My own reply');
  });
});

describe('one open report per reporter and member (issue 25)', () => {
  it('a message report while a report of that member is pending is refused; after the decision it is taken', async () => {
    const { a, b, id } = await matchedPair(['Jezebel', 'Lydia']);
    const first = (await send(a, id, 'First message')).json() as MessageBody;
    const second = (await send(a, id, 'Second message')).json() as MessageBody;
    const reportMessage = (messageId: string) =>
      call(b, 'POST', `/api/conversations/${id}/messages/${messageId}/report`, { reason: 'harassment' });
    expect((await reportMessage(first.id)).statusCode).toBe(201);
    const again = await reportMessage(second.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already reported this member. Our team is looking into it.');
    const profileReport = await call(b, 'POST', '/api/reports', { reportedUserId: a.account.id, reason: 'other' });
    expect(profileReport.statusCode).toBe(409);

    const admin = await signedInSuperAdmin(t.app, { firstName: 'Deborah' });
    const listing = await call(admin, 'GET', '/api/admin/reports?status=pending');
    const open = (listing.json().reports as { id: string; reporterId: string }[]).find(
      (r) => r.reporterId === b.account.id,
    );
    expect((await call(admin, 'POST', `/api/admin/reports/${open!.id}/dismiss`)).statusCode).toBe(200);
    expect((await reportMessage(second.id)).statusCode).toBe(201);
  });
});

describe('contact details by choice (D38)', () => {
  it('are shown to the other member only after they chose to share, and go when taken back', async () => {
    const { a, b, id } = await matchedPair();
    const profileOfB = async () =>
      ok<{ contact?: { phone: string }; canMessage: boolean }>(a, 'GET', `/api/profiles/${b.account.id}`);
    expect(await profileOfB()).toMatchObject({ canMessage: true });
    expect((await profileOfB()).contact).toBeUndefined();
    expect((await ok(a, 'GET', `/api/conversations/${id}`)).contact).toBeNull();

    const shared = await ok(b, 'PUT', `/api/conversations/${id}/contact-sharing`, { share: true });
    expect(shared).toMatchObject({ sharingContact: true, contact: null });
    expect((await profileOfB()).contact?.phone).toContain(b.body.phoneNumber);
    expect((await ok(a, 'GET', `/api/conversations/${id}`)).contact).toMatchObject({ email: b.body.email });
    // Sharing is one way: A has not shared.
    expect((await ok(b, 'GET', `/api/profiles/${a.account.id}`)).contact).toBeUndefined();

    await ok(b, 'PUT', `/api/conversations/${id}/contact-sharing`, { share: false });
    expect((await profileOfB()).contact).toBeUndefined();
    expect((await ok(a, 'GET', `/api/conversations/${id}`)).contact).toBeNull();

    const stranger = await signedInMember(t.app, { firstName: 'Zed' });
    expect((await ok(stranger, 'GET', `/api/profiles/${b.account.id}`)).canMessage).toBe(false);
  });
});

describe('live (D3)', () => {
  it("a message reaches the receiver's stream, and reading it reaches the sender's", async () => {
    const { a, b, id } = await matchedPair();
    const streamB = openLiveStream(base, b.cookie);
    const streamA = openLiveStream(base, a.cookie);
    try {
      await Promise.all([streamA.ready(), streamB.ready()]);
      expect((await send(a, id, 'Live hello')).statusCode).toBe(201);
      expect(await streamB.waitFor('messages')).toBe(true);
      expect(await streamA.waitFor('messages')).toBe(true); // the sender's other tabs
      const count = () => streamA.events.filter((e) => e.event === 'messages').length;
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = count();
      expect((await call(b, 'POST', `/api/conversations/${id}/read`)).statusCode).toBe(204);
      const deadline = Date.now() + 3_000;
      while (count() === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(count()).toBe(before + 1);
    } finally {
      streamA.close();
      streamB.close();
    }
  });
});

describe('a message shows as what it is (issue 43)', () => {
  it('refuses invisible-only text, text-direction controls and piled-up combining marks; keeps real scripts', async () => {
    const { a, id } = await matchedPair();
    const refused: [string, string][] = [
      ['\u200B\u200B\u200B', 'Write a message first.'],
      [' \u200B\u2060\uFEFF\u200D ', 'Write a message first.'],
      ['Hello \u202Egnp.exe', 'Messages cannot contain hidden characters that change the direction of the text.'],
      ['See \u2066this\u2069', 'Messages cannot contain hidden characters that change the direction of the text.'],
      [`a${'\u0301'.repeat(1999)}`, 'Messages cannot pile more than 4 accent marks on one letter.'],
    ];
    for (const [body, message] of refused) {
      const response = await send(a, id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message, JSON.stringify(body)).toBe(message);
    }
    expect((await history(a, id)).messages).toHaveLength(0);
    const kept = 'Việt ổn, നന്ദി, धन्यवाद, 👍🏽 1️⃣';
    expect((await send(a, id, kept)).statusCode).toBe(201);
    expect((await history(a, id)).messages.map((message) => message.body)).toEqual([kept]);
  });
});
