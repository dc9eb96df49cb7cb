import type { MyPastorProposal, PastorProposalsPage } from '#shared/schemas/pastor-proposals.ts';
import type { PastorProposalRow } from './pastor-proposals.repository.ts';

/** The member's own proposal: what they proposed, the decision and its reason; never who decided. */
export function presentOwnProposal(row: PastorProposalRow | undefined): MyPastorProposal['proposal'] {
  if (!row) return null;
  return {
    id: row.id,
    churchId: row.churchId,
    pastorName: row.pastorName,
    pastorEmail: row.pastorEmail,
    status: row.status,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

type PendingRow = Omit<PastorProposalsPage['proposals'][number], 'createdAt'> & { createdAt: Date };

/** The office's list: who proposed (name), which church, the pastor's name and email, when. */
export const presentPendingProposal = (row: PendingRow): PastorProposalsPage['proposals'][number] => ({
  id: row.id,
  memberId: row.memberId,
  firstName: row.firstName,
  lastName: row.lastName,
  churchId: row.churchId,
  church: row.church,
  pastorName: row.pastorName,
  pastorEmail: row.pastorEmail,
  createdAt: row.createdAt.toISOString(),
});
