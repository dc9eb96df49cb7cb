/**
 * The rules of the daily recommendations (D36). Who may have them is discovery's rule (spec §6:
 * members only); D13's daily reveals apply to them as to discovery (discovery's `present`).
 */
export { assertMayDiscover as assertMayBeRecommended } from '#server/modules/discovery/discovery.policy.ts';

/** D36: the length of a day's list. */
export const DAILY_RECOMMENDATIONS = 10;

/** D36: a member recommended once is not recommended again for this many days. */
export const RECOMMENDATION_PAUSE_DAYS = 30;
