import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemSettings } from '#shared/schemas/moderation.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { SessionPolicy } from './session-policy.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const settings: SystemSettings = {
  moderationMode: 'before',
  registrationOpen: true,
  membershipMode: 'free_and_premium',
  maintenanceOn: false,
  maintenanceMessage: '',
  passwordMinLength: 6,
  sessionIdleMinutes: 43_200,
  sessionLifetimeDays: null,
  retentionMonths: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the session policy of System Settings (D42)', () => {
  it('shows the spec’s 30 days and no limit, says a change applies from the next sign-in, and saves the choices', async () => {
    const puts: unknown[] = [];
    let stored = settings;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as Partial<SystemSettings>;
          puts.push(body);
          stored = { ...stored, ...body };
        }
        return json(200, stored);
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <Toaster />
        <SessionPolicy />
      </QueryClientProvider>,
    );
    const idle = (await screen.findByLabelText('Sign out after this long unused')) as HTMLSelectElement;
    const lifetime = screen.getByLabelText('Sign out in any case after') as HTMLSelectElement;
    expect(idle.selectedOptions[0]?.textContent).toBe('30 days');
    expect(lifetime.selectedOptions[0]?.textContent).toBe('No limit');
    expect(
      screen.getByText(
        "Changes apply from each member's next sign-in; sessions open now keep the rules they began with.",
      ),
    ).toBeTruthy();
    fireEvent.change(idle, { target: { value: '120' } });
    fireEvent.change(lifetime, { target: { value: '7' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save session policy' }));
    });
    fireEvent.change(lifetime, { target: { value: 'none' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save session policy' }));
    });
    expect(puts).toEqual([
      { moderationMode: 'before', registrationOpen: true, sessionIdleMinutes: 120, sessionLifetimeDays: 7 },
      { moderationMode: 'before', registrationOpen: true, sessionIdleMinutes: 120, sessionLifetimeDays: null },
    ]);
  });
});
