import {
  discoveryMessages,
  PREMIUM_FILTERS,
  type DiscoveryCard,
  type DiscoveryFilters,
  type DiscoveryPage,
} from '#shared/schemas/discovery.ts';
import type { Database } from '#server/db/database.ts';
import { ForbiddenError } from '#server/lib/errors.ts';
import type { AccountRow } from '#server/modules/accounts/accounts.repository.ts';
import { presentMemberCard } from '#server/modules/profiles/member-card.presenter.ts';
import { createCursorCodec } from './cursor.ts';
import { createDiscoveryRepository, type DiscoveryRow } from './discovery.repository.ts';

/** D13: full profiles a free member discovers per calendar day. */
export const FREE_DAILY_REVEALS = 5;

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;

function presentCard(row: DiscoveryRow, today: Date): DiscoveryCard {
  return {
    redacted: false,
    id: row.id,
    ...presentMemberCard(row, today),
    interestSent: row.interestSent,
    shortlisted: row.shortlisted,
  };
}

/** Spec §6: only members discover; admins, moderators and super admins are refused. */
export function assertMayDiscover(viewer: AccountRow) {
  if (viewer.role !== 'user') throw new ForbiddenError(discoveryMessages.adminRestricted, 'ADMIN_RESTRICTED');
}

export function createDiscoveryService(deps: { db: Database; secret: string; clock?: () => Date }) {
  const repository = createDiscoveryRepository(deps.db);
  const cursors = createCursorCodec(deps.secret);
  const clock = deps.clock ?? (() => new Date());

  return {
    async search(viewer: AccountRow, filters: DiscoveryFilters): Promise<DiscoveryPage> {
      assertMayDiscover(viewer);
      const premium = viewer.membershipType === 'premium';
      // Advanced filters are premium (spec §1); a free member's are ignored, not an error.
      const effective: DiscoveryFilters = premium
        ? filters
        : { ...filters, ...Object.fromEntries(PREMIUM_FILTERS.map((key) => [key, undefined])) };
      const today = clock();
      const rows = await repository.page(
        viewer.id,
        effective,
        cursors.decode(filters.cursor),
        filters.limit + 1,
        today,
      );
      const pageRows = rows.slice(0, filters.limit);
      const last = pageRows.at(-1);
      const nextCursor =
        rows.length > filters.limit && last
          ? cursors.encode({ createdAt: last.createdAt.toISOString(), id: last.id })
          : null;
      if (premium) {
        return {
          cards: pageRows.map((row) => presentCard(row, today)),
          nextCursor,
          tier: 'premium',
          revealsLeft: null,
        };
      }
      const day = today.toISOString().slice(0, 10);
      const { revealed, used } = await repository.reveal(
        viewer.id,
        day,
        pageRows.map((row) => row.id),
        FREE_DAILY_REVEALS,
      );
      const cards = pageRows.map((row, index): DiscoveryCard =>
        revealed.has(row.id)
          ? presentCard(row, today)
          : { redacted: true, key: `hidden-${filters.cursor ?? 'first'}-${index}` },
      );
      return { cards, nextCursor, tier: 'free', revealsLeft: Math.max(0, FREE_DAILY_REVEALS - used) };
    },

    async options(viewer: AccountRow) {
      assertMayDiscover(viewer);
      return repository.options(viewer.id);
    },
  };
}
