import {
  DISMISSED_REPORT_DAYS,
  HOLD_AFTER_REPORTS,
  moderationMessages,
  NEW_ACCOUNT_DAYS,
} from '#shared/schemas/moderation.ts';
import { adminMessages } from '#shared/schemas/admin.ts';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '#server/lib/errors.ts';

/**
 * The rules of moderation (D31). Who works the Moderation page is the routes' access level
 * `moderator` (moderators, admins and super admins: server/modules/auth/access.policy.ts); the
 * Super Admin Panel stays super_admin only. Moderators decide on members' profiles and photos only.
 */

/** The member a decision is about exists as a member. */
export function assertMemberFound(found: boolean) {
  if (!found) throw new NotFoundError(adminMessages.userNotFound, 'USER_NOT_FOUND');
}

/** A decision applies to what is waiting: a second decision on the same item is refused. */
export function assertWaiting(waiting: boolean, message: string = moderationMessages.notInQueue) {
  if (!waiting) throw new ConflictError(message, 'NOT_IN_QUEUE');
}

/**
 * D31, issue 43: reports that count toward a hold. A member is put on hold when HOLD_AFTER_REPORTS
 * different members in good standing have a report about them waiting. A reporter is in good
 * standing with: a verified email, a complete profile (the profile saved once with every required
 * field: `profiles.profile_status = 'complete'`, what My Profile shows as 100%), an account older
 * than NEW_ACCOUNT_DAYS, no block from the reported member, and no report that a moderator
 * dismissed in the last DISMISSED_REPORT_DAYS. Every other report is still stored and reaches the
 * moderators; it just does not count. moderation.repository.ts:holdIfReported counts by this table.
 */
export const REPORTS_THAT_COUNT_TOWARD_A_HOLD = {
  reporters: HOLD_AFTER_REPORTS,
  emailVerified: true,
  profileComplete: true,
  accountOlderThanDays: NEW_ACCOUNT_DAYS,
  notBlockedByReported: true,
  noDismissedReportWithinDays: DISMISSED_REPORT_DAYS,
} as const;

/**
 * Issue 43: a new account (younger than NEW_ACCOUNT_DAYS) does not count toward a hold, and its
 * reports are throttled per client address (THROTTLE_RULES.newAccountReportsPerIp).
 */
export const isNewAccount = (createdAt: Date, now: Date) =>
  now.getTime() - createdAt.getTime() < NEW_ACCOUNT_DAYS * 86_400_000;

/**
 * D31, issue 43: a member on hold or deactivated reaches nobody. They send no interest and no
 * message (refused here), and nothing they do notifies anyone (notifications.service.ts:record,
 * through visibility.ts:reachesOthers). A deactivated account has no session (D9): its refusal
 * is the session's, 401.
 */
export function assertMayReachOthers(standing: { reaches: boolean; held: boolean } | undefined) {
  if (standing?.reaches) return;
  if (standing?.held) throw new ForbiddenError(moderationMessages.onHold, 'MEMBER_ON_HOLD');
  throw new UnauthorizedError();
}
