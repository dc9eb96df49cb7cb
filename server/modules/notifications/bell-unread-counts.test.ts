import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import { cookieHeader, holdMembers, signIn, signedInMember, signedInSuperAdmin } from '#server/test/members.ts';
import { writesThatMeet, type Write } from '#server/test/held-transactions.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { testDatabaseKind } from '#server/test/test-database.ts';
import type { NotificationKind } from '#shared/schemas/notifications.ts';

/**
 * ADR 0049: the bell's unread count is a column of the member's `unread_counts` row, kept by the
 * database's triggers (migration 0028). The truth is the query it replaced: the member's
 * notifications in the product, unread, with no block either way between them and the actor.
 * After every step, the counter, the API's answer and that query agree.
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

const { blocks, notifications, unreadCounts, users } = schema;

type Member = Awaited<ReturnType<typeof signedInMember>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (who: Member, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
async function ok<T = Record<string, unknown>>(who: Member, method: Method, url: string, payload?: object) {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}

/** The count as notifications.repository.ts:unreadCount computed it before ADR 0049. */
async function truth(memberId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.memberId, memberId),
        eq(notifications.inApp, true),
        sql`not exists (
          select 1 from ${blocks}
          where (${blocks.blockerId} = ${notifications.memberId} and ${blocks.blockedId} = ${notifications.actorId})
             or (${blocks.blockerId} = ${notifications.actorId} and ${blocks.blockedId} = ${notifications.memberId}))`,
        sql`${notifications.readAt} is null`,
      ),
    );
  return row?.count ?? 0;
}

async function counter(memberId: string): Promise<number | undefined> {
  const [row] = await db.select().from(unreadCounts).where(eq(unreadCounts.memberId, memberId));
  return row?.notifications;
}

const unread = async (who: Member) => (await ok<{ unread: number }>(who, 'GET', '/api/notifications/unread')).unread;

/** The counter of every member named equals the old query, and the API answers it; the counts. */
async function expectExact(...members: Member[]): Promise<number[]> {
  const counts = [];
  for (const member of members) {
    const expected = await truth(member.account.id);
    expect(await counter(member.account.id), `the bell counter of ${member.body.firstName}`).toBe(expected);
    expect(await unread(member)).toBe(expected);
    counts.push(expected);
  }
  return counts;
}

/** The same for members without a session: the counter equals the old query. */
async function expectCountersExact(...memberIds: string[]) {
  for (const id of memberIds) expect(await counter(id), `the bell counter of ${id}`).toBe(await truth(id));
}

/** Signs in again (an admin's deactivation or a role change may have ended the session); the new session. */
async function again(member: Member): Promise<Member> {
  const response = await signIn(t.app, member.body.email, member.body.password);
  expect(response.statusCode, response.body).toBe(200);
  return { ...member, cookie: cookieHeader(response) };
}

/** What the services call (`notify`): through the channels the member chose, nothing between a blocked pair. */
const notify = (to: Member, kind: NotificationKind, actor: Member | null, subjectId: string | null = null) =>
  t.app.services.notifications.notify({ to: to.account.id, kind, actorId: actor?.account.id ?? null, subjectId });
const blocksMember = (who: Member, other: Member) => ok(who, 'PUT', `/api/blocks/${other.account.id}`);
const unblocks = (who: Member, other: Member) => ok(who, 'DELETE', `/api/blocks/${other.account.id}`);

describe('the bell counter (ADR 0049)', () => {
  it('every member has a bell counter from registration, at zero', async () => {
    const member = await signedInMember(t.app, { firstName: 'Naomi' });
    expect(await counter(member.account.id)).toBe(0);
    expect(await expectExact(member)).toEqual([0]);
  });

  it('follows adds, a message counted on its row, reads, the in-app choice, blocks either way, a hidden actor and deleted accounts', async () => {
    const ruth = await signedInMember(t.app, { firstName: 'Ruth' });
    const [boaz, orpah, jesse, obed] = await Promise.all(
      ['Boaz', 'Orpah', 'Jesse', 'Obed'].map((firstName) => signedInMember(t.app, { firstName })),
    );
    const admin = await signedInSuperAdmin(t.app);

    // New notifications, with and without an actor.
    await notify(ruth, 'interest_received', boaz!);
    await notify(ruth, 'interest_accepted', orpah!);
    await notify(ruth, 'interest_received', jesse!);
    await notify(ruth, 'account_changed', null);
    await notify(boaz!, 'interest_accepted', ruth);
    expect(await expectExact(ruth, boaz!)).toEqual([4, 1]);

    // A second message of a conversation whose notification is unread adds to that row (count + 1):
    // one row, counted once.
    await notify(ruth, 'message', obed!, 'conversation-1');
    await notify(ruth, 'message', obed!, 'conversation-1');
    await notify(ruth, 'message', obed!, 'conversation-1');
    expect(await expectExact(ruth)).toEqual([5]);
    const [row] = await db
      .select({ count: notifications.count })
      .from(notifications)
      .where(and(eq(notifications.memberId, ruth.account.id), eq(notifications.subjectId, 'conversation-1')));
    expect(row?.count).toBe(3);
    await notify(ruth, 'message', obed!, 'conversation-2');
    expect(await expectExact(ruth)).toEqual([6]);

    // Read one, read it again (nothing moves), read a conversation (its notification is read).
    const listed = await ok<{ notifications: { id: string; kind: string; read: boolean }[] }>(
      ruth,
      'GET',
      '/api/notifications',
    );
    const interest = listed.notifications.find((item) => item.kind === 'interest_accepted')!;
    await ok(ruth, 'POST', `/api/notifications/${interest.id}/read`);
    expect(await expectExact(ruth)).toEqual([5]);
    await ok(ruth, 'POST', `/api/notifications/${interest.id}/read`);
    expect(await expectExact(ruth)).toEqual([5]);
    await t.app.services.notifications.markSubjectRead(ruth.account.id, 'message', 'conversation-2');
    expect(await expectExact(ruth)).toEqual([4]);
    // A message after its notification was read is a new row.
    await notify(ruth, 'message', obed!, 'conversation-2');
    expect(await expectExact(ruth)).toEqual([5]);

    // The in-app choice: a notification kept out of the bell does not count, and a later message
    // of the same conversation that is in the bell (`in_app = excluded.in_app`) counts its row.
    const settings = await ok<{ kinds: Record<string, { inApp: boolean }> }>(
      ruth,
      'GET',
      '/api/notifications/settings',
    );
    settings.kinds.message!.inApp = false;
    await ok(ruth, 'PUT', '/api/notifications/settings', settings);
    await notify(ruth, 'message', obed!, 'conversation-3');
    expect(await expectExact(ruth)).toEqual([5]);
    await notify(ruth, 'message', obed!, 'conversation-1'); // the unread row leaves the bell
    expect(await expectExact(ruth)).toEqual([4]);
    settings.kinds.message!.inApp = true;
    await ok(ruth, 'PUT', '/api/notifications/settings', settings);
    await notify(ruth, 'message', obed!, 'conversation-3');
    expect(await expectExact(ruth)).toEqual([5]);
    await notify(ruth, 'message', obed!, 'conversation-1');
    expect(await expectExact(ruth)).toEqual([6]);

    // A block, each way and both at once (D11): the pair's notifications stop counting for both.
    await blocksMember(ruth, boaz!);
    expect(await expectExact(ruth, boaz!)).toEqual([5, 0]);
    await unblocks(ruth, boaz!);
    expect(await expectExact(ruth, boaz!)).toEqual([6, 1]);
    await blocksMember(boaz!, ruth);
    expect(await expectExact(ruth, boaz!)).toEqual([5, 0]);
    await blocksMember(ruth, boaz!);
    expect(await expectExact(ruth, boaz!)).toEqual([5, 0]);
    await unblocks(boaz!, ruth); // Ruth's own block still hides him
    expect(await expectExact(ruth, boaz!)).toEqual([5, 0]);
    await unblocks(ruth, boaz!);
    expect(await expectExact(ruth, boaz!)).toEqual([6, 1]);
    // Both directions in one statement, added and removed.
    await db.insert(blocks).values([
      { blockerId: ruth.account.id, blockedId: boaz!.account.id },
      { blockerId: boaz!.account.id, blockedId: ruth.account.id },
    ]);
    expect(await expectExact(ruth, boaz!)).toEqual([5, 0]);
    await db.delete(blocks).where(sql`${blocks.blockerId} in (${ruth.account.id}, ${boaz!.account.id})
        and ${blocks.blockedId} in (${ruth.account.id}, ${boaz!.account.id})`);
    expect(await expectExact(ruth, boaz!)).toEqual([6, 1]);

    // What the actor's account is does not change the bell (the old query never asked): deactivated,
    // held by moderation, of another role: their notifications still count.
    await ok(jesse!, 'POST', '/api/accounts/me/deactivate');
    expect(await expectExact(ruth)).toEqual([6]);
    await t.app.services.accounts.deactivateByAdmin(orpah!.account.id, admin.account.id);
    await holdMembers(db, [obed!.account.id]);
    await t.app.services.moderation.reported(obed!.account.id);
    await t.app.services.accounts.setRole(boaz!.account.id, 'moderator');
    expect(await expectExact(ruth)).toEqual([6]);
    await t.app.services.accounts.activateByAdmin(orpah!.account.id, admin.account.id);
    await t.app.services.accounts.setRole(boaz!.account.id, 'user');
    expect(await expectExact(ruth)).toEqual([6]);

    // An actor deletes their account (D34): their notifications go, and with them the count.
    // One Ruth had blocked first counted nothing, and its deletion takes nothing away.
    await notify(ruth, 'interest_received', orpah!);
    await blocksMember(ruth, orpah!);
    expect(await expectExact(ruth)).toEqual([6]);
    await ok(await again(orpah!), 'DELETE', '/api/accounts/me', {
      password: orpah!.body.password,
      confirmation: 'DELETE',
    });
    expect(await expectExact(ruth)).toEqual([6]);
    await ok(await again(boaz!), 'DELETE', '/api/accounts/me', {
      password: boaz!.body.password,
      confirmation: 'DELETE',
    });
    expect(await expectExact(ruth)).toEqual([5]);
    // Ruth's own notification to someone goes with her account, and her counter with her.
    await notify(obed!, 'interest_received', ruth);
    await expectCountersExact(obed!.account.id);
    const before = await truth(obed!.account.id);
    await ok(ruth, 'DELETE', '/api/accounts/me', { password: ruth.body.password, confirmation: 'DELETE' });
    expect(await counter(ruth.account.id)).toBeUndefined();
    await expectCountersExact(obed!.account.id, jesse!.account.id);
    expect(await truth(obed!.account.id)).toBe(before - 1);
  });

  it('mark all read, and the purge of old notifications', async () => {
    const hannah = await signedInMember(t.app, { firstName: 'Hannah' });
    const others = await Promise.all(['Elkanah', 'Peninnah'].map((firstName) => signedInMember(t.app, { firstName })));
    for (const other of others) {
      await notify(hannah, 'interest_received', other);
      await notify(hannah, 'message', other, `with-${other.account.id}`);
      await notify(other, 'interest_accepted', hannah);
    }
    await blocksMember(others[1]!, hannah);
    expect(await expectExact(hannah, ...others)).toEqual([2, 1, 0]);
    await ok(hannah, 'POST', '/api/notifications/read-all');
    expect(await expectExact(hannah, ...others)).toEqual([0, 1, 0]);
    await unblocks(others[1]!, hannah);
    expect(await expectExact(hannah, ...others)).toEqual([0, 1, 1]);

    // The purge (D30) deletes many members' rows in one statement.
    await notify(hannah, 'account_changed', null);
    await db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 200 * 86_400_000) })
      .where(eq(notifications.memberId, others[0]!.account.id));
    const [purged] = await selectRows<{ n: number }>(
      db,
      sql`with gone as (delete from ${notifications} where ${notifications.createdAt} < now() - interval '90 days'
          returning 1) select count(*)::int as n from gone`,
    );
    expect(purged?.n).toBeGreaterThan(0);
    expect(await expectExact(hannah, ...others)).toEqual([1, 0, 1]);
  });

  it('never drifts under many adds, reads and blocks at once', async () => {
    const lydia = await signedInMember(t.app, { firstName: 'Lydia' });
    const actors = await Promise.all(
      ['Paul', 'Silas', 'Timothy', 'Luke', 'Priscilla', 'Aquila'].map((firstName) =>
        signedInMember(t.app, { firstName }),
      ),
    );
    const round = async (withBlocks: boolean) => {
      const work: Promise<unknown>[] = [];
      for (const [i, actor] of actors.entries()) {
        work.push(notify(lydia, 'interest_received', actor));
        for (let m = 0; m < 4; m += 1) work.push(notify(lydia, 'message', actor, `thread-${i % 3}`));
        work.push(notify(actor, 'message', lydia, `thread-${i}`));
        if (i === 1) {
          work.push(call(lydia, 'POST', '/api/notifications/read-all'));
          work.push(call(actors[0]!, 'POST', '/api/notifications/read-all'));
        }
        if (i === 3) {
          const method = withBlocks ? 'PUT' : 'DELETE';
          work.push(call(lydia, method, `/api/blocks/${actors[1]!.account.id}`));
          work.push(call(actors[2]!, method, `/api/blocks/${lydia.account.id}`));
          work.push(call(lydia, 'POST', '/api/notifications/read-all'));
        }
      }
      const answers = await Promise.allSettled(work);
      const failed = answers.filter((answer) => answer.status === 'rejected');
      expect(failed, JSON.stringify(failed)).toEqual([]);
      for (const answer of answers)
        if (
          answer.status === 'fulfilled' &&
          answer.value &&
          typeof answer.value === 'object' &&
          'statusCode' in answer.value
        )
          expect((answer.value as { statusCode: number }).statusCode).toBeLessThan(500);
      await expectExact(lydia, ...actors);
    };
    await round(true);
    await round(false);
    await round(false);
    await notify(lydia, 'interest_received', actors[4]!);
    expect((await expectExact(lydia))[0]).toBeGreaterThan(0);
  });

  it('a member with 6,000 notifications: the count is right and reads no notification', async () => {
    const many = await signedInMember(t.app, { firstName: 'Abraham' });
    const id = many.account.id;
    // 6,000 other members, each the actor of one notification to `many`, in a few statements:
    // every fifth is read, every eleventh out of the bell, every seventh actor blocked `many`, and
    // every tenth is deactivated (which the count never asked about).
    await db.execute(sql`insert into ${users} (id, name, email)
      select 'bell-' || n, 'Bell ' || n, 'bell' || n || '@example.org' from generate_series(1, 6000) n`);
    await db.execute(sql`update ${users} set account_status = 'deactivated'
      where id like 'bell-%' and substr(id, 6)::int % 10 = 0`);
    await db.execute(sql`insert into ${blocks} (blocker_id, blocked_id)
      select 'bell-' || n, ${id} from generate_series(1, 6000) n where n % 7 = 0`);
    await db.execute(sql`insert into ${notifications} (member_id, kind, actor_id, subject_id, in_app, read_at)
      select ${id}, case when n % 2 = 0 then 'message' else 'interest_received' end, 'bell-' || n, 'subject-' || n,
             n % 11 <> 0, case when n % 5 = 0 then now() end
      from generate_series(1, 6000) n`);
    // And each of the first hundred told by `many`, the other way.
    await db.execute(sql`insert into ${notifications} (member_id, kind, actor_id)
      select 'bell-' || n, 'interest_accepted', ${id} from generate_series(1, 100) n`);
    const [{ rows } = { rows: 0 }] = await selectRows<{ rows: number }>(
      db,
      sql`select count(*)::int as rows from ${notifications} where member_id = ${id}`,
    );
    expect(rows).toBe(6000);
    const [expected] = await expectExact(many);
    expect(expected).toBeGreaterThan(3500);
    await expectCountersExact('bell-1', 'bell-7', 'bell-10');
    expect(await counter('bell-7')).toBe(0);
    expect(await counter('bell-1')).toBe(1);

    // The count is one row: it answers with the notifications table out of reach.
    await db.execute(sql`alter table ${notifications} rename to notifications_out_of_reach`);
    try {
      expect(await unread(many)).toBe(expected);
    } finally {
      await db.execute(sql`alter table notifications_out_of_reach rename to ${notifications}`);
    }

    // Mark all read moves the 6,000-row member's counter once, to zero.
    await ok(many, 'POST', '/api/notifications/read-all');
    expect(await expectExact(many)).toEqual([0]);

    // The recount (the migration's backfill, a repair) finds every counter as the triggers kept
    // it, and puts back one that was wrong.
    const counters = () =>
      selectRows<{ member_id: string; notifications: number }>(
        db,
        sql`select member_id, notifications from ${unreadCounts} order by member_id`,
      );
    const kept = await counters();
    await db.execute(
      sql`update ${unreadCounts} set notifications = notifications + 7 where member_id in (${id}, 'bell-1')`,
    );
    await db.execute(sql`select dm_bell_recount()`);
    expect(await counters()).toEqual(kept);
  });

  /**
   * Two writers of one member's count, the second started while the first holds its locks: the
   * second waits, then reads what the first committed. (PGlite runs one transaction at a time.)
   */
  it.runIf(testDatabaseKind === 'postgres')(
    'two transactions at once, in either order: an add or a read against a block or an unblock',
    async () => {
      const ruth = await signedInMember(t.app, { firstName: 'Ruth' });
      const boaz = await signedInMember(t.app, { firstName: 'Boaz' });
      const [r, b] = [ruth.account.id, boaz.account.id];
      let subject = 0;
      const adds: Write = (tx) => {
        subject += 1;
        return tx.insert(notifications).values({ memberId: r, kind: 'message', actorId: b, subjectId: `s-${subject}` });
      };
      const readsAll: Write = (tx) =>
        tx
          .update(notifications)
          .set({ readAt: new Date() })
          .where(and(eq(notifications.memberId, r), sql`${notifications.readAt} is null`));
      const blocksHer: Write = (tx) => tx.insert(blocks).values({ blockerId: b, blockedId: r });
      const unblocksHer: Write = (tx) => tx.delete(blocks).where(and(eq(blocks.blockerId, b), eq(blocks.blockedId, r)));
      const atOnce = writesThatMeet(db, () => expectExact(ruth));

      await atOnce(adds, adds);
      expect(await expectExact(ruth)).toEqual([2]);
      await atOnce(adds, blocksHer);
      await atOnce(adds, unblocksHer);
      expect(await expectExact(ruth)).toEqual([4]);
      await atOnce(blocksHer, adds);
      await atOnce(unblocksHer, adds);
      expect(await expectExact(ruth)).toEqual([6]);
      await atOnce(readsAll, blocksHer);
      await atOnce(adds, readsAll);
      await atOnce(unblocksHer, readsAll);
      await atOnce(blocksHer, readsAll);
      await atOnce(adds, unblocksHer);
      expect(await expectExact(ruth)).toEqual([1]);
    },
  );
});
