import { createHash } from 'node:crypto';
import { aliasedTable, and, desc, eq, gt, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { FAMILY_LOG_PAGE, type FamilyLogAction, type FamilyRelation } from '#shared/schemas/family.ts';
import type { Database, Executor, Transaction } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { familyLinks, familyLog, users } = schema;

export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
export type FamilyLinkRow = typeof familyLinks.$inferSelect;

/** An invitation's token is stored as its SHA-256 only: a copy of the table opens no link. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** D45: the links between members and their relatives, and the member's family log. */
export function createFamilyRepository(db: Database) {
  return {
    /** Serializes one member's changes to their links (the limit of open links holds under races). */
    async withMemberLock<T>(memberId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${memberId} for update`);
        return work(tx);
      });
    },

    async openCount(tx: Executor, memberId: string): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(familyLinks)
        .where(eq(familyLinks.memberId, memberId));
      return row?.count ?? 0;
    },

    async invite(
      tx: Transaction,
      values: { memberId: string; email: string; relation: FamilyRelation; token: string; expiresAt: Date },
    ) {
      const { token, ...rest } = values;
      const [row] = await tx
        .insert(familyLinks)
        .values({ ...rest, tokenHash: tokenHash(token) })
        .returning({ id: familyLinks.id });
      return row!.id;
    },

    /** A live invitation by its token, with the first name of the member who sent it. */
    async invitation(token: string, now: Date, executor: Executor = db) {
      const [row] = await executor
        .select({ link: familyLinks, memberFirstName: users.firstName, memberState: users.accountStatus })
        .from(familyLinks)
        .innerJoin(users, eq(users.id, familyLinks.memberId))
        .where(
          and(
            eq(familyLinks.tokenHash, tokenHash(token)),
            eq(familyLinks.status, 'invited'),
            gt(familyLinks.expiresAt, now),
          ),
        );
      return row && row.memberState === 'active' ? row : undefined;
    },

    /** The invitation taken, once: null when another acceptance took it first. */
    async activate(tx: Transaction, linkId: string, relativeId: string, now: Date) {
      const [row] = await tx
        .update(familyLinks)
        .set({ status: 'active', relativeId, tokenHash: null, expiresAt: null, acceptedAt: now })
        .where(and(eq(familyLinks.id, linkId), eq(familyLinks.status, 'invited')))
        .returning();
      return row ?? null;
    },

    /** D45: the link of a profile the relative started, once the member accepted it (edits allowed). */
    async linkAccepted(
      tx: Transaction,
      values: { memberId: string; relativeId: string; email: string; relation: FamilyRelation; at: Date },
    ) {
      const { at, ...rest } = values;
      const [row] = await tx
        .insert(familyLinks)
        .values({ ...rest, status: 'active', mayEditProfile: true, createdAt: at, acceptedAt: at })
        .returning();
      return row!;
    },

    /** The member's links, oldest first, with each relative's name once they accepted. */
    async linksOf(memberId: string) {
      return db
        .select({ link: familyLinks, firstName: users.firstName, lastName: users.lastName })
        .from(familyLinks)
        .leftJoin(users, eq(users.id, familyLinks.relativeId))
        .where(eq(familyLinks.memberId, memberId))
        .orderBy(familyLinks.createdAt, familyLinks.id);
    },

    /** The members a relative is linked to. */
    async linkedTo(relativeId: string) {
      return db
        .select({ link: familyLinks, firstName: users.firstName, lastName: users.lastName })
        .from(familyLinks)
        .innerJoin(users, eq(users.id, familyLinks.memberId))
        .where(and(eq(familyLinks.relativeId, relativeId), eq(familyLinks.status, 'active')))
        .orderBy(familyLinks.acceptedAt, familyLinks.id);
    },

    /** A link with the relative's first name (or the invited email), for the log. */
    async find(id: string, executor: Executor = db) {
      const [row] = await executor
        .select({ link: familyLinks, relativeFirstName: users.firstName })
        .from(familyLinks)
        .leftJoin(users, eq(users.id, familyLinks.relativeId))
        .where(eq(familyLinks.id, id));
      return row;
    },

    async setMayEdit(tx: Transaction, id: string, mayEditProfile: boolean) {
      await tx.update(familyLinks).set({ mayEditProfile }).where(eq(familyLinks.id, id));
    },

    /** D46: the chaperones of these members, with each chaperone's first name. */
    async chaperonesOf(memberIds: string[]) {
      if (memberIds.length === 0) return [];
      return db
        .select({
          memberId: familyLinks.memberId,
          relativeId: familyLinks.relativeId,
          relation: familyLinks.relation,
          since: familyLinks.chaperoneSince,
          firstName: users.firstName,
        })
        .from(familyLinks)
        .innerJoin(users, eq(users.id, familyLinks.relativeId))
        .where(and(inArray(familyLinks.memberId, memberIds), isNotNull(familyLinks.chaperoneSince)));
    },

    /** D46: the member's chaperone link now (under the member's lock), if any. */
    async chaperoneLink(tx: Transaction, memberId: string) {
      const [row] = await tx
        .select({ link: familyLinks, relativeFirstName: users.firstName })
        .from(familyLinks)
        .leftJoin(users, eq(users.id, familyLinks.relativeId))
        .where(and(eq(familyLinks.memberId, memberId), isNotNull(familyLinks.chaperoneSince)));
      return row;
    },

    /** D46: the chaperone's start (null: ended); a new start begins a new summary period. */
    async setChaperoneSince(tx: Transaction, id: string, since: Date | null) {
      await tx
        .update(familyLinks)
        .set({ chaperoneSince: since, chaperoneSummaryAt: null })
        .where(eq(familyLinks.id, id));
    },

    /**
     * D46: the chaperones whose weekly summary is due: their period (from the start, or from the
     * last summary) began at or before `before`. With the member's and the relative's names and
     * the relative's email.
     */
    async dueSummaries(before: Date) {
      const relative = aliasedTable(users, 'relative');
      const from = sql<Date>`coalesce(${familyLinks.chaperoneSummaryAt}, ${familyLinks.chaperoneSince})`.mapWith(
        familyLinks.chaperoneSince,
      );
      return db
        .select({
          linkId: familyLinks.id,
          memberId: familyLinks.memberId,
          from,
          memberFirstName: users.firstName,
          relativeFirstName: relative.firstName,
          relativeEmail: relative.email,
        })
        .from(familyLinks)
        .innerJoin(users, eq(users.id, familyLinks.memberId))
        .innerJoin(relative, eq(relative.id, familyLinks.relativeId))
        .where(
          and(
            isNotNull(familyLinks.chaperoneSince),
            eq(users.accountStatus, 'active'),
            sql`coalesce(${familyLinks.chaperoneSummaryAt}, ${familyLinks.chaperoneSince}) <= ${before.toISOString()}::timestamptz`,
          ),
        );
    },

    /** D46: the summary up to `to` was sent (only while the same chaperone period holds). */
    async summarized(linkId: string, from: Date, to: Date) {
      await db
        .update(familyLinks)
        .set({ chaperoneSummaryAt: to })
        .where(
          and(
            eq(familyLinks.id, linkId),
            sql`coalesce(${familyLinks.chaperoneSummaryAt}, ${familyLinks.chaperoneSince}) = ${from.toISOString()}::timestamptz`,
          ),
        );
    },

    /** D46: whether this relative's read of this conversation is in the member's log since `after`. */
    async readLoggedSince(memberId: string, relativeId: string, conversationId: string, after: Date) {
      const [row] = await db
        .select({ id: familyLog.id })
        .from(familyLog)
        .where(
          and(
            eq(familyLog.memberId, memberId),
            eq(familyLog.relativeId, relativeId),
            eq(familyLog.conversationId, conversationId),
            eq(familyLog.action, 'chaperone_read'),
            gte(familyLog.createdAt, after),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async remove(tx: Transaction, id: string) {
      const [row] = await tx.delete(familyLinks).where(eq(familyLinks.id, id)).returning({ id: familyLinks.id });
      return Boolean(row);
    },

    async record(
      tx: Executor,
      entry: {
        memberId: string;
        relativeId: string | null;
        relative: string;
        relation: FamilyRelation;
        action: FamilyLogAction;
        at: Date;
        /** D46: a chaperone's read: the other member's first name and the conversation. */
        subject?: string;
        conversationId?: string;
      },
    ) {
      const { at, ...rest } = entry;
      await tx.insert(familyLog).values({ ...rest, createdAt: at });
    },

    async logOf(memberId: string) {
      return db
        .select()
        .from(familyLog)
        .where(eq(familyLog.memberId, memberId))
        .orderBy(desc(familyLog.createdAt), desc(familyLog.id))
        .limit(FAMILY_LOG_PAGE);
    },
  };
}
