import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { PASTOR_PROPOSALS_PAGE, type PastorProposalForm } from '#shared/schemas/pastor-proposals.ts';
import type { Database, Executor } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { churches, pastorProposals, profiles, users } = schema;

export type PastorProposalRow = typeof pastorProposals.$inferSelect;

/** D44: members' proposals of their pastor; at most one pending per member and church (a unique index). */
export function createPastorProposalsRepository(db: Database) {
  return {
    /** The member's church as the directory knows it (not retired), and whether it has a pastor's email. */
    async churchOf(memberId: string) {
      const [row] = await db
        .select({ id: churches.id, pastorEmail: churches.pastorEmail })
        .from(profiles)
        .innerJoin(churches, eq(churches.id, profiles.churchId))
        .where(and(eq(profiles.userId, memberId), isNull(churches.retiredAt)));
      return row;
    },

    async insert(memberId: string, form: PastorProposalForm, executor: Executor = db) {
      const [row] = await executor
        .insert(pastorProposals)
        .values({ memberId, churchId: form.churchId, pastorName: form.pastorName, pastorEmail: form.pastorEmail })
        .returning();
      return row!;
    },

    async latestOf(memberId: string, churchId: string): Promise<PastorProposalRow | undefined> {
      const [row] = await db
        .select()
        .from(pastorProposals)
        .where(and(eq(pastorProposals.memberId, memberId), eq(pastorProposals.churchId, churchId)))
        .orderBy(desc(pastorProposals.createdAt), desc(pastorProposals.id))
        .limit(1);
      return row;
    },

    async find(id: string): Promise<PastorProposalRow | undefined> {
      const [row] = await db.select().from(pastorProposals).where(eq(pastorProposals.id, id));
      return row;
    },

    /** The decision, taken once: only a pending proposal changes (two admins at once: one wins). */
    async decide(
      id: string,
      decision: { status: 'added' | 'declined'; declineReason: string | null },
      adminId: string,
      now: Date,
      executor: Executor,
    ): Promise<PastorProposalRow | undefined> {
      const [row] = await executor
        .update(pastorProposals)
        .set({ ...decision, decidedById: adminId, decidedAt: now })
        .where(and(eq(pastorProposals.id, id), eq(pastorProposals.status, 'pending')))
        .returning();
      return row;
    },

    /** The office's list: pending proposals, oldest first, with the member's name and the church's. */
    pending: () =>
      db
        .select({
          id: pastorProposals.id,
          memberId: pastorProposals.memberId,
          firstName: users.firstName,
          lastName: users.lastName,
          churchId: pastorProposals.churchId,
          church: churches.name,
          pastorName: pastorProposals.pastorName,
          pastorEmail: pastorProposals.pastorEmail,
          createdAt: pastorProposals.createdAt,
        })
        .from(pastorProposals)
        .innerJoin(users, eq(users.id, pastorProposals.memberId))
        .innerJoin(churches, eq(churches.id, pastorProposals.churchId))
        .where(eq(pastorProposals.status, 'pending'))
        .orderBy(asc(pastorProposals.createdAt), asc(pastorProposals.id))
        .limit(PASTOR_PROPOSALS_PAGE),
  };
}
