import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemSettings } from '#shared/schemas/moderation.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { PasswordPolicy } from './password-policy.tsx';

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

describe('the password policy of System Settings (D42)', () => {
  it('shows the minimum, says it applies to new passwords, and saves a raised one with the other settings as they are', async () => {
    const puts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as Partial<SystemSettings>;
          puts.push(body);
          return json(200, { ...settings, ...body });
        }
        return json(200, settings);
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <Toaster />
        <PasswordPolicy />
      </QueryClientProvider>,
    );
    const input = (await screen.findByLabelText('Minimum password length')) as HTMLInputElement;
    expect(input.value).toBe('6');
    expect(screen.getByText('Applies to new passwords; current passwords keep working.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '12' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save password policy' }));
    });
    expect(puts).toEqual([{ moderationMode: 'before', registrationOpen: true, passwordMinLength: 12 }]);
  });
});
