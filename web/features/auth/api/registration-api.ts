import { useQuery } from '@tanstack/react-query';
import { publicSettingsSchema } from '#shared/schemas/moderation.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * D31: whether visitors may register now (the super admin's System Settings). Apart from
 * auth-api.ts so that only the register page brings the settings schema along.
 */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings', 'public'],
    staleTime: 0,
    retry: 1,
    queryFn: ({ signal }) => apiRequest('/api/settings', { schema: publicSettingsSchema, signal }),
  });
}
