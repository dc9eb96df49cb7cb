import type { MembershipMode } from '#shared/enums.ts';
import { premiumRequestMessages } from '#shared/schemas/premium-requests.ts';
import { ConflictError, ForbiddenError } from '#server/lib/errors.ts';

/**
 * The rules of D41's 'Premium granted by the church office'. Members ask (routes' access
 * `member`); only the super admin lists, grants and declines (access `super_admin`).
 */

/** A member may ask only while the church office grants Premium. */
export function assertMayAsk(mode: MembershipMode) {
  if (mode !== 'granted') throw new ForbiddenError(premiumRequestMessages.notGranted, 'PREMIUM_NOT_GRANTED');
}

/** One pending request at a time (the database's unique index is the rule; this is its message). */
export const alreadyPending = () => new ConflictError(premiumRequestMessages.alreadyPending, 'PREMIUM_REQUEST_PENDING');

/** The end of a term of `months` from `now`, by the calendar (null: until revoked). */
export function termEnd(now: Date, months: number | null): Date | null {
  if (months === null) return null;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}
