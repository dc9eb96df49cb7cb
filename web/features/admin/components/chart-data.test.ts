import { describe, expect, it } from 'vitest';
import { localMidnight } from '../api/admin-api.ts';
import { fillDays } from './chart-data.ts';

describe('fillDays (D20 charts: the last 30 days)', () => {
  it('gives 30 consecutive UTC days ending today, a missing day counting 0', () => {
    const days = fillDays([{ day: '2026-11-20', count: 3 }], new Date('2026-11-24T12:00:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-10-26', count: 0 });
    expect(days.at(-1)).toEqual({ day: '2026-11-24', count: 0 });
    expect(days.find((point) => point.day === '2026-11-20')?.count).toBe(3);
  });

  it('ends on the latest day the server counted when that is ahead of this clock', () => {
    const days = fillDays([{ day: '2026-11-25', count: 1 }], new Date('2026-11-24T23:00:00Z'));
    expect(days.at(-1)).toEqual({ day: '2026-11-25', count: 1 });
  });
});

describe('localMidnight (D20: today is the admin’s local day)', () => {
  it('is the start of the local day as an instant', () => {
    const since = new Date(localMidnight(new Date(2026, 10, 24, 15, 30)));
    expect([since.getFullYear(), since.getMonth(), since.getDate(), since.getHours(), since.getMinutes()]).toEqual([
      2026, 10, 24, 0, 0,
    ]);
  });
});
