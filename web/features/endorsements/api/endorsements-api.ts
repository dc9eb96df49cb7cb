import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { endorsementRequestViewSchema, myEndorsementSchema } from '#shared/schemas/endorsements.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const mineKey = ['endorsements', 'me'] as const;

/** D32: My Profile's endorsement card. */
export function useMyEndorsement() {
  return useQuery({
    queryKey: mineKey,
    queryFn: ({ signal }) => apiRequest('/api/endorsements/me', { schema: myEndorsementSchema, signal }),
  });
}

export function useAskEndorsement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/endorsements', { method: 'POST', schema: messageResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
}

/** The pastor's page: whom their link asks about (read, not spent). */
export function useEndorsementRequest(token: string) {
  return useQuery({
    queryKey: ['endorsements', 'request', token],
    enabled: token !== '',
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest('/api/endorsements/review', {
        method: 'POST',
        body: { token },
        schema: endorsementRequestViewSchema,
        signal,
      }),
  });
}

export function useDecideEndorsement() {
  return useMutation({
    mutationFn: (body: { token: string; decision: 'confirm' | 'decline' }) =>
      apiRequest('/api/endorsements/decide', { method: 'POST', body, schema: messageResponseSchema }),
  });
}

export function useWithdrawEndorsement() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('/api/endorsements/withdraw', { method: 'POST', body: { token }, schema: messageResponseSchema }),
  });
}
