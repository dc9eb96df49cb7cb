import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemSettings } from '#shared/schemas/moderation.ts';
import { SessionPolicy } from './session-policy.tsx';
import { NEW_COMMUNITY_SETTINGS, renderSettingsCard, serveSettings } from './settings-card.testing.tsx';

/** Saved with the moderation mode as it is, which is not the default here. */
const settings: SystemSettings = { ...NEW_COMMUNITY_SETTINGS, moderationMode: 'before' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the session policy of System Settings (D42)', () => {
  it('shows the spec’s 30 days and no limit, says a change applies from the next sign-in, and saves the choices', async () => {
    const puts = serveSettings(settings);
    renderSettingsCard(<SessionPolicy />);
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
