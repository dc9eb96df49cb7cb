import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemSettings } from '#shared/schemas/moderation.ts';
import { PasswordPolicy } from './password-policy.tsx';
import { NEW_COMMUNITY_SETTINGS, renderSettingsCard, serveSettings } from './settings-card.testing.tsx';

/** Saved with the moderation mode as it is, which is not the default here. */
const settings: SystemSettings = { ...NEW_COMMUNITY_SETTINGS, moderationMode: 'before' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the password policy of System Settings (D42)', () => {
  it('shows the minimum, says it applies to new passwords, and saves a raised one with the other settings as they are', async () => {
    const puts = serveSettings(settings);
    renderSettingsCard(<PasswordPolicy />);
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
