import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LookingFor } from '#shared/enums.ts';
import { dashboardSchema } from '#shared/schemas/dashboard.ts';
import { lookingForSchema } from '#shared/schemas/profile.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The figures move with every interest, view and shortlist: always asked afresh. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/dashboard', { schema: dashboardSchema, signal }),
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
