/**
 * The day is the UTC calendar day everywhere: the free discovery quota (D13), a profile view (D16)
 * and an analytics point (D20) all begin at the same instant on every instance and in the browser.
 */

export interface DayCount {
  /** YYYY-MM-DD (UTC). */
  day: string;
  count: number;
}

/** YYYY-MM-DD of the UTC day that holds `instant`. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Midnight UTC starting the day `offsetDays` after (or, negative, before) the day of `instant`. */
export function utcMidnight(instant: Date, offsetDays = 0): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate() + offsetDays));
}

/** `days` consecutive UTC days from the day of `start`, a day missing from `counted` counting 0. */
export function fillDays(start: Date, days: number, counted: DayCount[]): DayCount[] {
  const counts = new Map(counted.map((point) => [point.day, point.count]));
  return Array.from({ length: days }, (_, index) => {
    const day = utcDay(utcMidnight(start, index));
    return { day, count: counts.get(day) ?? 0 };
  });
}
