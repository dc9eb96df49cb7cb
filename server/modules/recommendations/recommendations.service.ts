import { createHash } from 'node:crypto';
import type { Recommendations } from '#shared/schemas/recommendations.ts';
import { utcDay } from '#shared/days.ts';
import type { Database } from '#server/db/database.ts';
import { seekerOf, type Seeker } from '#server/db/fit.ts';
import type { Member } from '#server/lib/member.ts';
import type { DiscoveryService } from '#server/modules/discovery/discovery.service.ts';
import type { ProfileCeiling } from '#server/modules/throttle/profile-ceiling.service.ts';
import { createRecommendationsRepository } from './recommendations.repository.ts';
import { assertMayBeRecommended, DAILY_RECOMMENDATIONS, RECOMMENDATION_PAUSE_DAYS } from './recommendations.policy.ts';

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a day's list was made for: whom the member looks for and their preferences. */
const basisOf = (seeker: Seeker | null) =>
  createHash('sha256')
    .update(JSON.stringify(seeker ? [seeker.lookingFor, seeker.gender, seeker.wants] : null))
    .digest('base64url')
    .slice(0, 22);

/**
 * Recommended for you (D36): each day, up to 10 members, best two-way fit first. The first
 * request of the day makes the list and keeps it; the rest of the day reads it, so it stays the
 * same until the next day, or until the member changes whom they look for or their preferences.
 */
export function createRecommendationsService(deps: {
  db: Database;
  discovery: DiscoveryService;
  profileCeiling: ProfileCeiling;
  clock?: (() => Date) | undefined;
}) {
  const repository = createRecommendationsRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  return {
    /** `verifiedOnly` (D43): the day's list, only its members whose photos are verified. */
    async forToday(
      viewer: Member,
      limit: number = DAILY_RECOMMENDATIONS,
      verifiedOnly = false,
    ): Promise<Recommendations> {
      assertMayBeRecommended(viewer);
      await deps.profileCeiling.assertOpen(viewer);
      const today = clock();
      const day = utcDay(today);
      const since = utcDay(new Date(today.getTime() - RECOMMENDATION_PAUSE_DAYS * DAY_MS));
      const seeker = await seekerOf(deps.db, viewer.id, today);
      // D36: whom to recommend is unknown until the member says whom they are looking for.
      if (!seeker?.lookingFor)
        return {
          day,
          needsLookingFor: true,
          ...(await deps.discovery.present(viewer, [], seeker, today, 'recommended')),
        };
      const basis = basisOf(seeker);
      await deps.db.transaction(async (tx) => {
        await repository.lock(tx, viewer.id);
        if ((await repository.basisOf(tx, viewer.id, day)) === basis) return;
        await repository.forget(tx, viewer.id, day, since);
        const chosen = await repository.choose(tx, viewer.id, seeker, day, since, today, DAILY_RECOMMENDATIONS);
        await repository.save(tx, viewer.id, day, basis, chosen);
      });
      const rows = (await repository.cards(viewer.id, day, seeker, today, verifiedOnly)).slice(0, limit);
      const shown = await deps.discovery.present(viewer, rows, seeker, today, 'recommended');
      return { ...shown, day, needsLookingFor: false };
    },
  };
}
