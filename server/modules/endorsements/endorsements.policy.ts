import { endorsementMessages, ENDORSEMENT_REQUESTS_PER_MONTH } from '#shared/schemas/endorsements.ts';
import { BadRequestError, ConflictError, TooManyRequestsError } from '#server/lib/errors.ts';

/**
 * D32's rules of asking: only a church of the directory with a pastor's address can endorse (so
 * nobody endorses themselves through an address they made up), one request or endorsement at a
 * time, and 3 requests a month.
 */
export function assertMayAsk<C extends { pastorEmail: string }>(
  church: C | undefined,
  current: { confirmed: unknown; pending: unknown },
  requestsThisMonth: number,
): C {
  if (!church) throw new BadRequestError(endorsementMessages.notInDirectory, 'CHURCH_NOT_LISTED');
  if (!church.pastorEmail) throw new BadRequestError(endorsementMessages.noPastorEmail, 'NO_PASTOR_EMAIL');
  if (current.confirmed) throw new ConflictError(endorsementMessages.alreadyEndorsed, 'ALREADY_ENDORSED');
  if (current.pending) throw new ConflictError(endorsementMessages.alreadyAsked, 'ALREADY_ASKED');
  if (requestsThisMonth >= ENDORSEMENT_REQUESTS_PER_MONTH)
    throw new TooManyRequestsError(endorsementMessages.tooMany, 'ENDORSEMENT_REQUESTS_EXHAUSTED');
  return church;
}

/** Every link that does not name a waiting request (forged, altered, used, expired, withdrawn) gets one answer. */
export function assertLink<T>(row: T | undefined): T {
  if (!row) throw new BadRequestError(endorsementMessages.linkInvalid, 'ENDORSEMENT_LINK_INVALID');
  return row;
}
