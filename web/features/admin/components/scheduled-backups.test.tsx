import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemHealth } from '#shared/schemas/admin.ts';
import { backupMessages, type SystemSettings } from '#shared/schemas/moderation.ts';
import { formatDateTime } from './format.ts';
import { ScheduledBackups } from './scheduled-backups.tsx';
import {
  json,
  NEW_COMMUNITY_SETTINGS as settings,
  renderSettingsCard,
  serveSettings,
} from './settings-card.testing.tsx';

const health = (overrides: Partial<SystemHealth>): SystemHealth => ({
  version: '0.1.0',
  engine: 'embedded',
  migrations: { applied: 30, known: 30, latest: '0029' },
  queue: { waiting: 0, failed: 0 },
  lastBackup: null,
  storage: { databaseBytes: 1, photos: 0, photoBytes: 0 },
  ...overrides,
});

/** The settings as the server keeps them, and the System health it reports. */
const serve = (initial: SystemSettings, report: SystemHealth) =>
  serveSettings(initial, (url) => (url.endsWith('/api/admin/system-health') ? json(200, report) : undefined));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('scheduled backups in System Settings (issue 49)', () => {
  it('is off by default on the embedded database, says none was made, and saves a schedule and the number kept', async () => {
    const puts = serve(settings, health({}));
    renderSettingsCard(<ScheduledBackups />);
    const schedule = (await screen.findByLabelText('Make a backup')) as HTMLSelectElement;
    expect(schedule.value).toBe('off');
    expect([...schedule.options].map((option) => option.text)).toEqual(['Off', 'Every day', 'Every week']);
    const keep = screen.getByLabelText(/^Backups kept/) as HTMLInputElement;
    expect(keep.value).toBe('7');
    expect(await screen.findByText('No backup has been made on this installation yet.')).toBeTruthy();

    fireEvent.change(schedule, { target: { value: 'weekly' } });
    fireEvent.change(keep, { target: { value: '4' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save scheduled backups' }));
    });
    expect(puts).toEqual([
      { moderationMode: 'after', registrationOpen: true, backupSchedule: 'weekly', backupKeep: 4 },
    ]);
    expect(((await screen.findByLabelText('Make a backup')) as HTMLSelectElement).value).toBe('weekly');
  });

  it('says when the last backup was made, and when it failed', async () => {
    const at = '2026-12-02T00:00:01.000Z';
    serve({ ...settings, backupSchedule: 'daily' }, health({ lastBackup: { at, ok: true } }));
    renderSettingsCard(<ScheduledBackups />);
    expect(await screen.findByText(`Last backup: ${formatDateTime(at)}.`)).toBeTruthy();
    cleanup();
    serve({ ...settings, backupSchedule: 'daily' }, health({ lastBackup: { at, ok: false } }));
    renderSettingsCard(<ScheduledBackups />);
    expect(
      await screen.findByText(
        `The last backup failed on ${formatDateTime(at)}. The server tries again; its log says why.`,
      ),
    ).toBeTruthy();
  });

  it('shows the server’s refusal of a number out of range beside the field, and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/api/admin/system-health')) return json(200, health({}));
        if (init?.method === 'PUT') {
          return json(400, {
            error: { code: 'VALIDATION_FAILED', message: 'Keep at most 60 backups.', requestId: 'r' },
          });
        }
        return json(200, settings);
      }),
    );
    renderSettingsCard(<ScheduledBackups />);
    const keep = (await screen.findByLabelText(/^Backups kept/)) as HTMLInputElement;
    fireEvent.change(keep, { target: { value: '99' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save scheduled backups' }));
    });
    expect(await screen.findByText('Keep at most 60 backups.')).toBeTruthy();
    expect(keep.value).toBe('99');
  });

  it('on PostgreSQL says what the operator does instead, with no form', async () => {
    serve(settings, health({ engine: 'postgresql' }));
    renderSettingsCard(<ScheduledBackups />);
    expect(await screen.findByText(backupMessages.embeddedOnly)).toBeTruthy();
    expect(screen.queryByLabelText('Make a backup')).toBeNull();
  });
});
