import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MembershipMode } from '#shared/enums.ts';
import { defaultNotificationChoices, type NotificationSettings } from '#shared/schemas/notifications.ts';
import { NotificationSettingsSection } from './notification-settings.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The server as the section meets it under `mode`; returns the bodies saved. */
function serve(mode: MembershipMode) {
  const settings: NotificationSettings = {
    ...defaultNotificationChoices(),
    emailNotifications: true,
    pushNotifications: true,
    marketingEmails: false,
  };
  const saved: NotificationSettings[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/settings'))
        return json({
          registrationOpen: true,
          membershipMode: mode,
          passwordMinLength: 6,
          maintenance: { on: false, message: '' },
        });
      if (init?.method === 'PUT') saved.push(JSON.parse(String(init.body)) as NotificationSettings);
      return json(settings);
    }),
  );
  return saved;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationSettingsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** D41, issue 45: the Premium grants' notification kinds are chosen only where the office grants Premium. */
describe('NotificationSettingsSection', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows no Premium grant kinds in 'Free and Premium', and saving keeps their choices as they were", async () => {
    const saved = serve('free_and_premium');
    renderSection();
    await screen.findByRole('group', { name: 'Interests received' });
    expect(screen.queryByRole('group', { name: 'Premium granted by the church office' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.kinds.premium_granted).toEqual(defaultNotificationChoices().kinds.premium_granted);
  });

  it("shows them in 'Premium granted by the church office'", async () => {
    serve('granted');
    renderSection();
    expect(await screen.findByRole('group', { name: 'Premium granted by the church office' })).toBeTruthy();
  });
});
