import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './notifications.policy.ts';

/** The wall-clock time of `at` in `timeZone`, as `YYYY-MM-DD HH:mm`. */
function wallClock(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(at);
}

const HOUR = 3_600_000;

describe('nextDigestAt: 08:00 in the member’s own time zone (D30)', () => {
  it('is 08:00 BST the morning the clocks go forward in London (07:00 UTC)', () => {
    const next = nextDigestAt(new Date('2026-03-28T12:00:00Z'), 'Europe/London', null);
    expect(next.toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('is 08:00 GMT the morning the clocks go back in London (08:00 UTC)', () => {
    const next = nextDigestAt(new Date('2026-10-24T12:00:00Z'), 'Europe/London', null);
    expect(next.toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('is 08:00 in New York across both of its clock changes', () => {
    expect(nextDigestAt(new Date('2026-03-07T20:00:00Z'), 'America/New_York', null).toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2026-10-31T20:00:00Z'), 'America/New_York', null).toISOString()).toBe(
      '2026-11-01T13:00:00.000Z',
    );
  });

  it('is 08:00 local, within the next day, on every day of the year in zones north, south and off the hour', () => {
    const zones = [
      'Europe/London',
      'America/New_York',
      'Australia/Sydney',
      'America/Santiago',
      'Asia/Kathmandu',
      'UTC',
    ];
    const start = Date.UTC(2026, 0, 1, 0, 30);
    for (const zone of zones) {
      for (let day = 0; day < 366; day++) {
        const now = new Date(start + day * 24 * HOUR);
        const next = nextDigestAt(now, zone, null);
        expect(wallClock(next, zone).slice(11), `${zone} after ${now.toISOString()}`).toBe('08:00');
        expect(next.getTime()).toBeGreaterThan(now.getTime());
        expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(25 * HOUR);
      }
    }
  });

  it('waits 20 hours after the last digest, then takes the next 08:00', () => {
    const last = new Date('2026-03-29T07:00:00Z');
    const next = nextDigestAt(new Date('2026-03-29T07:30:00Z'), 'Europe/London', last);
    expect(wallClock(next, 'Europe/London')).toBe('2026-03-30 08:00');
  });

  it('uses UTC for an unknown or invalid zone', () => {
    expect(nextDigestAt(new Date('2026-03-28T12:00:00Z'), null, null).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(nextDigestAt(new Date('2026-03-28T12:00:00Z'), 'Mars/Olympus', null).toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    );
  });
});
