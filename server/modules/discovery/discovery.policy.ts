import { discoveryMessages, PREMIUM_FILTERS, type DiscoveryFilters } from '#shared/schemas/discovery.ts';
import { ForbiddenError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';

/**
 * The rules of discovery (spec §1, §6; D13), by their spec names. The free tier's daily discovery
 * quota is what the code and the API call "reveals": full profiles a free member sees per UTC day.
 */

/** D13: the free daily discovery quota (cards past it arrive redacted). */
export const FREE_DAILY_QUOTA = 5;

/** Spec §6: only members discover (and express interest); admins, moderators and super admins are refused. */
export function assertMayDiscover(viewer: Member) {
  if (viewer.role !== 'user') throw new ForbiddenError(discoveryMessages.adminRestricted, 'ADMIN_RESTRICTED');
}

/** Spec §1: premium members (everyone in full access, D41) see every card in full and use every filter; free members have the quota. */
export const hasUnlimitedDiscovery = (viewer: Member) => viewer.premiumAccess;

/** Spec §1: the advanced filters are premium; a free member's are ignored, not an error. */
export function filtersFor(viewer: Member, filters: DiscoveryFilters): DiscoveryFilters {
  if (hasUnlimitedDiscovery(viewer)) return filters;
  return { ...filters, ...Object.fromEntries(PREMIUM_FILTERS.map((key) => [key, undefined])) };
}

/**
 * D41's free tier that reads well: past the day's reveals a free member's page carries one row of
 * locked cards (the widest grid's row), not every locked card; the rest is a count.
 */
export const LOCKED_ROW = 4;

/** The most members 'N more members match your search' counts (bounds the count's work). */
export const MORE_MATCHING_CAP = 1000;

/** What is left of the day's quota once `used` profiles were revealed. */
export const quotaLeft = (used: number) => Math.max(0, FREE_DAILY_QUOTA - used);
