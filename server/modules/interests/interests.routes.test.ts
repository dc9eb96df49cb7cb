import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationMessages } from '#shared/schemas/moderation.ts';
import { schema } from '#server/db/schema.ts';
import {
  block,
  deactivateByAdmin,
  holdMembers,
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

type Member = Awaited<ReturnType<typeof signedInMember>>;

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function express(sender: Member, receiverId: string): Promise<string> {
  const response = await call(sender.cookie, 'POST', '/api/interests', { receiverId });
  expect(response.statusCode, response.body).toBe(201);
  const rows = await t.database.db.select().from(schema.interests);
  const mine = rows.filter(
    (r) => r.senderId === sender.account.id && r.receiverId === receiverId && r.status === 'pending',
  );
  expect(mine).toHaveLength(1);
  return mine[0]!.id;
}

const answer = (member: Member, id: string, status: string) =>
  call(member.cookie, 'PATCH', `/api/interests/${id}`, { status });
const received = async (member: Member) => {
  const response = await call(member.cookie, 'GET', '/api/interests/received');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().interests as { id: string; status: string; sender: { id: string; firstName: string } }[];
};
const sent = async (member: Member) => {
  const response = await call(member.cookie, 'GET', '/api/interests/sent');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().interests as { id: string; status: string; receiver: { id: string } }[];
};
const statusOf = async (id: string) =>
  (await t.database.db.select().from(schema.interests)).find((row) => row.id === id)?.status;

async function trio() {
  return {
    sender: await signedInMember(t.app, { firstName: 'Samuel' }),
    receiver: await signedInMember(t.app, { firstName: 'Ruth' }),
    stranger: await signedInMember(t.app, { firstName: 'Thomas' }),
  };
}

describe('the interest state machine (spec §4, D19): the receiver alone moves it', () => {
  it('pending → accepted → removed, refused to the sender and to a third member at every step', async () => {
    const { sender, receiver, stranger } = await trio();
    const id = await express(sender, receiver.account.id);

    for (const status of ['accepted', 'rejected', 'removed']) {
      const bySender = await answer(sender, id, status);
      expect(bySender.statusCode).toBe(403);
      expect(bySender.json().error.message).toBe('Only the member who received this interest can answer it.');
      expect((await answer(stranger, id, status)).statusCode).toBe(404);
    }
    expect(await statusOf(id)).toBe('pending');
    expect((await answer(receiver, id, 'removed')).statusCode).toBe(409); // not from pending

    const accepted = await answer(receiver, id, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe('Interest accepted.');
    expect(await statusOf(id)).toBe('accepted');
    expect((await answer(receiver, id, 'rejected')).statusCode).toBe(409);
    expect((await answer(sender, id, 'removed')).statusCode).toBe(403);
    expect((await answer(stranger, id, 'removed')).statusCode).toBe(404);

    expect((await answer(receiver, id, 'removed')).statusCode).toBe(200);
    const [row] = (await t.database.db.select().from(schema.interests)).filter((r) => r.id === id);
    expect(row).toMatchObject({ status: 'removed', removedById: receiver.account.id });
    expect(row?.removedAt).toBeInstanceOf(Date);
    expect(await received(receiver)).toEqual([]);
    expect((await answer(receiver, id, 'accepted')).statusCode).toBe(409);
  });

  it('pending → rejected → removed; a rejected interest leaves the received list', async () => {
    const { sender, receiver, stranger } = await trio();
    const id = await express(sender, receiver.account.id);
    expect((await answer(stranger, id, 'rejected')).statusCode).toBe(404);
    expect((await answer(sender, id, 'rejected')).statusCode).toBe(403);
    expect((await answer(receiver, id, 'rejected')).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('rejected');
    expect(await received(receiver)).toEqual([]);
    expect((await answer(receiver, id, 'accepted')).statusCode).toBe(409);
    expect((await answer(sender, id, 'removed')).statusCode).toBe(403);
    expect((await answer(receiver, id, 'removed')).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('removed');
  });

  it('refuses a malformed id and an unknown status, and changes nothing', async () => {
    const { sender, receiver } = await trio();
    const id = await express(sender, receiver.account.id);
    expect((await answer(receiver, 'not-an-id', 'accepted')).statusCode).toBe(400);
    expect((await answer(receiver, id, 'pending')).statusCode).toBe(400);
    expect((await answer(receiver, crypto.randomUUID(), 'accepted')).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('pending');
  });

  it('lets concurrent answers of the receiver make exactly one move', async () => {
    const { sender, receiver } = await trio();
    const id = await express(sender, receiver.account.id);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => answer(receiver, id, i % 2 === 0 ? 'accepted' : 'rejected')),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });

  it('lets the sender withdraw a pending interest, and nobody else, and nothing answered', async () => {
    const { sender, receiver, stranger } = await trio();
    const id = await express(sender, receiver.account.id);
    expect((await call(receiver.cookie, 'DELETE', `/api/interests/${id}`)).statusCode).toBe(403);
    expect((await call(stranger.cookie, 'DELETE', `/api/interests/${id}`)).statusCode).toBe(404);
    expect((await call(sender.cookie, 'DELETE', `/api/interests/${id}`)).statusCode).toBe(204);
    expect(await statusOf(id)).toBeUndefined();
    expect(await received(receiver)).toEqual([]);

    const again = await express(sender, receiver.account.id);
    expect((await answer(receiver, again, 'accepted')).statusCode).toBe(200);
    const late = await call(sender.cookie, 'DELETE', `/api/interests/${again}`);
    expect(late.statusCode).toBe(409);
    expect(await statusOf(again)).toBe('accepted');
  });
});

describe('the lists', () => {
  it('shows the receiver pending and accepted interests only, the latest per sender; the sender sees every status', async () => {
    const { sender, receiver } = await trio();
    const other = await signedInMember(t.app, { firstName: 'Abel' });
    const first = await express(sender, receiver.account.id);
    expect((await answer(receiver, first, 'rejected')).statusCode).toBe(200);
    const second = await express(sender, receiver.account.id); // allowed again once rejected
    const fromOther = await express(other, receiver.account.id);
    await answer(receiver, fromOther, 'accepted');

    const list = await received(receiver);
    expect(list.map((i) => i.id).sort()).toEqual([second, fromOther].sort());
    expect(list.find((i) => i.id === second)).toMatchObject({ status: 'pending', sender: { firstName: 'Samuel' } });
    expect(list.find((i) => i.id === fromOther)).toMatchObject({ status: 'accepted', sender: { firstName: 'Abel' } });

    const mine = await sent(sender);
    expect(mine.map((i) => [i.id, i.status])).toEqual([
      [second, 'pending'],
      [first, 'rejected'],
    ]);
  });

  it('keeps only the latest interest per sender even when older open ones exist in the data', async () => {
    const { sender, receiver } = await trio();
    // Older interests of the same sender, answered and removed: only the newest one is listed.
    await t.database.db.insert(schema.interests).values([
      {
        senderId: sender.account.id,
        receiverId: receiver.account.id,
        status: 'removed',
        createdAt: new Date('2026-01-01'),
      },
      {
        senderId: sender.account.id,
        receiverId: receiver.account.id,
        status: 'rejected',
        createdAt: new Date('2026-02-01'),
      },
    ]);
    const newest = await express(sender, receiver.account.id);
    expect((await received(receiver)).map((i) => i.id)).toEqual([newest]);
    expect((await answer(receiver, newest, 'accepted')).statusCode).toBe(200);
    expect(await received(receiver)).toEqual([expect.objectContaining({ id: newest, status: 'accepted' })]);
  });

  it('unlocks the basic info only after accepting; denomination falls back to Not specified', async () => {
    const { sender, receiver, stranger } = await trio();
    const id = await express(sender, receiver.account.id);
    const early = await call(receiver.cookie, 'GET', `/api/interests/${id}/sender`);
    expect(early.statusCode).toBe(404);
    expect(early.json().error.message).toBe('Unable to load sender profile');

    await answer(receiver, id, 'accepted');
    expect((await call(stranger.cookie, 'GET', `/api/interests/${id}/sender`)).statusCode).toBe(404);
    expect((await call(sender.cookie, 'GET', `/api/interests/${id}/sender`)).statusCode).toBe(404);
    const info = await call(receiver.cookie, 'GET', `/api/interests/${id}/sender`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({
      id: sender.account.id,
      firstName: 'Samuel',
      lastName: 'Thomas',
      photoUrl: null,
      city: null,
      state: null,
      denomination: 'Not specified',
    });

    const subject = await seedProfile(t.app, {
      firstName: 'Lydia',
      church: 'St. Thomas Church',
      city: 'Kochi',
      state: 'Kerala',
    });
    const [row] = await t.database.db
      .insert(schema.interests)
      .values({ senderId: subject, receiverId: receiver.account.id, status: 'accepted' })
      .returning();
    const lydia = await call(receiver.cookie, 'GET', `/api/interests/${row!.id}/sender`);
    expect(lydia.json()).toMatchObject({
      firstName: 'Lydia',
      city: 'Kochi',
      state: 'Kerala',
      denomination: 'St. Thomas Church',
    });
  });

  it('shows contact details on the profile page only once shared in an accepted pair (D38), and never after removal', async () => {
    const { sender, receiver } = await trio();
    const profile = () => call(sender.cookie, 'GET', `/api/profiles/${receiver.account.id}`);
    await makePremium(t.database.db, sender.account.id);
    const id = await express(sender, receiver.account.id);
    expect((await profile()).json()).toMatchObject({ canMessage: false });
    await answer(receiver, id, 'accepted');
    expect((await profile()).json()).toMatchObject({ canMessage: true });
    expect((await profile()).json()).not.toHaveProperty('contact'); // acceptance alone hands nothing over
    const opened = await call(receiver.cookie, 'POST', '/api/conversations', { memberId: sender.account.id });
    const shared = await t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${opened.json().id}/contact-sharing`,
      headers: { cookie: receiver.cookie },
      payload: { share: true },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect((await profile()).json().contact).toMatchObject({ email: receiver.body.email });
    await answer(receiver, id, 'removed');
    expect((await profile()).json()).not.toHaveProperty('contact');
    expect((await profile()).json()).toMatchObject({ canMessage: false });
  });

  it('hides the interests of a blocked pair from both members, either way round (D11)', async () => {
    const { sender, receiver } = await trio();
    const id = await express(sender, receiver.account.id);
    await block(t.database.db, receiver.account.id, sender.account.id);
    expect(await received(receiver)).toEqual([]);
    expect(await sent(sender)).toEqual([]);
    expect((await answer(receiver, id, 'accepted')).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('pending');
    await t.database.db.delete(schema.blocks);
    await block(t.database.db, sender.account.id, receiver.account.id);
    expect(await received(receiver)).toEqual([]);
    expect(await sent(sender)).toEqual([]);
    await t.database.db.delete(schema.blocks);
    expect((await received(receiver)).map((i) => i.id)).toEqual([id]);
  });

  it('refuses visitors', async () => {
    expect((await t.app.inject({ url: '/api/interests/received' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/interests/sent' })).statusCode).toBe(401);
  });
});

describe('a member on hold or deactivated reaches nobody (D31, issue 43)', () => {
  const bellOf = (memberId: string) =>
    t.database.db.select().from(schema.notifications).where(eq(schema.notifications.memberId, memberId));
  const interestsFrom = async (senderId: string) =>
    (await t.database.db.select().from(schema.interests)).filter((row) => row.senderId === senderId);

  it("refuses a held member's interest and tells nobody; what they still do (an acceptance) notifies nobody", async () => {
    const { sender, receiver, stranger } = await trio();
    const id = await express(stranger, sender.account.id);
    await holdMembers(t.database.db, [sender.account.id]);
    const refused = await call(sender.cookie, 'POST', '/api/interests', { receiverId: receiver.account.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'MEMBER_ON_HOLD', message: moderationMessages.onHold });
    expect(await interestsFrom(sender.account.id)).toEqual([]);
    expect(await bellOf(receiver.account.id)).toEqual([]);

    expect((await answer(sender, id, 'accepted')).statusCode).toBe(200);
    expect(await bellOf(stranger.account.id)).toEqual([]);
  });

  it("refuses a deactivated member's interest and tells nobody of anything they did", async () => {
    const { sender, receiver } = await trio();
    await deactivateByAdmin(t.database.db, sender.account.id);
    const refused = await call(sender.cookie, 'POST', '/api/interests', { receiverId: receiver.account.id });
    expect(refused.statusCode).toBe(401);
    expect(await interestsFrom(sender.account.id)).toEqual([]);
    // Where notifications are made: an event of a deactivated member's makes no bell item, email or push.
    await t.app.services.notifications.notify({
      to: receiver.account.id,
      kind: 'interest_received',
      actorId: sender.account.id,
      subjectId: null,
    });
    expect(await bellOf(receiver.account.id)).toEqual([]);
  });
});
