import { FAMILY_LINKS_MAX, familyMessages } from '#shared/schemas/family.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '#server/lib/errors.ts';
import type { AccountRow } from '#server/db/rows.ts';
import type { FamilyLinkRow } from './family.repository.ts';

/**
 * The rules of D45's links. A member (access `member`) invites, allows edits and ends links; a
 * relative's account (access `relative`) sees the members it is linked to and may leave; the
 * invitation's page and its acceptance are public (the token is the proof).
 */

/**
 * Whom a member may invite: not themselves, not the holder of a member account (a relative has an
 * account of their own; a relative's account may be linked to several members), at most
 * FAMILY_LINKS_MAX open links.
 */
export function assertMayInvite(
  own: { email: string },
  email: string,
  holder: Pick<AccountRow, 'relativeAccount'> | undefined,
  open: number,
) {
  if (email === own.email.toLowerCase()) throw new BadRequestError(familyMessages.ownEmail, 'FAMILY_OWN_EMAIL');
  if (holder && !holder.relativeAccount) throw new ConflictError(familyMessages.memberAccount, 'FAMILY_MEMBER_ACCOUNT');
  if (open >= FAMILY_LINKS_MAX) throw new ConflictError(familyMessages.tooMany, 'FAMILY_TOO_MANY');
}

/** One open link per member and email (the unique index is the rule; this is its message). */
export const alreadyLinked = () => new ConflictError(familyMessages.alreadyLinked, 'FAMILY_ALREADY_LINKED');

/** A link exists for the caller only when it is theirs (as member, or as relative): 404 otherwise. */
export function assertOwnLink<T extends { link: FamilyLinkRow }>(
  row: T | undefined,
  caller: { id: string },
  side: 'member' | 'relative',
): T {
  const owner = side === 'member' ? row?.link.memberId : row?.link.relativeId;
  if (!row || owner !== caller.id) throw linkNotFound();
  return row;
}

export const linkNotFound = () => new NotFoundError(familyMessages.linkNotFound, 'FAMILY_LINK_NOT_FOUND');

/** Edits are allowed to a relative who accepted. */
export function assertActive(link: FamilyLinkRow) {
  if (link.status !== 'active') throw new ConflictError(familyMessages.notActive, 'FAMILY_LINK_NOT_ACTIVE');
}

export const invitationInvalid = () => new NotFoundError(familyMessages.invitationInvalid, 'FAMILY_INVITATION_INVALID');

/** D46: only the member's chaperone reads their conversations, and only from its start; the start. */
export function assertChaperone(link: FamilyLinkRow): Date {
  if (!link.chaperoneSince) throw new ForbiddenError(familyMessages.notChaperone, 'FAMILY_NOT_CHAPERONE');
  return link.chaperoneSince;
}
