import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import { visibleTo } from '#server/db/visibility.ts';

const { interests, users } = schema;

export type InterestRow = typeof interests.$inferSelect;

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23505') return true;
  }
  return false;
}

export function createInterestsRepository(db: Database) {
  return {
    /**
     * D19: a new pending interest, only to a member the sender may see (D11, D12). The partial
     * unique index keeps one pending-or-accepted interest per ordered pair, whatever the
     * concurrency: a duplicate answers 'exists'.
     */
    async create(senderId: string, receiverId: string): Promise<'created' | 'exists' | 'hidden'> {
      const [target] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, receiverId), visibleTo(senderId)));
      if (!target) return 'hidden';
      try {
        await db.insert(interests).values({ senderId, receiverId });
        return 'created';
      } catch (error) {
        if (isUniqueViolation(error)) return 'exists';
        throw error;
      }
    },

    /** Interests received and still open (pending or accepted): the derived counter (ADR 0005). */
    async countReceived(receiverId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(distinct ${interests.senderId})::int` })
        .from(interests)
        .where(and(eq(interests.receiverId, receiverId), sql`${interests.status} in ('pending', 'accepted')`));
      return row?.count ?? 0;
    },
  };
}
