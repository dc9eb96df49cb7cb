import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import { visibleTo } from '#server/db/visibility.ts';

const { shortlists, users } = schema;

export function createShortlistsRepository(db: Database) {
  return {
    /** Adds a visible member to the shortlist; false when hidden (D11, D12). Idempotent. */
    async add(likerId: string, likedUserId: string): Promise<boolean> {
      const [target] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, likedUserId), visibleTo(likerId)));
      if (!target) return false;
      await db.insert(shortlists).values({ likerId, likedUserId }).onConflictDoNothing();
      return true;
    },
    async remove(likerId: string, likedUserId: string): Promise<boolean> {
      const removed = await db
        .delete(shortlists)
        .where(and(eq(shortlists.likerId, likerId), eq(shortlists.likedUserId, likedUserId)))
        .returning({ id: shortlists.likedUserId });
      return removed.length > 0;
    },
  };
}
