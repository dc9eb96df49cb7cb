import { describe, expect, it } from 'vitest';
import { calendarDate, formatDuration } from './format-time.ts';

describe('a date without a time (issue 44)', () => {
  it('is written in the reader’s language', () => {
    expect(calendarDate('1994-05-12', 'en')).toBe('May 12, 1994');
    expect(calendarDate('1994-05-12', 'de')).toBe('12. Mai 1994');
    expect(calendarDate('1994-05-12', 'es')).toBe('12 de mayo de 1994');
    expect(calendarDate('1994-05-12', 'ja')).toBe('1994年5月12日');
  });

  it('names the same day east and west of Greenwich', () => {
    const zone = process.env.TZ;
    try {
      for (const place of ['Pacific/Honolulu', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
        process.env.TZ = place;
        expect(calendarDate('2000-01-01', 'en')).toBe('January 1, 2000');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe("a call's length (D47)", () => {
  it('is minutes and seconds, with hours only past the hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(12 * 60 + 30)).toBe('12:30');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
});
