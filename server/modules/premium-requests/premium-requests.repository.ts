import { and, asc, count, desc, eq } from 'drizzle-orm';
import { PREMIUM_REQUESTS_PAGE } from '#shared/schemas/premium-requests.ts';
import type { Database, Executor } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { premiumRequests, users } = schema;

export type PremiumRequestRow = typeof premiumRequests.$inferSelect;

/** D41: the members' requests for Premium; at most one pending per member (a unique index). */
export function createPremiumRequestsRepository(db: Database) {
  return {
    async insert(memberId: string, message: string, executor: Executor = db) {
      const [row] = await executor.insert(premiumRequests).values({ memberId, message }).returning();
      return row;
    },

    async latestOf(memberId: string): Promise<PremiumRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(premiumRequests)
        .where(eq(premiumRequests.memberId, memberId))
        .orderBy(desc(premiumRequests.createdAt), desc(premiumRequests.id))
        .limit(1);
      return row;
    },

    async find(id: string): Promise<PremiumRequestRow | undefined> {
      const [row] = await db.select().from(premiumRequests).where(eq(premiumRequests.id, id));
      return row;
    },

    /** The decision, taken once: only a pending request changes (two admins at once: one wins). */
    async decide(
      id: string,
      decision: { status: 'granted' | 'declined'; termMonths: number | null; declineReason: string | null },
      adminId: string,
      now: Date,
      executor: Executor,
    ): Promise<PremiumRequestRow | undefined> {
      const [row] = await executor
        .update(premiumRequests)
        .set({ ...decision, decidedById: adminId, decidedAt: now })
        .where(and(eq(premiumRequests.id, id), eq(premiumRequests.status, 'pending')))
        .returning();
      return row;
    },

    /** The admin list: pending requests, oldest first, with the member's name. */
    async pending() {
      return db
        .select({
          id: premiumRequests.id,
          memberId: premiumRequests.memberId,
          firstName: users.firstName,
          lastName: users.lastName,
          membershipType: users.membershipType,
          message: premiumRequests.message,
          createdAt: premiumRequests.createdAt,
        })
        .from(premiumRequests)
        .innerJoin(users, eq(users.id, premiumRequests.memberId))
        .where(eq(premiumRequests.status, 'pending'))
        .orderBy(asc(premiumRequests.createdAt), asc(premiumRequests.id))
        .limit(PREMIUM_REQUESTS_PAGE);
    },

    async pendingCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(premiumRequests).where(eq(premiumRequests.status, 'pending'));
      return row?.n ?? 0;
    },
  };
}
