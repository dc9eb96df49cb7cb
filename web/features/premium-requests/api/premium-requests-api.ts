import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { myPremiumRequestSchema, type PremiumRequestAsk } from '#shared/schemas/premium-requests.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const mineKey = ['premium-requests', 'me'] as const;

/** D41: the member's latest request to the church office and where their Premium stands. */
export function useMyPremiumRequest(enabled = true) {
  return useQuery({
    queryKey: mineKey,
    enabled,
    queryFn: ({ signal }) => apiRequest('/api/premium-requests/me', { schema: myPremiumRequestSchema, signal }),
  });
}

export function useAskPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PremiumRequestAsk) =>
      apiRequest('/api/premium-requests', { method: 'POST', body, schema: messageResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
}
