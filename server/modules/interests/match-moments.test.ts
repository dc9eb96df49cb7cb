import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { openLiveStream } from '#server/test/live-stream.ts';
import { ageFromIsoDate } from '#shared/rules/age.ts';
import { block, deactivateByAdmin, seedProfile, signedInMember } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** Issue 44: the match moment — both members of an accepted interest see it once, live for the sender. */
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
interface Moment {
  partner: { id: string; firstName: string; lastName: string; photoUrl: string | null };
  ownPhotoUrl: string | null;
  matchedAt: string;
}

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function moments(member: Member): Promise<Moment[]> {
  const response = await call(member.cookie, 'GET', '/api/interests/matches');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { moments: Moment[] }).moments;
}

/** A sends B an interest; returns its id (B answers it). */
async function interest(a: Member, b: Member): Promise<string> {
  const sent = await call(a.cookie, 'POST', '/api/interests', { receiverId: b.account.id });
  expect(sent.statusCode, sent.body).toBe(201);
  const rows = await t.database.db.select().from(schema.interests);
  const row = rows.find((r) => r.senderId === a.account.id && r.receiverId === b.account.id);
  return row!.id;
}

async function accept(b: Member, id: string) {
  const response = await call(b.cookie, 'PATCH', `/api/interests/${id}`, { status: 'accepted' });
  expect(response.statusCode, response.body).toBe(200);
}

async function pair() {
  return {
    a: await signedInMember(t.app, { firstName: 'Abigail', lastName: 'Mathew' }),
    b: await signedInMember(t.app, { firstName: 'Boaz', lastName: 'Joseph' }),
  };
}

describe('the match moment (issue 44)', () => {
  it("reaches both members of an accepted interest — live on the sender's stream — and shows once", async () => {
    const { a, b } = await pair();
    const id = await interest(a, b);
    expect(await moments(a)).toEqual([]);
    expect(await moments(b)).toEqual([]);

    const streamA = openLiveStream(base, a.cookie);
    await streamA.ready();
    await accept(b, id);
    expect(await streamA.waitFor('match')).toBe(true);
    const event = streamA.events.find((e) => e.event === 'match');
    expect(JSON.parse(event!.data)).toEqual({ topic: 'match', sentAt: expect.any(Number) }); // no member data
    streamA.close();

    const forB = await moments(b);
    expect(forB).toEqual([
      {
        partner: { id: a.account.id, firstName: 'Abigail', lastName: 'Mathew', photoUrl: null },
        ownPhotoUrl: null,
        matchedAt: expect.any(String),
      },
    ]);
    const forA = await moments(a);
    expect(forA.map((m) => m.partner)).toEqual([
      { id: b.account.id, firstName: 'Boaz', lastName: 'Joseph', photoUrl: null },
    ]);

    // Seen by B ('Keep browsing'): gone for B, on every device; still there for A until A sees it.
    const seen = await call(b.cookie, 'POST', `/api/interests/matches/${a.account.id}/seen`);
    expect(seen.statusCode, seen.body).toBe(204);
    expect(await moments(b)).toEqual([]);
    expect(await moments(a)).toHaveLength(1);
    expect((await call(a.cookie, 'POST', `/api/interests/matches/${b.account.id}/seen`)).statusCode).toBe(204);
    expect(await moments(a)).toEqual([]);
    // Seeing it again changes nothing.
    expect((await call(a.cookie, 'POST', `/api/interests/matches/${b.account.id}/seen`)).statusCode).toBe(204);
    expect(await moments(a)).toEqual([]);
  });

  it('is not made by declining, and a member cannot mark another member’s moment', async () => {
    const { a, b } = await pair();
    const declined = await interest(a, b);
    const response = await call(b.cookie, 'PATCH', `/api/interests/${declined}`, { status: 'rejected' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await moments(a)).toEqual([]);
    expect(await moments(b)).toEqual([]);

    const { a: c, b: d } = await pair();
    await accept(d, await interest(c, d));
    // A third member marking "seen" with C's id only touches their own (absent) moment.
    expect((await call(a.cookie, 'POST', `/api/interests/matches/${c.account.id}/seen`)).statusCode).toBe(204);
    expect(await moments(d)).toHaveLength(1);
    expect(await moments(c)).toHaveLength(1);
  });

  it('shows nobody a moment about a member blocked either way, or deactivated', async () => {
    const { a, b } = await pair();
    await accept(b, await interest(a, b));
    await block(t.database.db, a.account.id, b.account.id);
    expect(await moments(a)).toEqual([]);
    expect(await moments(b)).toEqual([]);

    const { a: c, b: d } = await pair();
    await accept(d, await interest(c, d));
    await deactivateByAdmin(t.database.db, d.account.id);
    expect(await moments(c)).toEqual([]);
  });

  it("shows each interest's card with the other member's name, age and city (and photo when there is one)", async () => {
    const { b } = await pair();
    const sender = await seedProfile(t.app, {
      firstName: 'Hannah',
      lastName: 'George',
      city: 'Pune',
      dob: '1994-05-12',
    });
    await t.database.db.insert(schema.interests).values({ senderId: sender, receiverId: b.account.id });
    const received = await call(b.cookie, 'GET', '/api/interests/received');
    expect(received.json().interests[0].sender).toEqual({
      id: sender,
      firstName: 'Hannah',
      lastName: 'George',
      age: ageFromIsoDate('1994-05-12'),
      city: 'Pune',
      thumbnailUrl: null,
    });
    const { a } = await pair();
    await interest(a, b);
    const sent = await call(a.cookie, 'GET', '/api/interests/sent');
    expect(sent.json().interests[0].receiver).toEqual({
      id: b.account.id,
      firstName: 'Boaz',
      lastName: 'Joseph',
      age: null,
      city: null,
      thumbnailUrl: null,
    });
  });

  it('refuses visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/interests/matches' })).statusCode).toBe(401);
  });
});
