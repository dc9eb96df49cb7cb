import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Maintenance } from '#shared/schemas/moderation.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { publicSettingsQueryKey } from '#web/lib/public-settings-key.ts';

/*
 * D42's maintenance mode as the web app learns it: from the public settings (GET /api/settings,
 * answered while it is on), under their key, which the live 'maintenance' event refetches.
 */

/** While maintenance mode is on, how often the page asks whether it ended. */
export const MAINTENANCE_POLL_MS = 15_000;

/** Read without zod, so that the landing page (ADR 0013) brings no schema along. */
const unparsed = { parse: (payload: unknown) => payload };

function maintenanceOf(payload: unknown): Maintenance {
  const maintenance = (payload as { maintenance?: Partial<Maintenance> } | null)?.maintenance;
  return { on: maintenance?.on === true, message: typeof maintenance?.message === 'string' ? maintenance.message : '' };
}

export async function fetchMaintenance(signal?: AbortSignal): Promise<Maintenance> {
  return maintenanceOf(await apiRequest('/api/settings', { schema: unparsed, ...(signal ? { signal } : {}) }));
}

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

/**
 * On the landing page, which runs before (and without) TanStack Query: the same question with a
 * plain fetch, asked again every 15 s while maintenance mode is on.
 */
export function useMaintenanceNotice(): Maintenance | undefined {
  const [maintenance, setMaintenance] = useState<Maintenance>();
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      fetchMaintenance(controller.signal).then(
        (now) => {
          setMaintenance(now);
          if (now.on) timer = setTimeout(ask, MAINTENANCE_POLL_MS);
        },
        () => {},
      );
    };
    ask();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, []);
  return maintenance;
}
