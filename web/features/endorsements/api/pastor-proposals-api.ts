import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { myPastorProposalSchema, type PastorProposalForm } from '#shared/schemas/pastor-proposals.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Under the endorsement card's key: the office's answer (an 'account' live event) reads both again. */
const proposalKey = ['endorsements', 'pastor-proposal'] as const;

/** D44: the member's own pastor proposal for their church, read while its entry has no pastor's email. */
export function useMyPastorProposal() {
  return useQuery({
    queryKey: proposalKey,
    queryFn: ({ signal }) => apiRequest('/api/pastor-proposals/me', { schema: myPastorProposalSchema, signal }),
  });
}

export function useProposePastor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PastorProposalForm) =>
      apiRequest('/api/pastor-proposals', { method: 'POST', body, schema: messageResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proposalKey }),
  });
}
