import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEREST_STATUSES } from '#shared/enums.ts';
import { schema } from '#server/db/schema.ts';
import {
  acceptedInterest,
  block,
  deactivateByAdmin,
  makePremium,
  seedProfile,
  signedInMember,
} from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (cookie: string, url: string) => {
  const response = await t.app.inject({ url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const shortlist = (cookie: string, userId: string, method: 'PUT' | 'DELETE') =>
  t.app.inject({ method, url: `/api/shortlists/${userId}`, headers: { cookie } });

describe('matches (D39): an accepted interest or interests in both directions, each pair once', () => {
  it('equals an independent count over seeded data, for every member and for the whole site', async () => {
    const viewer = await signedInMember(t.app);
    const ids = [viewer.account.id];
    for (let i = 0; i < 9; i++) ids.push(await seedProfile(t.app, { firstName: `Member${i}` }));
    // A fixed pseudo-random set of interests, with repeats and every status.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const rows: { senderId: string; receiverId: string; status: (typeof INTEREST_STATUSES)[number] }[] = [];
    for (let n = 0; n < 60; n++) {
      const senderId = ids[Math.floor(random() * ids.length)]!;
      const receiverId = ids[Math.floor(random() * ids.length)]!;
      if (senderId === receiverId) continue;
      rows.push({ senderId, receiverId, status: INTEREST_STATUSES[Math.floor(random() * 4)]! });
    }
    // Keep D19's rule (one open interest per ordered pair) so the rows are ones the product could hold.
    const open = new Set<string>();
    const allowed = rows.filter((row) => {
      if (row.status !== 'pending' && row.status !== 'accepted') return true;
      const key = `${row.senderId}>${row.receiverId}`;
      if (open.has(key)) return false;
      open.add(key);
      return true;
    });
    await t.database.db.insert(schema.interests).values(allowed);

    const sentPairs = new Set(allowed.map((row) => `${row.senderId}>${row.receiverId}`));
    const matches = new Set<string>();
    for (const pair of sentPairs) {
      const [a, b] = pair.split('>') as [string, string];
      if (sentPairs.has(`${b}>${a}`)) matches.add([a, b].sort().join('|'));
    }
    const bothWays = matches.size;
    for (const row of allowed)
      if (row.status === 'accepted') matches.add([row.senderId, row.receiverId].sort().join('|'));
    // The data holds both kinds, and pairs that are both (counted once).
    expect(bothWays).toBeGreaterThan(2);
    expect(matches.size).toBeGreaterThan(bothWays);
    expect(await t.app.services.interests.countMatches()).toBe(matches.size);
    for (const id of ids) {
      const own = [...matches].filter((pair) => pair.split('|').includes(id)).length;
      expect(await t.app.services.interests.countMatches(id)).toBe(own);
    }
    const viewerMatches = [...matches].filter((pair) => pair.split('|').includes(viewer.account.id)).length;
    expect((await get(viewer.cookie, '/api/dashboard')).newMatches).toBe(viewerMatches);

    // A match with a member the viewer blocked no longer shows on the viewer's dashboard (D11).
    const partner = [...matches]
      .find((pair) => pair.includes(viewer.account.id))
      ?.split('|')
      .find((id) => id !== viewer.account.id);
    if (partner) {
      await block(t.database.db, viewer.account.id, partner);
      expect((await get(viewer.cookie, '/api/dashboard')).newMatches).toBe(viewerMatches - 1);
      await t.database.db.delete(schema.blocks);
    }
    await t.database.db.delete(schema.interests);
  });
});

describe('the dashboard (spec §2): each figure equals the rows behind it', () => {
  it('says how many messages are waiting, as the navigation does (D28, D36)', async () => {
    const reader = await signedInMember(t.app, { firstName: 'Reader' });
    const writer = await signedInMember(t.app, { firstName: 'Writer' });
    await acceptedInterest(t.database.db, writer.account.id, reader.account.id);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { memberId: reader.account.id },
      headers: { cookie: writer.cookie },
    });
    const { id } = opened.json<{ id: string }>();
    for (const body of ['Hello', 'How was the service on Sunday?'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/conversations/${id}/messages`,
            payload: { body },
            headers: { cookie: writer.cookie },
          })
        ).statusCode,
      ).toBe(201);
    const navigation = (await get(reader.cookie, '/api/conversations/unread')).unread;
    expect(navigation).toBe(2);
    expect((await get(reader.cookie, '/api/dashboard')).unreadMessages).toBe(navigation);
    expect((await get(writer.cookie, '/api/dashboard')).unreadMessages).toBe(0);
  });

  it('counts views, matches, interests received and (premium only) the shortlist', async () => {
    const member = await signedInMember(t.app, { firstName: 'Hannah' });
    const empty = await get(member.cookie, '/api/dashboard');
    expect(empty).toEqual({
      firstName: 'Hannah',
      email: member.body.email,
      membershipType: 'free',
      completion: 60, // first name, last name and phone of five fields
      profileStatus: 'incomplete',
      profilePhoto: null,
      lookingFor: null,
      profileViews: 0,
      newMatches: 0,
      interestsReceived: 0,
      shortlisted: null,
      unreadMessages: 0,
      // Issue 46: today's recommended members come only when asked for (?include=recommended).
      recommended: null,
      suggestions: [],
    });

    const others = [await seedProfile(t.app), await seedProfile(t.app), await seedProfile(t.app)];
    const viewers = [await signedInMember(t.app), await signedInMember(t.app)];
    for (const viewer of viewers) {
      await t.app.inject({ url: `/api/profiles/${member.account.id}`, headers: { cookie: viewer.cookie } });
      await t.app.inject({ url: `/api/profiles/${member.account.id}`, headers: { cookie: viewer.cookie } });
    }
    await t.database.db.insert(schema.interests).values([
      { senderId: others[0]!, receiverId: member.account.id, status: 'pending' },
      { senderId: others[1]!, receiverId: member.account.id, status: 'accepted' },
      { senderId: others[2]!, receiverId: member.account.id, status: 'rejected' },
      { senderId: member.account.id, receiverId: others[1]!, status: 'pending' },
    ]);
    await makePremium(t.database.db, member.account.id);
    for (const other of others) expect((await shortlist(member.cookie, other, 'PUT')).statusCode).toBe(204);

    const figures = await get(member.cookie, '/api/dashboard');
    const received = (await get(member.cookie, '/api/interests/received')).interests;
    const listed = (await get(member.cookie, '/api/shortlists')).entries;
    expect(figures).toMatchObject({ membershipType: 'premium', profileViews: 2, newMatches: 1 }); // others[1]: accepted and sent both ways, one pair
    expect(figures.interestsReceived).toBe(received.length);
    expect(figures.interestsReceived).toBe(2);
    expect(figures.shortlisted).toBe(listed.length);
    expect(figures.shortlisted).toBe(3);

    // Deactivated members leave the lists and the figures together.
    await deactivateByAdmin(t.database.db, others[1]!);
    const after = await get(member.cookie, '/api/dashboard');
    expect(after).toMatchObject({ newMatches: 0, interestsReceived: 1, shortlisted: 2 });
    expect((await get(member.cookie, '/api/interests/received')).interests).toHaveLength(1);
    expect((await get(member.cookie, '/api/shortlists')).entries).toHaveLength(2);
  });

  it('refuses visitors', async () => {
    expect((await t.app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
  });
});

describe('the shortlist (spec §2, §4, §6)', () => {
  it('lists newest first; a free member can remove old entries but not add; a missing entry gets the spec message', async () => {
    const member = await signedInMember(t.app);
    await makePremium(t.database.db, member.account.id);
    const first = await seedProfile(t.app, { firstName: 'First', city: 'Chennai', dob: '1995-01-01' });
    const second = await seedProfile(t.app, { firstName: 'Second' });
    expect((await shortlist(member.cookie, first, 'PUT')).statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await shortlist(member.cookie, second, 'PUT')).statusCode).toBe(204);
    const entries = (await get(member.cookie, '/api/shortlists')).entries;
    expect(entries.map((e: { firstName: string }) => e.firstName)).toEqual(['Second', 'First']);
    expect(entries[1]).toMatchObject({ userId: first, city: 'Chennai', thumbnailUrl: null });
    expect(typeof entries[1].age).toBe('number');

    await t.database.db
      .update(schema.users)
      .set({ membershipType: 'free' })
      .where(eq(schema.users.id, member.account.id));
    expect((await shortlist(member.cookie, first, 'PUT')).statusCode).toBe(403);
    expect((await shortlist(member.cookie, first, 'DELETE')).statusCode).toBe(204);
    const gone = await shortlist(member.cookie, first, 'DELETE');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Could not find shortlist entry to remove.');
    expect((await get(member.cookie, '/api/shortlists')).entries.map((e: { userId: string }) => e.userId)).toEqual([
      second,
    ]);
  });

  it('hides entries of a blocked pair in both directions (D11)', async () => {
    const member = await signedInMember(t.app);
    await makePremium(t.database.db, member.account.id);
    const a = await seedProfile(t.app);
    const b = await seedProfile(t.app);
    await shortlist(member.cookie, a, 'PUT');
    await shortlist(member.cookie, b, 'PUT');
    await block(t.database.db, member.account.id, a);
    await block(t.database.db, b, member.account.id);
    expect((await get(member.cookie, '/api/shortlists')).entries).toEqual([]);
    expect((await get(member.cookie, '/api/dashboard')).shortlisted).toBe(0);
  });
});

describe('blocked users (spec §2, D11)', () => {
  it('lists only the members this member blocked; unblock removes the entry', async () => {
    const member = await signedInMember(t.app);
    const blocked = await signedInMember(t.app, { firstName: 'Blocked' });
    const blocker = await signedInMember(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/blocks/${blocked.account.id}`,
      headers: { cookie: member.cookie },
    });
    expect(put.statusCode).toBe(204);
    await block(t.database.db, blocker.account.id, member.account.id);
    const list = (await get(member.cookie, '/api/blocks')).entries;
    expect(list).toEqual([
      { userId: blocked.account.id, firstName: 'Blocked', lastName: 'Thomas', blockedAt: expect.any(String) },
    ]);
    expect((await get(blocked.cookie, '/api/blocks')).entries).toEqual([]);

    const unblock = () =>
      t.app.inject({ method: 'DELETE', url: `/api/blocks/${blocked.account.id}`, headers: { cookie: member.cookie } });
    expect((await unblock()).statusCode).toBe(204);
    expect((await get(member.cookie, '/api/blocks')).entries).toEqual([]);
    expect((await unblock()).statusCode).toBe(404);
  });
});
