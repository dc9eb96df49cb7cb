import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemSettings } from '#shared/schemas/moderation.ts';
import type { RetentionStatus } from '#shared/schemas/retention.ts';
import { DataRetention } from './data-retention.tsx';
import { formatDate } from './format.ts';
import {
  json,
  NEW_COMMUNITY_SETTINGS as settings,
  renderSettingsCard,
  serveSettings,
} from './settings-card.testing.tsx';

/** The server as the card meets it: the settings, and what retention has scheduled. */
function serve(initial: SystemSettings, status: (saved: SystemSettings) => RetentionStatus) {
  return serveSettings(initial, (url, saved) =>
    url.endsWith('/api/admin/retention') ? json(200, status(saved)) : undefined,
  );
}

const renderCard = () => renderSettingsCard(<DataRetention />);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('data retention in System Settings (D42)', () => {
  it('is off by default, says what it does, and saves a period with the other settings as they are', async () => {
    const puts = serve(settings, (saved) => ({
      months: saved.retentionMonths,
      noticed: 0,
      nextDeletionAt: null,
      dueForNotice: saved.retentionMonths ? 3 : 0,
    }));
    renderCard();
    const select = (await screen.findByLabelText('Delete deactivated accounts after')) as HTMLSelectElement;
    expect(select.value).toBe('off');
    expect([...select.options].map((option) => option.text)).toEqual(['Off', '6 months', '12 months', '24 months']);
    expect(screen.getByText('Accounts deactivated this long are deleted, after an email 30 days before.')).toBeTruthy();
    // Off: nothing scheduled to say.
    expect(screen.queryByText('No account is scheduled for deletion.')).toBeNull();

    fireEvent.change(select, { target: { value: '12' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save data retention' }));
    });
    expect(puts).toEqual([{ moderationMode: 'after', registrationOpen: true, retentionMonths: 12 }]);
    expect(await screen.findByText('No account is scheduled for deletion.')).toBeTruthy();
    expect(screen.getByText('3 more accounts will get the email at the next daily check.')).toBeTruthy();
  });

  it('says how many accounts are scheduled and when the next goes; turned off, it saves null', async () => {
    const next = '2027-07-15T09:00:00.000Z';
    const puts = serve({ ...settings, retentionMonths: 24 }, (saved) => ({
      months: saved.retentionMonths,
      noticed: 2,
      nextDeletionAt: next,
      dueForNotice: 0,
    }));
    renderCard();
    expect(
      await screen.findByText(`2 accounts are scheduled for deletion; the next on ${formatDate(next)}.`),
    ).toBeTruthy();
    const select = screen.getByLabelText('Delete deactivated accounts after') as HTMLSelectElement;
    expect(select.value).toBe('24');
    fireEvent.change(select, { target: { value: 'off' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save data retention' }));
    });
    expect(puts).toEqual([{ moderationMode: 'after', registrationOpen: true, retentionMonths: null }]);
  });
});
