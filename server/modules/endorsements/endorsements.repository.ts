import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/database.ts';
import { ENDORSEMENT_COUNTS_SINCE } from '#server/db/member-columns.ts';
import { schema } from '#server/db/schema.ts';

const { churches, endorsements, profiles, users } = schema;

/** Only a link's hash is stored: a copy of the table confirms nothing. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

const OPEN = ['requested', 'confirmed'];

/** D32's endorsements. Every move is one conditional UPDATE on the link's hash: a link works once. */
export function createEndorsementsRepository(db: Database) {
  return {
    /** Runs `work` holding the member's row, so that two requests at once are counted one after the other. */
    withMemberLock: <T>(memberId: string, work: (tx: Transaction) => Promise<T>) =>
      db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
        return work(tx);
      }),

    /** The member's church as the directory lists it (not retired), with its pastor; undefined when not listed. */
    async churchOf(tx: Transaction | Database, memberId: string) {
      const [row] = await tx
        .select({
          memberName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          churchId: churches.id,
          church: churches.name,
          pastorName: churches.pastorName,
          pastorEmail: churches.pastorEmail,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .innerJoin(churches, eq(churches.id, profiles.churchId))
        .where(and(eq(profiles.userId, memberId), isNull(churches.retiredAt)));
      return row;
    },

    async requestsSince(tx: Transaction | Database, memberId: string, since: Date): Promise<number> {
      const [row] = await tx
        .select({ requests: count() })
        .from(endorsements)
        .where(and(eq(endorsements.memberId, memberId), gt(endorsements.requestedAt, since)));
      return row?.requests ?? 0;
    },

    /** The member's endorsement that counts now, and their request still waiting for the pastor. */
    async current(tx: Transaction | Database, memberId: string, now: Date) {
      const rows = await tx
        .select({
          status: endorsements.status,
          pastorName: endorsements.pastorName,
          church: churches.name,
          decidedAt: endorsements.decidedAt,
          linkExpiresAt: endorsements.linkExpiresAt,
        })
        .from(endorsements)
        .innerJoin(churches, eq(churches.id, endorsements.churchId))
        .where(
          and(
            eq(endorsements.memberId, memberId),
            sql`((${endorsements.status} = 'confirmed' and ${endorsements.decidedAt} > ${ENDORSEMENT_COUNTS_SINCE})
              or (${endorsements.status} = 'requested' and ${endorsements.linkExpiresAt} > ${now}))`,
          ),
        )
        .orderBy(desc(endorsements.requestedAt));
      return {
        confirmed: rows.find((row) => row.status === 'confirmed'),
        pending: rows.find((row) => row.status === 'requested'),
      };
    },

    async create(
      tx: Transaction,
      values: { memberId: string; churchId: string; pastorName: string; token: string; linkExpiresAt: Date },
    ) {
      const { token, ...rest } = values;
      const [row] = await tx
        .insert(endorsements)
        .values({ ...rest, requestTokenHash: tokenHash(token) })
        .returning({ id: endorsements.id });
      return row!.id;
    },

    /** A request whose email could not be sent: as if never made (it does not count against the month). */
    async remove(id: string) {
      await db.delete(endorsements).where(eq(endorsements.id, id));
    },

    /** The request a pastor's link names, while it waits and its link is valid. */
    async request(token: string, now: Date) {
      const [row] = await db
        .select({
          memberName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          church: churches.name,
          pastorName: endorsements.pastorName,
        })
        .from(endorsements)
        .innerJoin(users, eq(users.id, endorsements.memberId))
        .innerJoin(churches, eq(churches.id, endorsements.churchId))
        .where(
          and(
            eq(endorsements.requestTokenHash, tokenHash(token)),
            eq(endorsements.status, 'requested'),
            gt(endorsements.linkExpiresAt, now),
          ),
        );
      return row;
    },

    /** The pastor's answer, once: the link's hash is cleared in the same statement. */
    async decide(token: string, confirm: boolean, withdrawToken: string, now: Date) {
      const [row] = await db
        .update(endorsements)
        .set({
          status: confirm ? 'confirmed' : 'declined',
          decidedAt: now,
          requestTokenHash: null,
          withdrawTokenHash: confirm ? tokenHash(withdrawToken) : null,
        })
        .where(
          and(
            eq(endorsements.requestTokenHash, tokenHash(token)),
            eq(endorsements.status, 'requested'),
            gt(endorsements.linkExpiresAt, now),
          ),
        )
        .returning({ id: endorsements.id, memberId: endorsements.memberId, churchId: endorsements.churchId });
      return row;
    },

    /** Where the confirmation goes: the directory's pastor of the endorsing church. */
    async pastorEmailOf(churchId: string): Promise<string> {
      const [row] = await db.select({ email: churches.pastorEmail }).from(churches).where(eq(churches.id, churchId));
      return row?.email ?? '';
    },

    /** The pastor takes a confirmed endorsement back (any time, even after it lapsed). */
    async withdraw(token: string, now: Date) {
      const [row] = await db
        .update(endorsements)
        .set({ status: 'withdrawn', endedAt: now, withdrawTokenHash: null })
        .where(and(eq(endorsements.withdrawTokenHash, tokenHash(token)), eq(endorsements.status, 'confirmed')))
        .returning({ id: endorsements.id, memberId: endorsements.memberId });
      return row;
    },

    /** D32: changing one's church ends the endorsements and requests of any other church. */
    async endOtherChurches(memberId: string, churchId: string | null, now: Date): Promise<number> {
      const ended = await db
        .update(endorsements)
        .set({ status: 'ended', endedAt: now, requestTokenHash: null, withdrawTokenHash: null })
        .where(
          and(
            eq(endorsements.memberId, memberId),
            inArray(endorsements.status, OPEN),
            sql`${endorsements.churchId} is distinct from ${churchId}::uuid`,
          ),
        )
        .returning({ id: endorsements.id });
      return ended.length;
    },

    /** The admin's Manage modal: every endorsement and request of the member, newest first. */
    history: (memberId: string) =>
      db
        .select({
          id: endorsements.id,
          status: endorsements.status,
          pastorName: endorsements.pastorName,
          church: churches.name,
          requestedAt: endorsements.requestedAt,
          decidedAt: endorsements.decidedAt,
          endedAt: endorsements.endedAt,
          lapsed: sql<boolean>`${endorsements.status} = 'confirmed' and ${endorsements.decidedAt} <= ${ENDORSEMENT_COUNTS_SINCE}`,
        })
        .from(endorsements)
        .innerJoin(churches, eq(churches.id, endorsements.churchId))
        .where(eq(endorsements.memberId, memberId))
        .orderBy(desc(endorsements.requestedAt))
        .limit(20),
  };
}
