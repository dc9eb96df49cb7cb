import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import { memberCardColumns } from '#server/db/member-columns.ts';
import { viewerRelationColumns, visibleTo } from '#server/db/visibility.ts';
import {
  audienceConditions,
  fitColumns,
  fitExpressions,
  inline,
  sharedWithSeeker,
  statedPreferences,
  type Seeker,
} from '#server/db/fit.ts';
import type { DiscoveryRow } from '#server/modules/discovery/discovery.service.ts';

const { users, profiles, interests, recommendations } = schema;

/**
 * How many of the newest members who meet the viewer's firm preferences are ranked by two-way fit
 * each day (ADR 0030): the work of a first load stays bounded whatever the community's size.
 */
export const CANDIDATE_WINDOW = 100;

export function createRecommendationsRepository(db: Database) {
  return {
    /**
     * Takes the viewer's lock for the rest of the transaction (the one that makes today's list), so
     * two first loads at once make one list.
     */
    async lock(tx: Transaction, viewerId: string) {
      await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${viewerId} for no key update`);
    },

    /** The basis of today's list, if there is one. */
    async basisOf(tx: Transaction, viewerId: string, day: string): Promise<string | null> {
      const [row] = await tx
        .select({ basis: recommendations.basis })
        .from(recommendations)
        .where(and(eq(recommendations.viewerId, viewerId), eq(recommendations.day, day)))
        .limit(1);
      return row?.basis ?? null;
    },

    /** Today's list is made again (the preferences changed); rows older than the 30 days go. */
    async forget(tx: Transaction, viewerId: string, day: string, since: string) {
      await tx
        .delete(recommendations)
        .where(
          and(
            eq(recommendations.viewerId, viewerId),
            sql`(${recommendations.day} = ${day} or ${recommendations.day} < ${since})`,
          ),
        );
    },

    /**
     * D36: up to `count` members for the viewer, best two-way fit first: of the newest members who
     * meet the viewer's firm preferences (age, height, marriage status; the audience rule applies),
     * those who meet most of the viewer's other preferences and whose own the viewer misses least,
     * then those who share most with the viewer (`sharedWithSeeker`: church, city, country, language); never a member the viewer has an interest with in either direction,
     * a hidden or blocked one (D11, D12), or one recommended from `since` until today.
     */
    async choose(
      tx: Transaction,
      viewerId: string,
      seeker: Seeker | null,
      day: string,
      since: string,
      today: Date,
      count: number,
    ) {
      const fit = fitExpressions(seeker, today, inline);
      const interestWith = sql`exists (select 1 from ${interests} where (${interests.senderId} = ${viewerId} and ${interests.receiverId} = ${users.id})) or exists (select 1 from ${interests} where (${interests.senderId} = ${users.id} and ${interests.receiverId} = ${viewerId}))`;
      const recommendedLately = sql`exists (select 1 from ${recommendations} where ${recommendations.viewerId} = ${viewerId} and ${recommendations.memberId} = ${users.id} and ${recommendations.day} >= ${since} and ${recommendations.day} < ${day})`;
      const candidates = tx
        .select({
          id: users.id,
          createdAt: profiles.memberCreatedAt,
          // Preferences missed either way: the viewer's the member misses, and the member's the viewer misses.
          missed: sql<number>`(${statedPreferences(seeker).length} - ${fit.meets}) + ${fit.misses}`.as('missed'),
          // Issue 44: among equal fits, what the member shares with the viewer (church, city, country, language).
          shared: sharedWithSeeker(seeker, inline).as('shared'),
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(
          and(
            visibleTo(viewerId),
            eq(profiles.profileStatus, 'complete'),
            ...audienceConditions(seeker, {}, inline),
            fit.meetsFirm,
            sql`not (${interestWith})`,
            sql`not ${recommendedLately}`,
          ),
        )
        .orderBy(desc(profiles.memberCreatedAt), desc(profiles.userId))
        .limit(CANDIDATE_WINDOW)
        .as('candidates');
      const chosen = await tx
        .select({ id: candidates.id })
        .from(candidates)
        .orderBy(asc(candidates.missed), desc(candidates.shared), desc(candidates.createdAt), desc(candidates.id))
        .limit(count);
      return chosen.map((row) => row.id);
    },

    async save(tx: Transaction, viewerId: string, day: string, basis: string, memberIds: string[]) {
      if (memberIds.length === 0) return;
      await tx
        .insert(recommendations)
        .values(memberIds.map((memberId, rank) => ({ viewerId, day, memberId, rank, basis })))
        .onConflictDoNothing();
    },

    /** Today's list as cards, in its order; a member hidden or blocked since then drops out. */
    async cards(
      viewerId: string,
      day: string,
      seeker: Seeker | null,
      today: Date,
      verifiedOnly = false,
    ): Promise<DiscoveryRow[]> {
      const fit = fitExpressions(seeker, today, inline);
      return db
        .select({
          id: users.id,
          createdAt: profiles.memberCreatedAt,
          ...memberCardColumns(),
          ...viewerRelationColumns(viewerId),
          ...fitColumns(fit),
        })
        .from(recommendations)
        .innerJoin(users, eq(users.id, recommendations.memberId))
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            eq(recommendations.viewerId, viewerId),
            eq(recommendations.day, day),
            visibleTo(viewerId),
            // D43: "Verified members only".
            verifiedOnly ? isNotNull(profiles.photoVerifiedAt) : undefined,
          ),
        )
        .orderBy(asc(recommendations.rank));
    },
  };
}
