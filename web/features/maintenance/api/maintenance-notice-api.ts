import { useEffect, useState } from 'react';
import type { Maintenance } from '#shared/schemas/moderation.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/*
 * D42's maintenance mode as the landing page learns it (GET /api/settings, answered while it is
 * on). Apart from maintenance-api.ts, so that the landing page (ADR 0013: no TanStack Query, no zod
 * on a first visit) brings neither along.
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
