import type { Role } from '#shared/enums.ts';
import { RETENTION_NOTICE_DAYS } from '#shared/schemas/retention.ts';

/**
 * D42's data retention, "accounts deactivated for 6, 12 or 24 months are deleted after an email
 * 30 days before". Months are calendar months, as a Premium term's (D41).
 */

const DAY_MS = 86_400_000;
const NOTICE_MS = RETENTION_NOTICE_DAYS * DAY_MS;

/** Only members' accounts: staff (moderators, admins, super admins) are never deleted by retention. */
export const RETAINED_ROLE = 'user' satisfies Role;

/** `now` less `months` by the calendar. */
function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

/**
 * The email goes to an account deactivated at or before this instant (deactivated for the period
 * less 30 days) that has not been told yet.
 */
export const noticeCutoff = (now: Date, months: number): Date =>
  new Date(monthsBefore(now, months).getTime() + NOTICE_MS);

/**
 * An account still deactivated is deleted once it was told at least 30 days ago and has been
 * deactivated for the whole period. A reactivation clears the notice, so a later deactivation
 * starts over; a change of the period clears every notice (the settings' change).
 */
export function deletionCutoffs(now: Date, months: number) {
  return { noticedBy: new Date(now.getTime() - NOTICE_MS), deactivatedBy: monthsBefore(now, months) };
}
export type DeletionCutoffs = ReturnType<typeof deletionCutoffs>;

/**
 * The day the email names. An account is told once deactivated for the period less 30 days, so
 * 30 days after the notice it has been deactivated for the whole period too.
 */
export const deletionDate = (noticeAt: Date): Date => new Date(noticeAt.getTime() + NOTICE_MS);
