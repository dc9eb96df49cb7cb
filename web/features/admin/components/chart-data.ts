import type { AdminAnalytics } from '#shared/schemas/admin.ts';

const DAYS = 30;

export type DayCount = AdminAnalytics['registrationsPerDay'][number];

/** The last 30 UTC days, a missing day counting 0, so the axis has no gaps. */
export function fillDays(series: DayCount[], now: Date = new Date()): DayCount[] {
  const counts = new Map(series.map((point) => [point.day, point.count]));
  const last = series.reduce(
    (latest, point) => (point.day > latest ? point.day : latest),
    now.toISOString().slice(0, 10),
  );
  const end = new Date(`${last}T00:00:00Z`);
  return Array.from({ length: DAYS }, (_, index) => {
    const day = new Date(end);
    day.setUTCDate(end.getUTCDate() - (DAYS - 1 - index));
    const key = day.toISOString().slice(0, 10);
    return { day: key, count: counts.get(key) ?? 0 };
  });
}
