import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemHealth } from '#shared/schemas/admin.ts';
import { json, renderSettingsCard } from './settings-card.testing.tsx';
import { formatBytes, SystemHealthCard } from './system-health.tsx';
import { formatDateTime } from './format.ts';

const HEALTH: SystemHealth = {
  version: '0.1.0',
  engine: 'embedded',
  migrations: { applied: 29, known: 29, latest: '0028_bell_unread_counts' },
  queue: { waiting: 2, failed: 1 },
  lastBackup: { at: '2026-12-01T02:00:00.000Z', ok: true },
  storage: { databaseBytes: 52_428_800, photos: 12, photoBytes: 1_572_864 },
};

function serve(...answers: Response[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return answers.shift() ?? json(200, HEALTH);
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the System health card (issue 49)', () => {
  it('shows the installation’s figures as the server gives them', async () => {
    const calls = serve(json(200, HEALTH));
    renderSettingsCard(<SystemHealthCard />);
    expect(screen.getByRole('status').textContent).toBe('Loading the system health...');
    expect((await screen.findByTestId('system-health-version')).textContent).toBe('0.1.0');
    expect(calls).toEqual(['/api/admin/system-health']);
    const text = (key: string) => screen.getByTestId(`system-health-${key}`).textContent;
    expect(text('database')).toBe('Embedded (PGlite)');
    expect(text('migrations')).toBe('29 of 29 applied (latest: 0028_bell_unread_counts)');
    expect(text('queue')).toBe('2 waiting, 1 failed');
    expect(text('lastBackup')).toBe(formatDateTime('2026-12-01T02:00:00.000Z'));
    expect(text('storage')).toBe('Database 50 MB; photos 1.5 MB (12 files)');
  });

  it('says when no backup is recorded or the last one failed', async () => {
    serve(json(200, { ...HEALTH, engine: 'postgresql', lastBackup: null }));
    renderSettingsCard(<SystemHealthCard />);
    expect((await screen.findByTestId('system-health-lastBackup')).textContent).toBe(
      'None recorded on this installation',
    );
    expect(screen.getByTestId('system-health-database').textContent).toBe('PostgreSQL');
    cleanup();
    serve(json(200, { ...HEALTH, lastBackup: { at: HEALTH.lastBackup?.at, ok: false } }));
    renderSettingsCard(<SystemHealthCard />);
    expect((await screen.findByTestId('system-health-lastBackup')).textContent).toBe(
      `Failed on ${formatDateTime('2026-12-01T02:00:00.000Z')}`,
    );
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    serve(json(500, { error: { code: 'INTERNAL', message: 'Something went wrong.' } }), json(200, HEALTH));
    renderSettingsCard(<SystemHealthCard />);
    expect(await screen.findByText('Failed to load the system health.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect((await screen.findByTestId('system-health-version')).textContent).toBe('0.1.0');
  });

  it('writes sizes in the largest unit that keeps them at 1 or more', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(2048, 'en')).toBe('2 kB');
    expect(formatBytes(5 * 1024 ** 3, 'en')).toBe('5 GB');
  });
});
