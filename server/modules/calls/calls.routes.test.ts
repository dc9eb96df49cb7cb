import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMessages } from '#shared/schemas/calls.ts';
import { schema } from '#server/db/schema.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import { openLiveStream } from '#server/test/live-stream.ts';
import { memberOf } from '#server/lib/member.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import {
  acceptedInterest,
  cookieHeader,
  deactivateByAdmin,
  holdMembers,
  registerMember,
  signIn,
} from '#server/test/members.ts';
import type { TestDatabase } from '#server/test/test-database.ts';
import { startTwoInstances, type Instance } from '#server/test/two-instances.ts';

/**
 * D47 on two server instances sharing one database: the caller on one, the member called on the
 * other, so every ring, answer, signal and ending crosses instances (on PostgreSQL through NOTIFY).
 */
let database: TestDatabase;
let one: Instance;
let two: Instance;
let close: (() => Promise<void>) | undefined;
const TURN_SECRET = 'turn-shared-secret-0123456789';
beforeAll(async () => {
  ({ database, one, two, close } = await startTwoInstances({
    ICE_SERVERS: JSON.stringify([{ urls: 'stun:stun.example.org:3478' }, { urls: ['turn:turn.example.org:3478'] }]),
    TURN_SECRET,
  }));
});
afterAll(async () => {
  await close?.();
});

interface Person {
  id: string;
  cookie: string;
  firstName: string;
  /** The instance this member's tab talks to. */
  app: FastifyInstance;
  base: string;
}

async function person(firstName: string, instance = one): Promise<Person> {
  const { body, account } = await registerMember(one.app, { firstName });
  // A profile, as a matched member has (D31's hold is the profile's).
  const row = await one.app.services.accounts.findById(account.id);
  if (!row) throw new Error('member not stored');
  await one.app.services.profiles.save(memberOf(row), completeProfile({ firstName: firstName.split(' ')[0] }));
  const cookie = cookieHeader(await signIn(one.app, body.email, body.password));
  return { id: account.id, cookie, firstName, app: instance.app, base: instance.base };
}

type Method = 'GET' | 'POST' | 'PUT';
const request = (who: Person, method: Method, url: string, payload?: object) =>
  who.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

async function ok<T = Record<string, unknown>>(who: Person, method: Method, url: string, payload?: object) {
  const response = await request(who, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}

async function refused(who: Person, method: Method, url: string, status: number, payload?: object) {
  const response = await request(who, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  const { error } = response.json() as { error: { code: string; message: string; requestId?: string } };
  return { error: { code: error.code, message: error.message } };
}

interface CallBody {
  id: string;
  state: string;
  direction: string;
  kind: string;
  member: { id: string; firstName: string };
  ringEndsAt: string;
  startedAt: string;
}
interface ChatMessage {
  body: string;
  fromMe: boolean;
  readAt: string | null;
  call: { kind: string; outcome: string; durationSeconds: number | null } | null;
}

/** A matched pair with their conversation; by default each has written once (D47's condition). */
async function pair(names: [string, string], options: { written?: boolean } = {}) {
  const a = await person(names[0], one);
  const b = await person(names[1], two);
  await acceptedInterest(database.db, a.id, b.id);
  const { id } = await ok<{ id: string }>(a, 'POST', '/api/conversations', { memberId: b.id });
  if (options.written !== false) {
    await ok(a, 'POST', `/api/conversations/${id}/messages`, { body: `Hello ${names[1]}` });
    await ok(b, 'POST', `/api/conversations/${id}/messages`, { body: `Hello ${names[0]}` });
    await ok(b, 'POST', `/api/conversations/${id}/read`);
    await ok(a, 'POST', `/api/conversations/${id}/read`);
  }
  return { a, b, conversationId: id };
}

const start = (who: Person, conversationId: string, kind = 'video') =>
  request(who, 'POST', '/api/calls', { conversationId, kind });
const current = async (who: Person) => (await ok<{ call: CallBody | null }>(who, 'GET', '/api/calls/current')).call;
const history = async (who: Person, conversationId: string) =>
  (await ok<{ messages: ChatMessage[] }>(who, 'GET', `/api/conversations/${conversationId}/messages`)).messages;
const unread = async (who: Person) => (await ok<{ unread: number }>(who, 'GET', '/api/conversations/unread')).unread;
const callRow = async (id: string) => (await database.db.select().from(schema.calls).where(eq(schema.calls.id, id)))[0];

async function ringing(a: Person, conversationId: string, kind = 'video') {
  const response = await start(a, conversationId, kind);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CallBody;
}

describe('who may call whom (D47)', () => {
  it('only once each of a matched pair has written; it rings the other on another instance', async () => {
    const { a, b, conversationId } = await pair(['Abigail', 'Barnabas'], { written: false });
    expect((await refused(a, 'POST', '/api/calls', 403, { conversationId, kind: 'voice' })).error).toEqual({
      code: 'CALL_NEEDS_MESSAGES',
      message: callMessages.needMessages,
    });
    await ok(a, 'POST', `/api/conversations/${conversationId}/messages`, { body: 'Hello' });
    await refused(a, 'POST', '/api/calls', 403, { conversationId, kind: 'voice' });
    await ok(b, 'POST', `/api/conversations/${conversationId}/messages`, { body: 'Hello to you' });

    const stream = openLiveStream(b.base, b.cookie);
    await stream.ready();
    const call = await ringing(a, conversationId, 'voice');
    expect(call).toMatchObject({ state: 'ringing', direction: 'outgoing', kind: 'voice' });
    expect(call.member).toEqual({ id: b.id, firstName: 'Barnabas', photoUrl: null });
    expect(Date.parse(call.ringEndsAt) - Date.parse(call.startedAt)).toBe(45_000);
    expect(await stream.waitFor('calls')).toBe(true);
    stream.close();
    const incoming = await current(b);
    expect(incoming).toMatchObject({ id: call.id, state: 'ringing', direction: 'incoming' });
    expect(incoming?.member.firstName).toBe('Abigail');
    // Nothing of the other's account beyond the first name and photo.
    expect(Object.keys(incoming?.member ?? {}).sort()).toEqual(['firstName', 'id', 'photoUrl']);
    await ok(a, 'POST', `/api/calls/${call.id}/end`);
  });

  it('a third member cannot start, see, answer, signal into or end the pair’s call, nor learn it runs', async () => {
    const { a, b, conversationId } = await pair(['Chloe', 'Darius']);
    const call = await ringing(a, conversationId);
    const stranger = await person('Eunice', two);
    expect((await refused(stranger, 'POST', '/api/calls', 404, { conversationId, kind: 'voice' })).error.code).toBe(
      'CONVERSATION_NOT_FOUND',
    );
    expect(await current(stranger)).toBeNull();
    for (const [method, url, payload] of [
      ['POST', `/api/calls/${call.id}/accept`, undefined],
      ['POST', `/api/calls/${call.id}/decline`, undefined],
      ['POST', `/api/calls/${call.id}/end`, undefined],
      ['POST', `/api/calls/${call.id}/signals`, { type: 'offer', data: '{"sdp":"x"}' }],
      ['GET', `/api/calls/${call.id}/signals`, undefined],
      ['GET', `/api/calls/${call.id}/ice-servers`, undefined],
    ] as const) {
      const body = await refused(stranger, method, url, 404, payload);
      expect(body.error).toEqual({ code: 'CALL_NOT_FOUND', message: callMessages.notFound });
    }
    expect((await current(b))?.state).toBe('ringing');
    // The caller cannot answer their own call.
    expect((await refused(a, 'POST', `/api/calls/${call.id}/accept`, 403)).error.code).toBe('NOT_THE_CALLEE');
    await ok(b, 'POST', `/api/calls/${call.id}/decline`);
  });

  it('refuses a member who turned calls off, an ended conversation, and anyone already in a call', async () => {
    const { a, b, conversationId } = await pair(['Felix', 'Gloria']);
    expect(await ok(b, 'GET', '/api/calls/settings')).toEqual({ incoming: true });
    expect(await ok(b, 'PUT', '/api/calls/settings', { incoming: false })).toEqual({ incoming: false });
    expect(await ok(b, 'GET', '/api/calls/settings')).toEqual({ incoming: false });
    expect((await refused(a, 'POST', '/api/calls', 403, { conversationId, kind: 'video' })).error).toEqual({
      code: 'CALLS_OFF',
      message: callMessages.callsOff,
    });
    await ok(b, 'PUT', '/api/calls/settings', { incoming: true });
    await refused(b, 'PUT', '/api/calls/settings', 400, { incoming: 'no' });

    // One call at a time: Hannah, matched with Felix too, finds him busy; he cannot call her either.
    const call = await ringing(a, conversationId);
    const hannah = await person('Hannah', two);
    await acceptedInterest(database.db, hannah.id, a.id);
    const { id: other } = await ok<{ id: string }>(hannah, 'POST', '/api/conversations', { memberId: a.id });
    await ok(hannah, 'POST', `/api/conversations/${other}/messages`, { body: 'Hi Felix' });
    await ok(a, 'POST', `/api/conversations/${other}/messages`, { body: 'Hi Hannah' });
    expect((await refused(hannah, 'POST', '/api/calls', 409, { conversationId: other, kind: 'voice' })).error).toEqual({
      code: 'MEMBER_IN_CALL',
      message: callMessages.theyAreBusy,
    });
    expect((await refused(a, 'POST', '/api/calls', 409, { conversationId: other, kind: 'voice' })).error).toEqual({
      code: 'ALREADY_IN_CALL',
      message: callMessages.youAreBusy,
    });
    await ok(a, 'POST', `/api/calls/${call.id}/end`);
    const free = await ringing(hannah, other);
    await ok(hannah, 'POST', `/api/calls/${free.id}/end`);

    // The interest removed: the conversation ended, no call.
    await database.db.delete(schema.interests).where(eq(schema.interests.senderId, a.id));
    expect((await refused(a, 'POST', '/api/calls', 409, { conversationId, kind: 'voice' })).error.code).toBe(
      'CONVERSATION_ENDED',
    );
  });

  it('allows 20 call attempts a day', async () => {
    const { a, conversationId } = await pair(['Ivy', 'Jonah']);
    await one.app.services.throttle.consumeMany(THROTTLE_RULES.callsPerDay, a.id, 19);
    const last = await ringing(a, conversationId);
    await ok(a, 'POST', `/api/calls/${last.id}/end`);
    expect((await refused(a, 'POST', '/api/calls', 429, { conversationId, kind: 'voice' })).error).toEqual({
      code: 'TOO_MANY_CALLS_TODAY',
      message: callMessages.tooManyToday,
    });
  });
});

describe('a call from ring to hang-up (D47)', () => {
  it('signals pass between the two only; hanging up leaves the duration in the conversation and no signal', async () => {
    const { a, b, conversationId } = await pair(['Keziah', 'Lemuel']);
    const call = await ringing(a, conversationId);
    // The caller's offer waits for the answer; the member called reads it from the other instance.
    await ok(a, 'POST', `/api/calls/${call.id}/signals`, { type: 'offer', data: '{"type":"offer","sdp":"v=0"}' });
    const accepted = await ok<CallBody>(b, 'POST', `/api/calls/${call.id}/accept`);
    expect(accepted).toMatchObject({ state: 'active', direction: 'incoming' });
    expect((await current(a))?.state).toBe('active');
    await refused(b, 'POST', `/api/calls/${call.id}/decline`, 403);

    const forB = await ok<{ signals: { id: string; type: string; data: string }[] }>(
      b,
      'GET',
      `/api/calls/${call.id}/signals`,
    );
    expect(forB.signals.map((s) => [s.type, s.data])).toEqual([['offer', '{"type":"offer","sdp":"v=0"}']]);
    expect((await ok<{ signals: unknown[] }>(a, 'GET', `/api/calls/${call.id}/signals`)).signals).toEqual([]);

    const stream = openLiveStream(a.base, a.cookie);
    await stream.ready();
    await ok(b, 'POST', `/api/calls/${call.id}/signals`, { type: 'answer', data: '{"type":"answer"}' });
    await ok(b, 'POST', `/api/calls/${call.id}/signals`, { type: 'candidate', data: '{"candidate":"c1"}' });
    expect(await stream.waitFor('calls')).toBe(true);
    const forA = await ok<{ signals: { id: string; type: string }[] }>(a, 'GET', `/api/calls/${call.id}/signals`);
    expect(forA.signals.map((s) => s.type)).toEqual(['answer', 'candidate']);
    const after = await ok<{ signals: { type: string }[] }>(
      a,
      'GET',
      `/api/calls/${call.id}/signals?after=${forA.signals[0]?.id}`,
    );
    expect(after.signals.map((s) => s.type)).toEqual(['candidate']);
    await refused(a, 'POST', `/api/calls/${call.id}/signals`, 400, { type: 'offer', data: '' });
    await refused(a, 'POST', `/api/calls/${call.id}/signals`, 400, { type: 'bye', data: 'x' });

    // TURN credentials made for this call (the TURN REST scheme); STUN as configured.
    const { iceServers } = await ok<{ iceServers: { urls: string[]; username?: string; credential?: string }[] }>(
      a,
      'GET',
      `/api/calls/${call.id}/ice-servers`,
    );
    expect(iceServers[0]).toEqual({ urls: 'stun:stun.example.org:3478' });
    const turn = iceServers[1];
    expect(turn?.username).toMatch(new RegExp(`^\\d+:${call.id}$`));
    const { createHmac } = await import('node:crypto');
    expect(turn?.credential).toBe(
      createHmac('sha1', TURN_SECRET)
        .update(turn?.username ?? '')
        .digest('base64'),
    );

    await database.db.execute(
      sql`update calls set answered_at = answered_at - interval '75 seconds' where id = ${call.id}`,
    );
    const from = stream.events.length;
    await ok(a, 'POST', `/api/calls/${call.id}/end`);
    expect(await stream.waitFor('calls', 3_000, from)).toBe(true);
    stream.close();
    expect(await current(a)).toBeNull();
    expect(await current(b)).toBeNull();
    await refused(b, 'POST', `/api/calls/${call.id}/signals`, 404, { type: 'candidate', data: 'x' });
    const left = await database.db.select().from(schema.callSignals).where(eq(schema.callSignals.callId, call.id));
    expect(left).toEqual([]);

    const seenByB = (await history(b, conversationId)).at(-1);
    expect(seenByB).toMatchObject({ body: 'Video call, 1:15', fromMe: false });
    expect(seenByB?.call).toEqual({ kind: 'video', outcome: 'completed', durationSeconds: 75 });
    expect(seenByB?.readAt).not.toBeNull();
    expect(await unread(b)).toBe(0);
    expect((await callRow(call.id))?.endedReason).toBe('hung-up');
  });

  it('a declined call and a call the caller stopped ringing appear as such; missed is unread for the member called', async () => {
    const { a, b, conversationId } = await pair(['Miriam', 'Nathan']);
    const first = await ringing(a, conversationId, 'voice');
    await ok(b, 'POST', `/api/calls/${first.id}/decline`);
    expect((await history(a, conversationId)).at(-1)).toMatchObject({
      body: 'Declined voice call',
      fromMe: true,
      call: { kind: 'voice', outcome: 'declined', durationSeconds: null },
    });
    const second = await ringing(a, conversationId, 'voice');
    await ok(a, 'POST', `/api/calls/${second.id}/end`);
    expect((await history(b, conversationId)).at(-1)).toMatchObject({
      body: 'Missed voice call',
      readAt: null,
      call: { outcome: 'missed' },
    });
    expect(await unread(b)).toBe(1);
    expect(await unread(a)).toBe(0);
    const inbox = await ok<{ conversations: { id: string; lastMessage: { body: string } }[] }>(
      b,
      'GET',
      '/api/conversations',
    );
    expect(inbox.conversations.find((c) => c.id === conversationId)?.lastMessage.body).toBe('Missed voice call');
    // A call's event is nobody's words: it cannot be reported as a message.
    const messages = await database.db
      .select({ id: schema.messages.id })
      .from(schema.messages)
      .where(and(eq(schema.messages.conversationId, conversationId), eq(schema.messages.callOutcome, 'missed')));
    const report = await refused(
      b,
      'POST',
      `/api/conversations/${conversationId}/messages/${messages[0]?.id}/report`,
      400,
      {
        reason: 'harassment',
      },
    );
    expect(report.error.code).toBe('CALL_NOT_REPORTABLE');
  });

  it('stops ringing after 45 s as missed: by the job queue, or when the call is next read', async () => {
    const { a, b, conversationId } = await pair(['Obadiah', 'Phoebe']);
    const byJob = await ringing(a, conversationId);
    await database.db.execute(
      sql`update calls set started_at = started_at - interval '46 seconds' where id = ${byJob.id}`,
    );
    await one.app.services.jobs.drain(new Date(Date.now() + 46_000));
    expect(await callRow(byJob.id)).toMatchObject({ status: 'ended', outcome: 'missed', endedReason: 'no-answer' });

    const byRead = await ringing(a, conversationId);
    await database.db.execute(
      sql`update calls set started_at = started_at - interval '46 seconds' where id = ${byRead.id}`,
    );
    expect((await refused(b, 'POST', `/api/calls/${byRead.id}/accept`, 404)).error.code).toBe('CALL_NOT_FOUND');
    expect(await current(a)).toBeNull();
    expect((await history(b, conversationId)).filter((m) => m.call?.outcome === 'missed')).toHaveLength(2);
    expect(await unread(b)).toBe(2);
  });
});

describe('what ends a call at once (D47)', () => {
  it('a block during a call ends it on both sides; the missed call stays out of the counts while blocked', async () => {
    const { a, b, conversationId } = await pair(['Rhoda', 'Silas']);
    const call = await ringing(a, conversationId);
    const streamA = openLiveStream(a.base, a.cookie);
    await streamA.ready();
    await ok(b, 'PUT', `/api/blocks/${a.id}`);
    expect(await streamA.waitFor('calls')).toBe(true);
    streamA.close();
    expect(await current(a)).toBeNull();
    expect(await current(b)).toBeNull();
    expect(await callRow(call.id)).toMatchObject({ status: 'ended', endedReason: 'blocked', outcome: 'missed' });
    expect(await unread(b)).toBe(0);
    await refused(a, 'POST', '/api/calls', 404, { conversationId, kind: 'voice' });
    await database.db.delete(schema.blocks).where(eq(schema.blocks.blockerId, b.id));
    // Unblocked: the missed call is one unread message, as a recount says.
    expect(await unread(b)).toBe(1);
  });

  it('the interest removed, a deactivation or a hold ends a running call', async () => {
    for (const end of ['interest', 'deactivation', 'hold'] as const) {
      const { a, b, conversationId } = await pair(['Tabitha', `Uriah ${end}`]);
      const call = await ringing(a, conversationId);
      await ok(b, 'POST', `/api/calls/${call.id}/accept`);
      if (end === 'interest') await database.db.delete(schema.interests).where(eq(schema.interests.senderId, a.id));
      if (end === 'deactivation') await deactivateByAdmin(database.db, b.id);
      if (end === 'hold') await holdMembers(database.db, [a.id]);
      const row = await callRow(call.id);
      expect(row?.status, end).toBe('ended');
      expect(row?.endedReason, end).toBe(end === 'interest' ? 'interest-removed' : 'unavailable');
      expect(row?.outcome, end).toBe('completed');
      expect(await current(a), end).toBeNull();
    }
  });
});
