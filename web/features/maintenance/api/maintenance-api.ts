import { useQuery } from '@tanstack/react-query';
import { publicSettingsQueryKey } from '#web/lib/public-settings-key.ts';
import { fetchMaintenance, MAINTENANCE_POLL_MS } from './maintenance-notice-api.ts';

/*
 * D42's maintenance mode as the signed-in app learns it: from the public settings (GET
 * /api/settings, answered while it is on), under their key, which the live 'maintenance' event
 * refetches. The landing page asks with maintenance-notice-api.ts instead.
 */

/**
 * In the signed-in app: maintenance mode now, asked again every 15 s while it is on, and at once
 * when the live stream says it went on or off.
 */
export function useMaintenance() {
  return useQuery({
    queryKey: [...publicSettingsQueryKey, 'maintenance'],
    queryFn: ({ signal }) => fetchMaintenance(signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.on ? MAINTENANCE_POLL_MS : false),
  });
}
