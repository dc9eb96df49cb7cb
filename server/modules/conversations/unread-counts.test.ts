import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import { visibleTo } from '#server/db/visibility.ts';
import {
  acceptedInterest,
  cookieHeader,
  holdMembers,
  signIn,
  signedInMember,
  signedInSuperAdmin,
} from '#server/test/members.ts';
import { writesThatMeet, type Write } from '#server/test/held-transactions.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { testDatabaseKind } from '#server/test/test-database.ts';

/**
 * Issue 46 (ADR 0047): the navigation's unread count is one row of `unread_counts`, kept by the
 * database's triggers. The truth is the sum it replaced: the member's side of each conversation's
 * unread count, over conversations whose other member is visible to them (visibility.ts:visibleTo).
 * After every step, the counter, the API's answer and that sum agree.
 */

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t?.close();
});

const { conversations, unreadCounts, users } = schema;

type Member = Awaited<ReturnType<typeof signedInMember>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (who: Member, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
async function ok<T = Record<string, unknown>>(who: Member, method: Method, url: string, payload?: object) {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}

/** The count as it was computed before issue 46: a sum over the member's conversations. */
async function truth(memberId: string): Promise<number> {
  const side = async (mine: 'a' | 'b') => {
    const own = mine === 'a' ? conversations.memberA : conversations.memberB;
    const other = mine === 'a' ? conversations.memberB : conversations.memberA;
    const unread = mine === 'a' ? conversations.unreadA : conversations.unreadB;
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${unread}), 0)::int` })
      .from(conversations)
      .innerJoin(users, eq(users.id, other))
      .where(and(eq(own, memberId), sql`${unread} > 0`, visibleTo(memberId)));
    return row?.total ?? 0;
  };
  return (await side('a')) + (await side('b'));
}

async function counter(memberId: string): Promise<number | undefined> {
  const [row] = await db.select().from(unreadCounts).where(eq(unreadCounts.memberId, memberId));
  return row?.messages;
}

const unread = async (who: Member) => (await ok<{ unread: number }>(who, 'GET', '/api/conversations/unread')).unread;

/** The counter of every member named equals the old sum, and the API answers it; the counts. */
async function expectExact(...members: Member[]): Promise<number[]> {
  const counts = [];
  for (const member of members) {
    const expected = await truth(member.account.id);
    expect(await counter(member.account.id), `the counter of ${member.body.firstName}`).toBe(expected);
    expect(await unread(member)).toBe(expected);
    counts.push(expected);
  }
  return counts;
}

/** The same for members without a session (deactivated): the counter equals the old sum. */
async function expectCountersExact(...members: Member[]) {
  for (const member of members)
    expect(await counter(member.account.id), `the counter of ${member.body.firstName}`).toBe(
      await truth(member.account.id),
    );
}

/** Signs in again (which reactivates a member who deactivated themselves, D9); the new session. */
async function again(member: Member): Promise<Member> {
  const response = await signIn(t.app, member.body.email, member.body.password);
  expect(response.statusCode, response.body).toBe(200);
  return { ...member, cookie: cookieHeader(response) };
}

/** `other` matched with `member`, and their conversation's id. */
async function conversationWith(member: Member, other: Member) {
  await acceptedInterest(db, other.account.id, member.account.id);
  return (await ok<{ id: string }>(other, 'POST', '/api/conversations', { memberId: member.account.id })).id;
}
const send = (who: Member, id: string, body: string) => ok(who, 'POST', `/api/conversations/${id}/messages`, { body });
const read = (who: Member, id: string) => ok(who, 'POST', `/api/conversations/${id}/read`);

describe('the unread counter (issue 46)', () => {
  it('every member has a counter from registration, at zero', async () => {
    const member = await signedInMember(t.app, { firstName: 'Naomi' });
    expect(await counter(member.account.id)).toBe(0);
    expect(await expectExact(member)).toEqual([0]);
  });

  it('follows sends and reads, blocks either way, deactivation, a hold, a role change and a deleted account', async () => {
    const ruth = await signedInMember(t.app, { firstName: 'Ruth' });
    const [boaz, orpah, jesse, obed] = await Promise.all(
      ['Boaz', 'Orpah', 'Jesse', 'Obed'].map((firstName) => signedInMember(t.app, { firstName })),
    );
    const admin = await signedInSuperAdmin(t.app);
    const ids = {
      boaz: await conversationWith(ruth, boaz!),
      orpah: await conversationWith(ruth, orpah!),
      jesse: await conversationWith(ruth, jesse!),
      obed: await conversationWith(ruth, obed!),
    };
    const everyone = [ruth, boaz!, orpah!, jesse!, obed!];

    // Sends and reads.
    for (const [who, id, times] of [
      [boaz, ids.boaz, 3],
      [orpah, ids.orpah, 2],
      [jesse, ids.jesse, 4],
      [obed, ids.obed, 1],
    ] as const)
      for (let i = 0; i < times; i += 1) await send(who!, id, `Shalom ${i}`);
    await send(ruth, ids.boaz, 'Shalom, Boaz');
    expect(await expectExact(...everyone)).toEqual([10, 1, 0, 0, 0]);
    await read(ruth, ids.orpah);
    expect(await expectExact(ruth)).toEqual([8]);
    await read(ruth, ids.orpah); // nothing left to read: nothing moves
    expect(await expectExact(ruth, boaz!)).toEqual([8, 1]);

    // A block, each way, and both at once (D11): the conversation stops counting for both sides.
    const blocks = (who: Member, other: Member) => ok(who, 'PUT', `/api/blocks/${other.account.id}`);
    const unblocks = (who: Member, other: Member) => ok(who, 'DELETE', `/api/blocks/${other.account.id}`);
    await blocks(ruth, boaz!);
    expect(await expectExact(ruth, boaz!)).toEqual([5, 0]);
    await unblocks(ruth, boaz!);
    expect(await expectExact(ruth, boaz!)).toEqual([8, 1]);
    await blocks(boaz!, ruth);
    expect(await expectExact(ruth, boaz!)).toEqual([5, 0]);
    await blocks(ruth, boaz!);
    expect(await expectExact(ruth, boaz!)).toEqual([5, 0]);
    await unblocks(boaz!, ruth); // Ruth's own block still hides him
    expect(await expectExact(ruth, boaz!)).toEqual([5, 0]);
    await unblocks(ruth, boaz!);
    expect(await expectExact(ruth, boaz!)).toEqual([8, 1]);

    // The other member deactivated (by themselves, then by an admin) and active again (D9).
    await ok(jesse!, 'POST', '/api/accounts/me/deactivate');
    expect(await expectExact(ruth)).toEqual([4]);
    await expectCountersExact(jesse!);
    let jesseAgain = await again(jesse!);
    expect(await expectExact(ruth, jesseAgain)).toEqual([8, 0]);
    await t.app.services.accounts.deactivateByAdmin(jesse!.account.id, admin.account.id);
    expect(await expectExact(ruth)).toEqual([4]);
    await t.app.services.accounts.activateByAdmin(jesse!.account.id, admin.account.id);
    expect(await expectExact(ruth)).toEqual([8]);
    jesseAgain = await again(jesse!);

    // Moderation's hold (D31): the hold's write (refreshHidden) hides Jesse, the release shows him.
    await holdMembers(db, [jesse!.account.id]);
    await t.app.services.moderation.reported(jesse!.account.id);
    expect(await expectExact(ruth)).toEqual([4]);
    await ok(admin, 'POST', `/api/moderation/held/${jesse!.account.id}/release`);
    expect(await expectExact(ruth)).toEqual([8]);

    // A role change takes the member out of the community and back.
    await t.app.services.accounts.setRole(orpah!.account.id, 'moderator');
    await send(boaz!, ids.boaz, 'One more');
    expect(await expectExact(ruth)).toEqual([9]);
    await t.app.services.accounts.setRole(boaz!.account.id, 'moderator');
    expect(await expectExact(ruth)).toEqual([5]);
    await t.app.services.accounts.setRole(boaz!.account.id, 'user');
    expect(await expectExact(ruth)).toEqual([9]);

    // Messages to a hidden member's conversation stay unread and count again when shown.
    await ok(obed!, 'PUT', `/api/blocks/${ruth.account.id}`);
    await db
      .update(conversations)
      .set({ unreadA: sql`${conversations.unreadA} + 1`, unreadB: sql`${conversations.unreadB} + 1` })
      .where(eq(conversations.id, ids.obed));
    expect(await expectExact(ruth, obed!)).toEqual([8, 0]);
    await ok(obed!, 'DELETE', `/api/blocks/${ruth.account.id}`);
    expect(await expectExact(ruth, obed!)).toEqual([10, 1]);

    // The other member deletes their account (D34): their conversation and its count go.
    await ok(jesseAgain, 'DELETE', '/api/accounts/me', { password: jesse!.body.password, confirmation: 'DELETE' });
    expect(await expectExact(ruth)).toEqual([6]);
    // And a member who deletes their own account takes their counter with them.
    await ok(ruth, 'DELETE', '/api/accounts/me', { password: ruth.body.password, confirmation: 'DELETE' });
    expect(await counter(ruth.account.id)).toBeUndefined();
    expect(await expectExact(boaz!, obed!)).toEqual([0, 0]);
  });

  it('never drifts under concurrent sends, reads, blocks and deactivations', async () => {
    const readers = await Promise.all(['Hannah', 'Lydia'].map((firstName) => signedInMember(t.app, { firstName })));
    const senders = await Promise.all(
      ['Elkanah', 'Samuel', 'Eli', 'Silas', 'Timothy', 'Titus'].map((firstName) =>
        signedInMember(t.app, { firstName }),
      ),
    );
    const pairs = [];
    for (const reader of readers)
      for (const sender of senders) pairs.push({ reader, sender, id: await conversationWith(reader, sender) });

    // Some of these are refused on purpose (a send into a conversation a block just hid, a send
    // of the member being deactivated): every answer is a success or a refusal, never a 5xx.
    const answers = async (calls: Promise<{ statusCode: number }>[]) =>
      (await Promise.all(calls)).map((response) => response.statusCode);
    const sends = pairs.flatMap(({ sender, reader, id }) => [
      call(sender, 'POST', `/api/conversations/${id}/messages`, { body: 'Grace and peace' }),
      call(sender, 'POST', `/api/conversations/${id}/messages`, { body: 'And mercy' }),
      call(reader, 'POST', `/api/conversations/${id}/messages`, { body: 'Amen' }),
      call(sender, 'POST', `/api/conversations/${id}/messages`, { body: 'To you' }),
    ]);
    const reads = pairs
      .filter((_, i) => i % 2 === 0)
      .map(({ reader, id }) => call(reader, 'POST', `/api/conversations/${id}/read`));
    const [blocker, leaving] = [senders[0]!, senders[1]!];
    const first = await answers([
      ...sends,
      ...reads,
      call(blocker, 'PUT', `/api/blocks/${readers[0]!.account.id}`),
      call(readers[1]!, 'PUT', `/api/blocks/${senders[2]!.account.id}`),
      t.app.services.accounts
        .deactivateByAdmin(leaving.account.id, leaving.account.id)
        .then(() => ({ statusCode: 200 })),
    ]);
    expect(first.every((status) => status < 500)).toBe(true);
    // The pairs nothing hid (the last three senders'): all their sends were delivered.
    const untouched = pairs.flatMap((pair, i) =>
      senders.indexOf(pair.sender) >= 3 ? [4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3] : [],
    );
    expect(untouched.map((i) => first[i])).toEqual(untouched.map(() => 201));
    const counts = await expectExact(...readers, ...senders.filter((sender) => sender !== leaving));
    await expectCountersExact(leaving);
    expect(counts.slice(0, 2).every((count) => count > 0)).toBe(true);

    const second = await answers([
      ...pairs.map(({ reader, id }) => call(reader, 'POST', `/api/conversations/${id}/read`)),
      ...pairs.map(({ sender, id }) => call(sender, 'POST', `/api/conversations/${id}/messages`, { body: 'Farewell' })),
      call(blocker, 'DELETE', `/api/blocks/${readers[0]!.account.id}`),
      t.app.services.accounts.activateByAdmin(leaving.account.id, leaving.account.id).then(() => ({ statusCode: 200 })),
    ]);
    expect(second.every((status) => status < 500)).toBe(true);
    await expectExact(...readers, ...senders.filter((sender) => sender !== leaving));
    await expectCountersExact(leaving);
  });

  it('a member with 6,000 conversations: the count is right and reads no conversation', async () => {
    const many = await signedInMember(t.app, { firstName: 'Abraham' });
    const id = many.account.id;
    // 6,000 other members and their conversations with `many`, in a few statements: every third
    // has no unread message for `many`, every tenth other member is deactivated, every seventh
    // blocked `many`, and each sent up to 4 unread messages.
    await db.execute(sql`insert into ${users} (id, name, email)
      select 'bulk-' || n, 'Bulk ' || n, 'bulk' || n || '@example.org' from generate_series(1, 6000) n`);
    await db.execute(sql`update ${users} set account_status = 'deactivated'
      where id like 'bulk-%' and substr(id, 6)::int % 10 = 0`);
    await db.execute(sql`insert into ${schema.blocks} (blocker_id, blocked_id)
      select 'bulk-' || n, ${id} from generate_series(1, 6000) n where n % 7 = 0`);
    await db.execute(sql`insert into ${conversations} (member_a, member_b, unread_a, unread_b)
      select least(${id}, o), greatest(${id}, o),
             case when ${id} < o then u else 1 end, case when ${id} < o then 1 else u end
      from (select 'bulk-' || n as o, case when n % 3 = 0 then 0 else n % 4 + 1 end as u
            from generate_series(1, 6000) n) others`);
    const [{ conversations: made } = { conversations: 0 }] = await selectRows<{ conversations: number }>(
      db,
      sql`select count(*)::int as conversations from ${conversations} where member_a = ${id} or member_b = ${id}`,
    );
    expect(made).toBe(6000);
    const [expected] = await expectExact(many);
    expect(expected).toBeGreaterThan(5000);
    // A bulk member's own side: one unread message from `many`, unless one of them hides the other.
    const bulk = async (n: number) => ({ counter: await counter(`bulk-${n}`), truth: await truth(`bulk-${n}`) });
    expect(await bulk(1)).toEqual({ counter: 1, truth: 1 });
    expect(await bulk(7)).toEqual({ counter: 0, truth: 0 });

    // The count is one row: it answers with the conversations table out of reach.
    await db.execute(sql`alter table ${conversations} rename to conversations_out_of_reach`);
    try {
      expect(await unread(many)).toBe(expected);
    } finally {
      await db.execute(sql`alter table conversations_out_of_reach rename to ${conversations}`);
    }

    // The recount from the sum (the migration's backfill, the bulk generator's last step) finds
    // every counter as the triggers kept it, and puts back one that was wrong.
    const counters = () =>
      selectRows<{ member_id: string; messages: number }>(
        db,
        sql`select member_id, messages from ${unreadCounts} order by member_id`,
      );
    const kept = await counters();
    await db.execute(sql`update ${unreadCounts} set messages = messages + 7 where member_id in (${id}, 'bulk-1')`);
    await db.execute(sql`select dm_unread_recount()`);
    expect(await counters()).toEqual(kept);
  });

  /**
   * Two writers of one member's count, the second started while the first holds its locks: the
   * second waits, then reads what the first committed. (PGlite runs one transaction at a time.)
   */
  it.runIf(testDatabaseKind === 'postgres')(
    'two transactions at once, in either order: a send against a block, an unblock, a deactivation or a reactivation',
    async () => {
      const ruth = await signedInMember(t.app, { firstName: 'Ruth' });
      const boaz = await signedInMember(t.app, { firstName: 'Boaz' });
      const id = await conversationWith(ruth, boaz);
      await send(boaz, id, 'Shalom');
      const [r, b] = [ruth.account.id, boaz.account.id];
      const sends: Write = (tx) =>
        tx.execute(sql`update ${conversations}
          set unread_a = unread_a + case when member_a = ${r} then 1 else 0 end,
              unread_b = unread_b + case when member_b = ${r} then 1 else 0 end
          where id = ${id}`);
      const status =
        (to: 'active' | 'deactivated'): Write =>
        (tx) =>
          tx.update(users).set({ accountStatus: to }).where(eq(users.id, b));
      const blocks: Write = (tx) => tx.insert(schema.blocks).values({ blockerId: b, blockedId: r });
      const unblocks: Write = (tx) =>
        tx.delete(schema.blocks).where(and(eq(schema.blocks.blockerId, b), eq(schema.blocks.blockedId, r)));
      const atOnce = writesThatMeet(db, () => expectExact(ruth));

      await atOnce(sends, blocks);
      await atOnce(sends, unblocks);
      await atOnce(blocks, sends);
      await atOnce(unblocks, sends);
      await atOnce(sends, status('deactivated'));
      await atOnce(sends, status('active'));
      await atOnce(status('deactivated'), sends);
      await atOnce(status('active'), sends);
      await atOnce(blocks, status('deactivated'));
      await atOnce(unblocks, status('active'));
      expect(await expectExact(ruth)).toEqual([9]);
    },
  );
});
