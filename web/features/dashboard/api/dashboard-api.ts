import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LookingFor } from '#shared/enums.ts';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { dashboardSchema } from '#shared/schemas/dashboard.ts';
import { lookingForSchema } from '#shared/schemas/profile.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * The figures move with every interest, view and shortlist: always asked afresh. Issue 46: the
 * first paint's one request also brings today's first recommended members, unless the page holds
 * them already (`hasRecommended`: a refetch, or a list from before), which it then asks itself.
 */
export function useDashboard(hasRecommended: () => boolean) {
  return useQuery({
    queryKey: ['dashboard'],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest(hasRecommended() ? '/api/dashboard' : '/api/dashboard?include=recommended', {
        schema: dashboardSchema,
        signal,
      }),
  });
}

/**
 * D36: the dashboard's question of whom the member is looking for. The answer changes the
 * dashboard, discovery and My Profile, so those are asked afresh.
 */
export function useAnswerLookingFor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lookingFor: LookingFor) =>
      apiRequest('/api/profiles/me/looking-for', { method: 'PUT', body: { lookingFor }, schema: lookingForSchema }),
    onSuccess: () =>
      Promise.all(
        [['dashboard'], ['discovery'], ['profiles', 'me']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** D45: the member dismisses a member their family suggested (every relative's suggestion of them). */
export function useDismissSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/family/suggestions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: messageResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}
