import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { InterestAnswer } from '#shared/schemas/interests.ts';
import type { InterestStatus } from '#shared/enums.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '#server/db/database.ts';
import { profilePhotoId } from '#server/db/member-columns.ts';
import type { InterestRow } from '#server/db/rows.ts';
import { schema } from '#server/db/schema.ts';
import { visibleTo } from '#server/db/visibility.ts';

const { interests, users, profiles } = schema;

/** How many rows a list returns at most: a member's lists are read whole, not paged. */
const LIST_CAP = 500;

/** `member` is visible to `viewerId` (D11, D12): the one filter, over a member id column. */
const visibleMember = (viewerId: string, memberId: AnyPgColumn) =>
  sql`exists (select 1 from ${users} where ${users.id} = ${memberId} and ${visibleTo(viewerId)})`;

/** Spec §4: what the received list shows and counts — pending or accepted, from a visible sender. */
const openFromVisibleSenders = (receiverId: string) =>
  and(eq(interests.receiverId, receiverId), inArray(interests.status, ['pending', 'accepted']), visibleTo(receiverId));

/** Issue 44: what an interest's card shows of the other member (the `users` of the query). */
const cardColumns = () => ({
  dob: profiles.dob,
  city: profiles.city,
  photoId: profilePhotoId(users.id).as('photo_id'),
});

export function createInterestsRepository(db: Database) {
  return {
    /**
     * D19: a new pending interest, only to a member the sender may see (D11, D12). The partial
     * unique index keeps one pending-or-accepted interest per ordered pair, whatever the
     * concurrency: a duplicate answers 'exists'.
     */
    /** In the caller's transaction `q` when given (the receiver's notification is written with it). */
    async create(
      senderId: string,
      receiverId: string,
      q: Database | Transaction = db,
    ): Promise<'created' | 'exists' | 'hidden'> {
      const [target] = await q
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, receiverId), visibleTo(senderId)));
      if (!target) return 'hidden';
      // The partial unique index (one pending or accepted interest per pair) decides: no error to catch.
      const made = await q
        .insert(interests)
        .values({ senderId, receiverId })
        .onConflictDoNothing()
        .returning({ id: interests.id });
      return made.length > 0 ? 'created' : 'exists';
    },

    /** An interest this member sent or received, while they may still see the other member (D11). */
    async findInvolving(memberId: string, id: string): Promise<InterestRow | undefined> {
      const [row] = await db
        .select()
        .from(interests)
        .where(
          and(
            eq(interests.id, id),
            or(
              and(eq(interests.senderId, memberId), visibleMember(memberId, interests.receiverId)),
              and(eq(interests.receiverId, memberId), visibleMember(memberId, interests.senderId)),
            ),
          ),
        );
      return row;
    },

    /** Spec §4: received, pending or accepted, the latest per sender, senders this member may see. */
    async listReceived(receiverId: string) {
      const latest = db
        .selectDistinctOn([interests.senderId], {
          id: interests.id,
          status: interests.status,
          createdAt: interests.createdAt,
          senderId: interests.senderId,
          firstName: users.firstName,
          lastName: users.lastName,
          ...cardColumns(),
        })
        .from(interests)
        .innerJoin(users, eq(users.id, interests.senderId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(openFromVisibleSenders(receiverId))
        .orderBy(interests.senderId, desc(interests.createdAt))
        .as('latest');
      return db.select().from(latest).orderBy(desc(latest.createdAt)).limit(LIST_CAP);
    },

    /** The member's own interests, newest first, to members they may still see. */
    async listSent(senderId: string) {
      return db
        .select({
          id: interests.id,
          status: interests.status,
          createdAt: interests.createdAt,
          updatedAt: interests.updatedAt,
          receiverId: interests.receiverId,
          firstName: users.firstName,
          lastName: users.lastName,
          ...cardColumns(),
        })
        .from(interests)
        .innerJoin(users, eq(users.id, interests.receiverId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(interests.senderId, senderId), visibleTo(senderId)))
        .orderBy(desc(interests.createdAt))
        .limit(LIST_CAP);
    },

    /**
     * Spec §4: the receiver's move, as one conditional UPDATE so that concurrent answers cannot
     * both win: only the receiver, only from the states the policy allows (`from`, from
     * interests.policy.ts), only while the sender is visible.
     */
    async answer(
      receiverId: string,
      id: string,
      to: InterestAnswer,
      from: readonly InterestStatus[],
      q: Database | Transaction = db,
    ): Promise<{ senderId: string } | undefined> {
      const now = new Date();
      const changes =
        to === 'removed'
          ? { status: to, updatedAt: now, removedAt: now, removedById: receiverId }
          : { status: to, updatedAt: now, respondedAt: now };
      const updated = await q
        .update(interests)
        .set(changes)
        .where(
          and(
            eq(interests.id, id),
            eq(interests.receiverId, receiverId),
            inArray(interests.status, [...from]),
            visibleMember(receiverId, interests.senderId),
          ),
        )
        .returning({ senderId: interests.senderId });
      return updated[0];
    },

    /** Beyond the spec: the sender takes back an interest nobody has answered yet. */
    async withdraw(
      senderId: string,
      id: string,
      from: readonly InterestStatus[],
    ): Promise<{ receiverId: string } | undefined> {
      const deleted = await db
        .delete(interests)
        .where(and(eq(interests.id, id), eq(interests.senderId, senderId), inArray(interests.status, [...from])))
        .returning({ receiverId: interests.receiverId });
      return deleted[0];
    },

    /** Spec §4: View Basic Info, only for the receiver of an accepted interest from a visible sender. */
    async senderBasicInfo(receiverId: string, id: string) {
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          city: profiles.city,
          state: profiles.state,
          church: profiles.church,
          photoId: profilePhotoId(users.id),
        })
        .from(interests)
        .innerJoin(users, eq(users.id, interests.senderId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            eq(interests.id, id),
            eq(interests.receiverId, receiverId),
            eq(interests.status, 'accepted'),
            visibleTo(receiverId),
          ),
        );
      return row;
    },

    /** Interests received and still open (pending or accepted) from visible senders (ADR 0005). */
    async countReceived(receiverId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(distinct ${interests.senderId})::int` })
        .from(interests)
        .innerJoin(users, eq(users.id, interests.senderId))
        .where(openFromVisibleSenders(receiverId));
      return row?.count ?? 0;
    },

    /**
     * Matches (D39): the distinct unordered pairs of mutually interested members, an accepted
     * interest or interests sent in both directions (whatever their status), each pair once. The
     * one query behind the member's New Matches (`memberId`: their pairs, with a partner they may
     * still see) and the admin's Total Matches (every pair).
     */
    async countMatches(memberId?: string): Promise<number> {
      const pairs = sql`(
        select distinct least(i.sender_id, i.receiver_id) as a, greatest(i.sender_id, i.receiver_id) as b
        from ${interests} i
        where (i.status = 'accepted'
           or exists (select 1 from ${interests} r where r.sender_id = i.receiver_id and r.receiver_id = i.sender_id))
          ${memberId === undefined ? sql`` : sql`and (i.sender_id = ${memberId} or i.receiver_id = ${memberId})`}
      )`;
      const query =
        memberId === undefined
          ? sql`select count(*)::int as count from ${pairs} m`
          : sql`select count(*)::int as count from ${pairs} m
              join ${users} on ${users.id} = case when m.a = ${memberId} then m.b else m.a end
              where ${visibleTo(memberId)}`;
      const result = (await db.execute(query)) as unknown as { rows: { count: number }[] };
      return result.rows[0]?.count ?? 0;
    },

    /** Interests sent per UTC day since `start` (the admin's analytics chart, D20). */
    async sentByDay(start: Date) {
      const day = sql<string>`to_char(${interests.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(interests)
        .where(gte(interests.createdAt, start))
        .groupBy(day);
    },
  };
}
