import { currentLanguage } from './i18n.ts';
/** Times as the member's browser writes them. */
const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** The full date and time, for a tooltip and screen readers. */
export const fullTime = (iso: string) =>
  new Date(iso).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });

/** The date alone (the day of a report). */
export const dayDate = (iso: string) => new Date(iso).toLocaleDateString(currentLanguage(), { dateStyle: 'medium' });

/** The inbox: the time today, the weekday within a week, the date before that. */
export function listTime(iso: string, now = new Date()) {
  const date = new Date(iso);
  if (sameDay(date, now)) return date.toLocaleTimeString(currentLanguage(), { timeStyle: 'short' });
  const days = (now.getTime() - date.getTime()) / 86_400_000;
  if (days < 7 && days > 0) return date.toLocaleDateString(currentLanguage(), { weekday: 'short' });
  return date.toLocaleDateString(currentLanguage(), { dateStyle: 'medium' });
}

/** A message: the time today, the date and time before. */
export function messageTime(iso: string, now = new Date()) {
  const date = new Date(iso);
  return sameDay(date, now) ? date.toLocaleTimeString(currentLanguage(), { timeStyle: 'short' }) : fullTime(iso);
}

/**
 * A date without a time ('1994-05-12', a date of birth) in the reader's language. Read and written
 * as the day it names in UTC, so that it is the same day in every time zone (issue 44).
 */
export const calendarDate = (date: string, language = currentLanguage()) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
/** A call's length as the conversation and the call bar write it: 1:05, 12:30, 1:02:03. */
export function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
