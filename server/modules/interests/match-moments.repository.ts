import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '#server/db/database.ts';
import { profilePhotoId } from '#server/db/member-columns.ts';
import { schema } from '#server/db/schema.ts';
import { acceptedInterestBetween, visibleTo } from '#server/db/visibility.ts';

const { matchMoments, users } = schema;
const self = alias(users, 'self');

export function createMatchMomentsRepository(db: Database) {
  return {
    /** Issue 44: both members of a new match have a moment to see (one per pair while unseen). */
    async record(tx: Transaction, a: string, b: string) {
      await tx
        .insert(matchMoments)
        .values([
          { memberId: a, partnerId: b },
          { memberId: b, partnerId: a },
        ])
        .onConflictDoNothing();
    },

    /**
     * The member's unseen moments, oldest first, only about members they may see now (D11, D12,
     * D31: not blocked either way, active, not held). The partner's photo only when the viewer
     * sees it as it is (D33: shown to every member, or the two have an accepted interest).
     */
    async pending(memberId: string) {
      return db
        .select({
          partnerId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          partnerPhotoId: sql<
            string | null
          >`case when ${users.photoVisibility} = 'members' or ${acceptedInterestBetween(memberId, sql`${users.id}`)} then ${profilePhotoId(users.id)} end`,
          ownPhotoId: profilePhotoId(self.id, false),
          createdAt: matchMoments.createdAt,
        })
        .from(matchMoments)
        .innerJoin(users, eq(users.id, matchMoments.partnerId))
        .innerJoin(self, eq(self.id, matchMoments.memberId))
        .where(and(eq(matchMoments.memberId, memberId), visibleTo(memberId)))
        .orderBy(asc(matchMoments.createdAt), asc(matchMoments.partnerId));
    },

    /** Seen: the moment goes (whether or not it was still there). */
    async markSeen(memberId: string, partnerId: string): Promise<void> {
      await db
        .delete(matchMoments)
        .where(and(eq(matchMoments.memberId, memberId), eq(matchMoments.partnerId, partnerId)));
    },
  };
}
