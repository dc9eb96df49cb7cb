import { useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '#shared/schemas/dashboard.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The figures move with every interest, view and shortlist: always asked afresh. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/dashboard', { schema: dashboardSchema, signal }),
  });
}
