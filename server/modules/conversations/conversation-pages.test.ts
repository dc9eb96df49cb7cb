import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { acceptedInterest, block, deactivateByAdmin, signedInMember } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * The Messages page and a conversation's page are prepared statements (conversation-pages.repository.ts):
 * the same statement for every member and page, only the values change.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
interface InboxPage {
  conversations: { id: string; member: { id: string }; state: string; unreadCount: number }[];
  nextCursor: string | null;
}

async function get<T>(who: Member, url: string, status = 200) {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

/** `count` members who never sign in, each with a conversation with `viewer`, one minute apart. */
async function conversationsWith(viewer: Member, count: number) {
  // Ids before and after the viewer's (a UUID): the viewer is member A of some rows and B of others.
  const ids = Array.from(
    { length: count },
    (_, i) => `${i % 2 ? 'zz' : '00'}-pages-${viewer.account.id.slice(0, 8)}-${String(i).padStart(2, '0')}`,
  );
  await t.database.db
    .insert(schema.users)
    .values(ids.map((id) => ({ id, name: id, email: `${id}@example.org`, firstName: 'Other', lastName: id })));
  for (const id of ids) await acceptedInterest(t.database.db, id, viewer.account.id);
  const start = Date.now() - 86_400_000;
  await t.database.db.insert(schema.conversations).values(
    ids.map((id, i) => {
      const [memberA, memberB] = id < viewer.account.id ? [id, viewer.account.id] : [viewer.account.id, id];
      return { memberA, memberB, lastActivityAt: new Date(start + i * 60_000) };
    }),
  );
  return ids;
}

/** Two members with an accepted interest and their conversation, opened through the API. */
async function pair(names: [string, string] = ['Lydia', 'Silas']) {
  const a = await signedInMember(t.app, { firstName: names[0] });
  const b = await signedInMember(t.app, { firstName: names[1] });
  await acceptedInterest(t.database.db, a.account.id, b.account.id);
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie: a.cookie },
    payload: { memberId: b.account.id },
  });
  return { a, b, id: (opened.json() as { id: string }).id };
}

describe('the Messages page (prepared statement)', () => {
  it('pages back by keyset, newest first, each conversation once, hidden members skipped', async () => {
    const viewer = await signedInMember(t.app, { firstName: 'Hannah' });
    const others = await conversationsWith(viewer, 33);
    await block(t.database.db, others[32]!, viewer.account.id);
    await deactivateByAdmin(t.database.db, others[0]!);
    const first = await get<InboxPage>(viewer, '/api/conversations');
    expect(first.conversations.map((c) => c.member.id)).toEqual(others.slice(2, 32).reverse());
    expect(first.nextCursor).not.toBeNull();
    const second = await get<InboxPage>(viewer, `/api/conversations?cursor=${first.nextCursor}`);
    expect(second.conversations.map((c) => c.member.id)).toEqual([others[1]]);
    expect(second.nextCursor).toBeNull();
    expect(second.conversations[0]).toMatchObject({ state: 'open', unreadCount: 0 });
  });

  it('a page link stops between two conversations of one millisecond, and a made-up one is refused', async () => {
    const viewer = await signedInMember(t.app, { firstName: 'Dorcas' });
    const others = await conversationsWith(viewer, 31);
    // The first page's last conversation and the one after it, 300 microseconds apart.
    const at = (id: string, time: string) =>
      t.database.db
        .update(schema.conversations)
        .set({ lastActivityAt: sql`${time}::timestamptz` })
        .where(sql`${schema.conversations.memberA} = ${id} or ${schema.conversations.memberB} = ${id}`);
    await at(others[1]!, '2026-01-05T10:00:00.000500Z');
    await at(others[0]!, '2026-01-05T10:00:00.000200Z');
    const first = await get<InboxPage>(viewer, '/api/conversations');
    expect(first.conversations.at(-1)?.member.id).toBe(others[1]);
    const second = await get<InboxPage>(viewer, `/api/conversations?cursor=${first.nextCursor}`);
    expect(second.conversations.map((c) => c.member.id)).toEqual([others[0]]);
    const link = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = crypto.randomUUID();
    for (const cursor of [
      link(['2026-02-31T10:00:00Z', id]),
      link(['2026', id]),
      link(['2026-01-01T24:00:00Z', id]),
      'x',
    ])
      expect(
        (await get<{ error: { code: string } }>(viewer, `/api/conversations?cursor=${cursor}`, 400)).error.code,
      ).toBe('INVALID_CURSOR');
  });

  it('answers each member with their own conversations, however often the statement ran', async () => {
    const x = await signedInMember(t.app, { firstName: 'Ruth' });
    const y = await signedInMember(t.app, { firstName: 'Naomi' });
    const [forX] = await conversationsWith(x, 1);
    const [forY] = await conversationsWith(y, 1);
    for (let round = 0; round < 8; round++) {
      expect((await get<InboxPage>(x, '/api/conversations')).conversations.map((c) => c.member.id)).toEqual([forX]);
      expect((await get<InboxPage>(y, '/api/conversations')).conversations.map((c) => c.member.id)).toEqual([forY]);
    }
  });
});

describe('the Messages page reads the conversation row (migration 0022)', () => {
  type Row = { id: string; state: string; lastMessage: { body: string; sentAt: string; fromMe: boolean } | null };
  const rowOf = async (who: Member, id: string) =>
    (await get<{ conversations: Row[] }>(who, '/api/conversations')).conversations.find((c) => c.id === id);
  const setStatus = (senderId: string, status: 'accepted' | 'removed') =>
    t.database.db.update(schema.interests).set({ status }).where(eq(schema.interests.senderId, senderId));

  it("its 'Ended' marker follows the pair's interests, whoever writes them", async () => {
    const a = await signedInMember(t.app, { firstName: 'Priscilla' });
    const b = await signedInMember(t.app, { firstName: 'Aquila' });
    const [memberA, memberB] = a.account.id < b.account.id ? [a, b] : [b, a];
    // Made with no accepted interest: ended from the start.
    const [made] = await t.database.db
      .insert(schema.conversations)
      .values({ memberA: memberA.account.id, memberB: memberB.account.id })
      .returning();
    const id = made!.id;
    for (const who of [a, b]) expect((await rowOf(who, id))?.state).toBe('ended');
    await acceptedInterest(t.database.db, a.account.id, b.account.id);
    for (const who of [a, b]) expect((await rowOf(who, id))?.state).toBe('open');
    await acceptedInterest(t.database.db, b.account.id, a.account.id);
    await setStatus(a.account.id, 'removed');
    expect((await rowOf(a, id))?.state).toBe('open'); // b's interest in a is still accepted
    await t.database.db.delete(schema.interests).where(eq(schema.interests.senderId, b.account.id));
    for (const who of [a, b]) expect((await rowOf(who, id))?.state).toBe('ended');
    await setStatus(a.account.id, 'accepted');
    expect((await rowOf(b, id))?.state).toBe('open');
  });

  it("shows the last message written by the send, at the conversation's last activity", async () => {
    const { a, b, id } = await pair(['Lois', 'Eunice']);
    expect((await rowOf(b, id))?.lastMessage).toBeNull();
    let sent: { sentAt: string } | undefined;
    for (const [who, body] of [
      [a, 'Grace and peace to you.'],
      [b, 'And to you, Lois!'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: { cookie: who.cookie },
        payload: { body },
      });
      expect(response.statusCode).toBe(201);
      sent = response.json() as { sentAt: string };
    }
    expect(await rowOf(a, id)).toMatchObject({
      lastMessage: { body: 'And to you, Lois!', fromMe: false, sentAt: sent?.sentAt },
    });
    expect((await rowOf(b, id))?.lastMessage).toMatchObject({ body: 'And to you, Lois!', fromMe: true });
  });
});

describe("a conversation's page (prepared statement)", () => {
  it('an empty conversation is an empty page; a stranger gets not found', async () => {
    const { a, b, id } = await pair();
    const stranger = await signedInMember(t.app, { firstName: 'Eve' });
    for (let round = 0; round < 7; round++) {
      expect(await get(a, `/api/conversations/${id}/messages`)).toEqual({ messages: [], nextBefore: null });
      expect(await get(b, `/api/conversations/${id}/messages?before=999999`)).toEqual({
        messages: [],
        nextBefore: null,
      });
      await get(stranger, `/api/conversations/${id}/messages`, 404);
      await get(stranger, `/api/conversations/${id}/messages?before=999999`, 404);
    }
  });

  it('a block either way or a deactivation makes it not found', async () => {
    const blocked = await pair();
    await block(t.database.db, blocked.a.account.id, blocked.b.account.id);
    await get(blocked.a, `/api/conversations/${blocked.id}/messages`, 404);
    await get(blocked.b, `/api/conversations/${blocked.id}/messages?before=999999`, 404);
    const gone = await pair();
    await deactivateByAdmin(t.database.db, gone.b.account.id);
    await get(gone.a, `/api/conversations/${gone.id}/messages`, 404);
  });
});

describe('the pages write what is stored exactly (json-text.ts)', () => {
  const awkward = 'He said "peace" \\ then\nleft\t🙏 <b>&amp;</b> \u0007 end';

  it("a conversation's page: every body, and each time to the millisecond, truncated", async () => {
    const { a, b, id } = await pair(['Phoebe', 'Tychicus']);
    const times = [
      ['2026-03-01T08:00:05Z', null],
      ['2026-03-01T08:00:06.1Z', '2026-03-01T09:00:00.000001Z'],
      ['2026-03-01T08:00:07.123999Z', '2026-03-01T09:30:00.5Z'],
    ] as const;
    await t.database.db.insert(schema.messages).values(
      times.map(([createdAt, readAt], i) => ({
        conversationId: id,
        senderId: i === 1 ? b.account.id : a.account.id,
        body: `${awkward} ${i}`,
        flagged: i === 2,
        createdAt: sql`${createdAt}::timestamptz`,
        readAt: readAt === null ? null : sql`${readAt}::timestamptz`,
      })),
    );
    const page = await get<{ messages: unknown[] }>(b, `/api/conversations/${id}/messages`);
    expect(page.messages).toEqual([
      expect.objectContaining({
        body: `${awkward} 0`,
        sentAt: '2026-03-01T08:00:05.000Z',
        readAt: null,
        fromMe: false,
      }),
      expect.objectContaining({
        body: `${awkward} 1`,
        sentAt: '2026-03-01T08:00:06.100Z',
        readAt: '2026-03-01T09:00:00.000Z',
        fromMe: true,
      }),
      expect.objectContaining({
        body: `${awkward} 2`,
        sentAt: '2026-03-01T08:00:07.123Z',
        readAt: '2026-03-01T09:30:00.500Z',
        safetyNote: true,
      }),
    ]);
  });

  it("the Messages page: the other member's name and the last message, exactly", async () => {
    const { a, b, id } = await pair(['Zoë "Jo"', 'Onesimus']);
    await t.database.db
      .update(schema.conversations)
      .set({
        lastMessageBody: awkward,
        lastMessageSenderId: a.account.id,
        lastActivityAt: sql`'2026-03-02T10:11:12Z'::timestamptz`,
      })
      .where(eq(schema.conversations.id, id));
    const { conversations } = await get<{ conversations: unknown[] }>(b, '/api/conversations');
    expect(conversations).toEqual([
      expect.objectContaining({
        id,
        member: expect.objectContaining({ id: a.account.id, firstName: 'Zoë "Jo"' }),
        lastMessage: { body: awkward, sentAt: '2026-03-02T10:11:12.000Z', fromMe: false },
        updatedAt: '2026-03-02T10:11:12.000Z',
      }),
    ]);
  });
});
