import { useQuery } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH } from '#shared/limits.ts';
import { publicSettingsSchema } from '#shared/schemas/moderation.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { publicSettingsQueryKey } from '#web/lib/public-settings-key.ts';

/**
 * What every visitor may know of the System Settings (GET /api/settings): whether registration is
 * open (D31), how membership works (D41), the password minimum and maintenance mode (D42).
 */
export function usePublicSettings() {
  return useQuery({
    queryKey: publicSettingsQueryKey,
    staleTime: 0,
    retry: 1,
    queryFn: ({ signal }) => apiRequest('/api/settings', { schema: publicSettingsSchema, signal }),
  });
}

/**
 * D42: the shortest password a member may choose now, for the password forms' hints (the spec's 6
 * until the settings are read). The server refuses a shorter one whatever the form said.
 */
export function usePasswordMinLength(): number {
  return usePublicSettings().data?.passwordMinLength ?? PASSWORD_MIN_LENGTH;
}
