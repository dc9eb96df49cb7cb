import { describe, expect, it } from 'vitest';
import { fillDays, utcDay, utcMidnight } from './days.ts';

describe('utcDay', () => {
  it('is the UTC calendar day, whatever the hour', () => {
    expect(utcDay(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24');
    expect(utcDay(new Date('2026-11-24T23:59:59.999Z'))).toBe('2026-11-24');
    expect(utcDay(new Date('2026-11-24T23:30:00-05:00'))).toBe('2026-11-25');
  });
});

describe('utcMidnight', () => {
  it('starts the UTC day of the instant, moved by whole days across months and years', () => {
    expect(utcMidnight(new Date('2026-11-24T15:30:00Z')).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(utcMidnight(new Date('2026-11-24T15:30:00Z'), -29).toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(utcMidnight(new Date('2026-12-31T23:00:00Z'), 1).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('fillDays (D20 charts: the last 30 days)', () => {
  it('gives 30 consecutive UTC days ending today, a missing day counting 0', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const days = fillDays(utcMidnight(now, -29), 30, [{ day: '2026-11-20', count: 3 }]);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-10-26', count: 0 });
    expect(days.at(-1)).toEqual({ day: '2026-11-24', count: 0 });
    expect(days.find((point) => point.day === '2026-11-20')?.count).toBe(3);
  });

  it('keeps every day through a change of daylight-saving time (UTC has none)', () => {
    const days = fillDays(new Date('2026-03-01T00:00:00Z'), 60, []);
    expect(new Set(days.map((point) => point.day)).size).toBe(60);
    expect(days.at(-1)?.day).toBe('2026-04-29');
  });
});
