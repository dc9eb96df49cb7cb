import { discoveryMessages } from '#shared/schemas/discovery.ts';
import { ForbiddenError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';

/**
 * D13 and spec §6: adding to the shortlist is premium (everyone's in full access, D41), decided on the server; any member may still
 * see and remove the entries they have (a member who was premium keeps their list).
 */
export function assertMayShortlist(member: Member) {
  if (!member.premiumAccess) throw new ForbiddenError(discoveryMessages.shortlistPremium, 'PREMIUM_REQUIRED');
}
