import type { MyPremiumRequest, PremiumRequestsPage } from '#shared/schemas/premium-requests.ts';
import type { PremiumRequestRow } from './premium-requests.repository.ts';

/** The member's own request: their message, the decision and its reason; never who decided. */
export function presentOwnRequest(row: PremiumRequestRow | undefined): MyPremiumRequest['request'] {
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    termMonths: row.termMonths,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

type PendingRow = Omit<PremiumRequestsPage['requests'][number], 'createdAt'> & { createdAt: Date };

/** The admin list: who asks (name, membership), what they wrote, when. */
export const presentPendingRequest = (row: PendingRow): PremiumRequestsPage['requests'][number] => ({
  id: row.id,
  memberId: row.memberId,
  firstName: row.firstName,
  lastName: row.lastName,
  membershipType: row.membershipType,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});
