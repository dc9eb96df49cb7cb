import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import { memberCardColumns } from '#server/db/member-columns.ts';
import { visibleTo } from '#server/db/visibility.ts';

const { shortlists, users, profiles } = schema;

/** A shortlist is read whole; this caps it. */
const LIST_CAP = 500;

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

    /** Spec §4: newest added first; only members the liker may still see (D11, D12). */
    async list(likerId: string) {
      return db
        .select({
          userId: users.id,
          ...memberCardColumns(),
          addedAt: shortlists.createdAt,
        })
        .from(shortlists)
        .innerJoin(users, eq(users.id, shortlists.likedUserId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(shortlists.likerId, likerId), visibleTo(likerId)))
        .orderBy(desc(shortlists.createdAt), desc(shortlists.likedUserId))
        .limit(LIST_CAP);
    },
    /** The dashboard's Shortlisted Profiles: the same rows as the list, counted. */
    async count(likerId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(shortlists)
        .innerJoin(users, eq(users.id, shortlists.likedUserId))
        .where(and(eq(shortlists.likerId, likerId), visibleTo(likerId)));
      return row?.count ?? 0;
    },
  };
}
