import type { DiscoveryCard, DiscoveryFilters, DiscoveryPage } from '#shared/schemas/discovery.ts';
import type { SuggestedBy } from '#shared/schemas/member-card.ts';
import { utcDay, utcMidnight } from '#shared/days.ts';
import type { ChurchesService } from '#server/modules/churches/churches.service.ts';
import type { Database } from '#server/db/database.ts';
import type { Member } from '#server/lib/member.ts';
import type { SuggestionDirectory } from '#server/modules/family/suggestions.service.ts';
import { presentMemberCard } from '#server/modules/profiles/member-card.presenter.ts';
import type { ProfileCeiling } from '#server/modules/throttle/profile-ceiling.service.ts';
import { createCursorCodec } from './cursor.ts';
import {
  assertMayDiscover,
  filtersFor,
  FREE_DAILY_QUOTA,
  hasUnlimitedDiscovery,
  LOCKED_ROW,
  MORE_MATCHING_CAP,
  quotaLeft,
} from './discovery.policy.ts';
import { createDiscoveryRepository, sortsByFit, type Cursor, type DiscoveryRow } from './discovery.repository.ts';
import { presentFit, seekerOf, type Seeker } from '#server/db/fit.ts';

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
/** A member as a list of members selects them; `present` turns such rows into cards. */
export type { DiscoveryRow };

function presentCard(row: DiscoveryRow, seeker: Seeker | null, today: Date, suggestedBy?: SuggestedBy): DiscoveryCard {
  return {
    redacted: false,
    id: row.id,
    ...presentMemberCard(row, today),
    fit: presentFit(row, seeker),
    interestSent: row.interestSent,
    shortlisted: row.shortlisted,
    ...(suggestedBy ? { suggestedBy } : {}),
  };
}

export function createDiscoveryService(deps: {
  db: Database;
  secret: string;
  profileCeiling: ProfileCeiling;
  /** D32: the church filter offers the directory's names. */
  churches: Pick<ChurchesService, 'filterNames'>;
  /** D45: which members the viewer's linked relatives suggested ('Suggested by …' on their cards). */
  suggestions: Pick<SuggestionDirectory, 'of'>;
  clock?: () => Date;
}) {
  const repository = createDiscoveryRepository(deps.db);
  const cursors = createCursorCodec(deps.secret);
  const clock = deps.clock ?? (() => new Date());

  /**
   * D13 on a list of members: premium members get every card; a free member's cards come in full
   * while the day's reveals last (in the list's order, so the best fits first), the rest redacted.
   * The cards sent with their data count against the daily ceiling (issue 25).
   */
  async function present(viewer: Member, rows: DiscoveryRow[], seeker: Seeker | null, today: Date, keyPrefix: string) {
    const suggested = await deps.suggestions.of(
      viewer.id,
      rows.map((row) => row.id),
    );
    if (hasUnlimitedDiscovery(viewer)) {
      await deps.profileCeiling.count(viewer, rows.length);
      return {
        cards: rows.map((row) => presentCard(row, seeker, today, suggested.get(row.id))),
        tier: 'premium' as const,
        revealsLeft: null,
      };
    }
    const { revealed, used } = await deps.db.transaction((tx) =>
      repository.reveal(
        tx,
        viewer.id,
        utcDay(today),
        rows.map((row) => row.id),
        FREE_DAILY_QUOTA,
      ),
    );
    const cards = rows.map((row, index): DiscoveryCard =>
      revealed.has(row.id)
        ? presentCard(row, seeker, today, suggested.get(row.id))
        : { redacted: true, key: `hidden-${keyPrefix}-${index}` },
    );
    await deps.profileCeiling.count(viewer, cards.filter((card) => !card.redacted).length);
    return { cards, tier: 'free' as const, revealsLeft: quotaLeft(used) };
  }

  return {
    async search(viewer: Member, filters: DiscoveryFilters): Promise<DiscoveryPage> {
      assertMayDiscover(viewer);
      // Issue 25: the daily ceiling of profiles pulled; the cards sent with their data count.
      await deps.profileCeiling.assertOpen(viewer);
      const effective = filtersFor(viewer, filters);
      const today = clock();
      const seeker = await seekerOf(deps.db, viewer.id, today);
      const byFit = sortsByFit(effective, seeker);
      const cursor = cursors.decode(filters.cursor);
      // A page link made for the other order names no place in this one.
      if (cursor && (cursor.fit !== undefined) !== byFit) throw cursors.invalid();
      let pageRows: DiscoveryRow[];
      let next: Cursor | null;
      if (byFit) {
        ({ rows: pageRows, next } = await repository.pageByFit(
          viewer.id,
          effective,
          seeker,
          cursor,
          filters.limit,
          today,
        ));
      } else {
        const rows = await repository.page(viewer.id, effective, seeker, cursor, filters.limit + 1, today);
        pageRows = rows.slice(0, filters.limit);
        const last = pageRows.at(-1);
        next = rows.length > filters.limit && last ? { createdAt: last.createdAt.toISOString(), id: last.id } : null;
      }
      const page = await present(viewer, pageRows, seeker, today, filters.cursor ?? 'first');
      const hidden = page.cards.filter((card) => card.redacted).length;
      if (page.tier === 'premium' || hidden === 0) {
        const renews = page.tier === 'free' ? utcMidnight(today, 1).toISOString() : null;
        return { ...page, revealsRenewAt: renews, moreMatching: 0, nextCursor: next ? cursors.encode(next) : null };
      }
      // D41: the full cards, then one row of locked cards; the rest is a count, not placeholders,
      // and no further page (it would hold only locked cards).
      const full = page.cards.filter((card) => !card.redacted);
      const locked = page.cards.filter((card) => card.redacted).slice(0, LOCKED_ROW);
      const matching = filters.cursor
        ? hidden + full.length
        : await repository.countMatching(viewer.id, effective, seeker, today, MORE_MATCHING_CAP);
      return {
        ...page,
        cards: [...full, ...locked],
        revealsRenewAt: utcMidnight(today, 1).toISOString(),
        moreMatching: Math.max(0, matching - full.length - locked.length),
        nextCursor: null,
      };
    },

    present,

    async options(viewer: Member) {
      assertMayDiscover(viewer);
      const options = await repository.options(viewer.id);
      return { ...options, churches: await deps.churches.filterNames(options.churches) };
    },
  };
}
