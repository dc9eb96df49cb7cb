import type { MembershipMode, MembershipType } from '../enums.ts';

/**
 * D41: the membership model decides what a member may use. The one rule every premium-only
 * feature asks (discovery's daily reveals and filters, the shortlist, Profile Details, gallery
 * photos): in 'Everyone has full access' every member has what Premium gives; in the other modes
 * only Premium members do. The per-account ceiling on profiles pulled a day is not a tier: it stays.
 */
export const hasPremiumAccess = (membership: MembershipType, mode: MembershipMode) =>
  mode === 'full_access' || membership === 'premium';

/** D41: whether tiers are shown at all (badge, Upgrade buttons and banners, locked cards, the reveal counter). */
export const showsTiers = (mode: MembershipMode) => mode !== 'full_access';
