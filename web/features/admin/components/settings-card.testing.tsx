import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { SystemSettings } from '#shared/schemas/moderation.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';

/** For the System Settings cards' tests: a new community's settings (D31, D41, D42 and issue 49's defaults). */
export const NEW_COMMUNITY_SETTINGS: SystemSettings = {
  moderationMode: 'after',
  registrationOpen: true,
  membershipMode: 'free_and_premium',
  maintenanceOn: false,
  maintenanceMessage: '',
  passwordMinLength: 6,
  sessionIdleMinutes: 43_200,
  sessionLifetimeDays: null,
  retentionMonths: null,
  backupSchedule: 'off',
  backupKeep: 7,
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The server as a card meets it: GET answers the settings saved so far, PUT keeps what it is sent;
 * `other` answers any other address it knows. Returns the bodies PUT, in order.
 */
export function serveSettings(
  initial: SystemSettings,
  other?: (url: string, saved: SystemSettings) => Response | undefined,
) {
  let saved = initial;
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const answer = other?.(url, saved);
      if (answer) return answer;
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Partial<SystemSettings>;
        puts.push(body);
        saved = { ...saved, ...body };
      }
      return json(200, saved);
    }),
  );
  return puts;
}

/** The card with a fresh query client and the toaster. */
export function renderSettingsCard(card: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      {card}
    </QueryClientProvider>,
  );
}
