import { pastorProposalMessages } from '#shared/schemas/pastor-proposals.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '#server/lib/errors.ts';

/**
 * The rules of D44's pastor proposals. Members propose (routes' access `member`); the church
 * office decides: whoever keeps the church directory, the exact role super_admin (access
 * `super_admin`, as server/modules/churches/churches.routes.ts).
 */

/**
 * A member proposes a pastor only for their own church of the directory (the one My Profile names,
 * not retired), and only while it has no pastor's email: with one, the endorsement request is open.
 */
export function assertMayPropose(church: { id: string; pastorEmail: string } | undefined, churchId: string) {
  if (!church) throw new BadRequestError(pastorProposalMessages.notInDirectory, 'CHURCH_NOT_LISTED');
  if (church.id !== churchId) throw new ForbiddenError(pastorProposalMessages.notYourChurch, 'NOT_YOUR_CHURCH');
  if (church.pastorEmail) throw new ConflictError(pastorProposalMessages.alreadyListed, 'PASTOR_EMAIL_LISTED');
}

/** One pending proposal per member and church (the database's unique index is the rule; this is its message). */
export const alreadyPending = () => new ConflictError(pastorProposalMessages.alreadyPending, 'PASTOR_PROPOSAL_PENDING');

export function assertFound<T>(row: T | undefined): T {
  if (!row) throw new NotFoundError(pastorProposalMessages.notFound, 'PASTOR_PROPOSAL_NOT_FOUND');
  return row;
}

export const notPending = () => new ConflictError(pastorProposalMessages.notPending, 'PASTOR_PROPOSAL_NOT_PENDING');

/** The office adds a proposed pastor only to a church with no pastor's email (edit the church instead). */
export const churchHasPastor = () =>
  new ConflictError(pastorProposalMessages.churchHasPastor, 'CHURCH_HAS_PASTOR_EMAIL');
