import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLiveStream } from '#server/test/live-stream.ts';
import {
  block,
  cookieHeader,
  registerMember,
  seedProfile,
  signedInSuperAdmin,
  signIn,
  turnOnTwoFactor,
} from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import type { TestDatabase } from '#server/test/test-database.ts';
import { startTwoInstances, type Instance } from '#server/test/two-instances.ts';
import { memberOf } from '#server/lib/member.ts';
import { schema } from '#server/db/schema.ts';

/** Two server instances on one database (D3): an event crosses them only through NOTIFY. */
let database: TestDatabase;
let one: Instance;
let two: Instance;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ database, one, two, close } = await startTwoInstances());
});
afterAll(async () => {
  await close?.();
});

/** A member with a complete profile, signed in (the session works on both instances). */
async function member(firstName: string) {
  const { body, account } = await registerMember(one.app, { firstName });
  const { services } = one.app;
  const row = await services.accounts.findById(account.id);
  await services.profiles.save(memberOf(row!), completeProfile({ firstName }));
  const cookie = cookieHeader(await signIn(one.app, body.email, body.password));
  return { id: account.id, cookie, body };
}

const post = (app: FastifyInstance, cookie: string, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('GET /api/events across instances (D3)', () => {
  it('refuses visitors', async () => {
    const response = await fetch(`${two.base}/api/events`);
    expect(response.status).toBe(401);
  });

  it("delivers A's interest, sent through instance 1, to B's stream on instance 2, and to nobody else", async () => {
    const a = await member('Abigail');
    const b = await member('Boaz');
    const c = await member('Caleb');
    const streamB = openLiveStream(two.base, b.cookie);
    const streamC = openLiveStream(two.base, c.cookie);
    await Promise.all([streamB.ready(), streamC.ready()]);
    expect(await streamB.waitFor('ping-never', 250)).toBe(false);
    expect(streamB.pings).toBeGreaterThan(0); // heartbeats flow

    const sent = await post(one.app, a.cookie, '/api/interests', { receiverId: b.id });
    expect(sent.statusCode).toBe(201);
    expect(await streamB.waitFor('interests')).toBe(true);
    const [event] = streamB.events.filter((e) => e.event === 'interests');
    expect(JSON.parse(event!.data)).toEqual({ topic: 'interests', sentAt: expect.any(Number) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(streamC.events).toEqual([]);
    streamB.close();
    streamC.close();
  });

  it("delivers A's message, sent through instance 1, to B's stream on instance 2, and to nobody else (D28)", async () => {
    const a = await member('Apphia');
    const b = await member('Boaz');
    const c = await member('Candace');
    await database.db.insert(schema.interests).values({ senderId: a.id, receiverId: b.id, status: 'accepted' });
    const opened = await post(two.app, b.cookie, '/api/conversations', { memberId: a.id });
    const streamB = openLiveStream(two.base, b.cookie);
    const streamC = openLiveStream(two.base, c.cookie);
    await Promise.all([streamB.ready(), streamC.ready()]);
    const before = streamB.events.length;

    const sent = await post(one.app, a.cookie, `/api/conversations/${opened.json().id}/messages`, { body: 'Shalom!' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await streamB.waitFor('messages', 3_000, before)).toBe(true);
    const event = streamB.events.slice(before).find((e) => e.event === 'messages');
    expect(JSON.parse(event!.data)).toEqual({ topic: 'messages', sentAt: expect.any(Number) });
    expect(event!.data).not.toContain('Shalom');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(streamC.events).toEqual([]);
    streamB.close();
    streamC.close();
  });

  it('leaks no events between a blocked pair', async () => {
    const a = await member('Adah');
    const b = await member('Barak');
    await block(database.db, b.id, a.id);
    const streamB = openLiveStream(two.base, b.cookie);
    await streamB.ready();
    expect((await post(one.app, a.cookie, '/api/interests', { receiverId: b.id })).statusCode).toBe(404);
    expect((await one.app.inject({ url: `/api/profiles/${b.id}`, headers: { cookie: a.cookie } })).statusCode).toBe(
      404,
    );
    expect(await streamB.waitFor('interests', 400)).toBe(false);
    expect(streamB.events).toEqual([]);
    streamB.close();
  });

  it('closes the stream when its session signs out, and only that session’s stream', async () => {
    const b = await member('Bethany');
    const other = cookieHeader(await signIn(one.app, b.body.email, b.body.password));
    const ending = openLiveStream(two.base, b.cookie);
    const staying = openLiveStream(two.base, other);
    await Promise.all([ending.ready(), staying.ready()]);
    expect((await post(one.app, b.cookie, '/api/auth/logout')).statusCode).toBe(200);
    expect(await ending.waitFor('signed-out')).toBe(true);
    expect(await ending.waitForEnd()).toBe(true);
    expect(staying.ended).toBe(false);
    staying.close();
  });

  it("ends the member's stream and session when an admin deactivates them", async () => {
    const admin = await member('Deborah');
    await one.app.services.accounts.setRole(admin.id, 'super_admin');
    await turnOnTwoFactor(one.app, admin.cookie, admin.body.password);
    const b = await member('Barnabas');
    const stream = openLiveStream(two.base, b.cookie);
    const adminStream = openLiveStream(two.base, admin.cookie);
    await Promise.all([stream.ready(), adminStream.ready()]);
    const response = await post(one.app, admin.cookie, `/api/admin/users/${b.id}/deactivate`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stream.waitFor('signed-out')).toBe(true);
    expect(await stream.waitForEnd()).toBe(true);
    expect(await adminStream.waitFor('admin')).toBe(true);
    expect((await two.app.inject({ url: '/api/dashboard', headers: { cookie: b.cookie } })).statusCode).toBe(401);
    expect((await fetch(`${two.base}/api/events`, { headers: { cookie: b.cookie } })).status).toBe(401);
    adminStream.close();
  });

  it('keeps at most five streams per member: the oldest closes', async () => {
    const b = await member('Bilhah');
    const streams = [];
    for (let i = 0; i < 6; i++) {
      const stream = openLiveStream(one.base, b.cookie);
      await stream.ready();
      streams.push(stream);
    }
    expect(await streams[0]!.waitForEnd()).toBe(true);
    expect(streams.slice(1).every((stream) => !stream.ended)).toBe(true);
    for (const stream of streams) stream.close();
  });

  it('tells a member about new profile views and their own shortlist changes', async () => {
    const viewer = await member('Vashti');
    const b = await member('Benaiah');
    const stream = openLiveStream(two.base, b.cookie);
    await stream.ready();
    expect(
      (await one.app.inject({ url: `/api/profiles/${b.id}`, headers: { cookie: viewer.cookie } })).statusCode,
    ).toBe(200);
    expect(await stream.waitFor('dashboard')).toBe(true);
    const subject = await seedProfile(one.app);
    await one.app.services.accounts.setMembership(b.id, 'premium');
    expect(
      (await one.app.inject({ method: 'PUT', url: `/api/shortlists/${subject}`, headers: { cookie: b.cookie } }))
        .statusCode,
    ).toBe(204);
    expect(await stream.waitFor('shortlist')).toBe(true);
    stream.close();
  });

  it('tells every open tab, on every instance, that the membership model changed (D41)', async () => {
    const a = await member('Aquila');
    const b = await member('Bernice');
    const admin = await signedInSuperAdmin(one.app);
    const streamA = openLiveStream(one.base, a.cookie);
    const streamB = openLiveStream(two.base, b.cookie);
    await Promise.all([streamA.ready(), streamB.ready()]);
    const change = (membershipMode: string) =>
      one.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: admin.cookie },
        payload: { moderationMode: 'after', registrationOpen: true, membershipMode },
      });
    expect((await change('full_access')).statusCode).toBe(200);
    expect(await streamA.waitFor('settings')).toBe(true);
    expect(await streamB.waitFor('settings')).toBe(true);
    expect((await change('free_and_premium')).statusCode).toBe(200);
    streamA.close();
    streamB.close();
  });
});

describe('maintenance mode reaches every open tab (D42)', () => {
  it('tells every stream, on every instance, when maintenance goes on and when it goes off', async () => {
    const a = await member('Anna');
    const b = await member('Bezalel');
    const admin = await member('Deborah');
    await one.app.services.accounts.setRole(admin.id, 'super_admin');
    await turnOnTwoFactor(one.app, admin.cookie, admin.body.password);
    const streamA = openLiveStream(one.base, a.cookie);
    const streamB = openLiveStream(two.base, b.cookie);
    await Promise.all([streamA.ready(), streamB.ready()]);
    const turn = (maintenanceOn: boolean) =>
      one.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: admin.cookie },
        payload: { moderationMode: 'after', registrationOpen: true, maintenanceOn, maintenanceMessage: 'Back soon.' },
      });
    try {
      expect((await turn(true)).statusCode).toBe(200);
      expect(await streamA.waitFor('maintenance')).toBe(true);
      expect(await streamB.waitFor('maintenance')).toBe(true);
      const before = streamB.events.length;
      expect((await turn(false)).statusCode).toBe(200);
      expect(await streamB.waitFor('maintenance', 3_000, before)).toBe(true);
    } finally {
      await turn(false);
      streamA.close();
      streamB.close();
    }
  });
});
