import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedInterest, signedInMember } from '#server/test/members.ts';
import { startPushService, type Device } from '#server/test/push-service.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { RING_PUSH_QUEUE } from './call-ring-push.ts';

/**
 * D47 beyond the open tabs: a ringing call pushed to the devices of the member called, and a missed
 * call in their bell. The queue runs with drain() here (the worker's own poll is slowed down).
 */
let t: TestApp;
let pushes: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  pushes = await startPushService();
  t = await createTestApp({ JOBS_POLL_MS: '60000' });
});
afterAll(async () => {
  await t?.close();
  await pushes?.close();
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
type Method = 'GET' | 'POST' | 'PUT';
interface Settings {
  kinds: Record<string, { inApp: boolean; email: boolean; push: boolean }>;
  pushPreviews: boolean;
}
interface Bell {
  notifications: { kind: string; title: string; path: string; read: boolean }[];
}

async function ok<T = Record<string, unknown>>(who: Member, method: Method, url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}
const deliver = (later?: Date) => t.app.services.jobs.drain(later);
const missedCalls = async (who: Member) =>
  (await ok<Bell>(who, 'GET', '/api/notifications')).notifications.filter((n) => n.kind === 'missed_call');
async function change(who: Member, edit: (settings: Settings) => void) {
  const settings = await ok<Settings>(who, 'GET', '/api/notifications/settings');
  edit(settings);
  await ok(who, 'PUT', '/api/notifications/settings', settings);
}

/** A matched pair who have each written once, the second with a device that takes pushes. */
async function pair(names: [string, string]) {
  const a = await signedInMember(t.app, { firstName: names[0] });
  const b = await signedInMember(t.app, { firstName: names[1] });
  await acceptedInterest(t.database.db, a.account.id, b.account.id);
  const { id } = await ok<{ id: string }>(a, 'POST', '/api/conversations', { memberId: b.account.id });
  await ok(a, 'POST', `/api/conversations/${id}/messages`, { body: 'Hello' });
  await ok(b, 'POST', `/api/conversations/${id}/messages`, { body: 'Hello to you' });
  const device = pushes.device();
  await ok(b, 'POST', '/api/notifications/push/subscriptions', device.subscription);
  await deliver();
  const before = pushes.to(device).length;
  return { a, b, conversationId: id, device, newPushes: () => pushes.to(device).slice(before) };
}
const ring = async (a: Member, conversationId: string, kind = 'video') =>
  (await ok<{ id: string }>(a, 'POST', '/api/calls', { conversationId, kind })).id;
const opened = (device: Device, list: ReturnType<typeof pushes.to>) => list.map((push) => pushes.open(device, push));

describe('a ringing call on the devices of the member called (D47)', () => {
  it('pushes at once, briefly and urgently, without the caller’s name unless previews are on', async () => {
    const { a, b, conversationId, device, newPushes } = await pair(['Abner', 'Bathsheba']);
    const first = await ring(a, conversationId, 'video');
    await deliver();
    const [push, ...more] = newPushes();
    expect(more).toEqual([]);
    expect(Number(push!.headers.ttl)).toBeGreaterThanOrEqual(40);
    expect(Number(push!.headers.ttl)).toBeLessThanOrEqual(45);
    expect(push!.headers.urgency).toBe('high');
    expect(pushes.open(device, push!)).toEqual({
      title: 'Incoming video call',
      path: `/messages/${conversationId}`,
      tag: `call:${first}`,
    });
    await ok(b, 'POST', `/api/calls/${first}/decline`);

    await change(b, (settings) => (settings.pushPreviews = true));
    const second = await ring(a, conversationId, 'voice');
    await deliver();
    expect(opened(device, newPushes()).at(-1)).toEqual({
      title: 'Incoming voice call from Abner',
      path: `/messages/${conversationId}`,
      tag: `call:${second}`,
    });
    await ok(b, 'POST', `/api/calls/${second}/decline`);
  });

  it('pushes nothing when the member turned call pushes off, or when the call stopped ringing first', async () => {
    const { a, b, conversationId, newPushes } = await pair(['Caleb', 'Dinah']);
    await change(b, (settings) => (settings.kinds['missed_call']!.push = false));
    const off = await ring(a, conversationId);
    await deliver();
    expect(newPushes()).toEqual([]);
    await change(b, (settings) => (settings.kinds['missed_call']!.push = true));

    // The job reads the call again when it runs: answered (or ended) by then, it sends nothing.
    await ok(b, 'POST', `/api/calls/${off}/accept`);
    const late = { queue: RING_PUSH_QUEUE, payload: { callId: off, calleeId: b.account.id } };
    await t.app.services.jobs.enqueue({ ...late, key: 'late-ring-answered' });
    await deliver();
    await ok(a, 'POST', `/api/calls/${off}/end`);
    await t.app.services.jobs.enqueue({ ...late, key: 'late-ring-ended' });
    await deliver();
    expect(newPushes()).toEqual([]);
  });
});

describe('a missed call in the bell (D47, D30)', () => {
  it('a call that rang out or that the caller stopped is the called member’s missed call; a declined one is not', async () => {
    const { a, b, conversationId } = await pair(['Eli', 'Hadassah']);
    const declined = await ring(a, conversationId);
    await ok(b, 'POST', `/api/calls/${declined}/decline`);
    expect(await missedCalls(b)).toEqual([]);

    const stopped = await ring(a, conversationId);
    await ok(a, 'POST', `/api/calls/${stopped}/end`);
    expect(await missedCalls(b)).toEqual([
      expect.objectContaining({ title: 'Missed call from Eli', path: `/messages/${conversationId}`, read: false }),
    ]);

    const rangOut = await ring(a, conversationId);
    await t.database.db.execute(
      sql`update calls set started_at = started_at - interval '46 seconds' where id = ${rangOut}`,
    );
    await deliver(new Date(Date.now() + 46_000));
    expect(await missedCalls(b)).toHaveLength(2);
    // The caller's own bell says nothing of the calls they made.
    expect(await missedCalls(a)).toEqual([]);
  });

  it('a block that ends a ringing call leaves nothing in the bell', async () => {
    const { a, b, conversationId } = await pair(['Ira', 'Jael']);
    await ring(a, conversationId);
    await ok(b, 'PUT', `/api/blocks/${a.account.id}`);
    await deliver();
    expect(await missedCalls(b)).toEqual([]);
    expect(await ok(a, 'GET', '/api/calls/current')).toEqual({ call: null });
  });
});
