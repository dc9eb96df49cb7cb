import { ADMIN_FORM_FIELDS } from '#shared/profile-fields.ts';
import type { AdminContactMessage, AdminReport, AdminUserDetail, AdminUserRow } from '#shared/schemas/admin.ts';
import type { AccountRow, ProfileRow } from '#server/db/rows.ts';
import { fieldValues } from '#server/modules/profiles/profiles.presenter.ts';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export function presentUserRow(row: AccountRow): AdminUserRow {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    membershipType: row.membershipType,
    accountStatus: row.accountStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The Manage modal's record (D5): the admin's form over the canonical account and profile. `names`
 * maps the ids of acting admins to their names (absent: a deleted account).
 */
export function presentUserDetail(
  account: AccountRow,
  profile: ProfileRow | null,
  names: Map<string, string>,
  activity: AdminUserDetail['activity'],
  notifications: AdminUserDetail['notifications'],
  endorsements: AdminUserDetail['endorsements'] = [],
): AdminUserDetail {
  const p = profile;
  const who = (id: string | null) => (id ? (names.get(id) ?? 'Deleted user') : null);
  return {
    id: account.id,
    values: fieldValues(ADMIN_FORM_FIELDS, account, p),
    membershipType: account.membershipType,
    accountStatus: account.accountStatus,
    profileStatus: p?.profileStatus ?? 'incomplete',
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
    updatedBy: who(account.updatedById),
    upgradedAt: iso(account.upgradedAt),
    upgradedBy: who(account.upgradedById),
    downgradedAt: iso(account.downgradedAt),
    downgradedBy: who(account.downgradedById),
    deactivatedAt: iso(account.deactivatedAt),
    deactivatedBy:
      account.deactivatedBy === 'self' ? 'The member' : account.deactivatedBy ? who(account.deactivatedById) : null,
    reactivatedAt: iso(account.reactivatedAt),
    reactivatedBy: who(account.reactivatedById),
    activity,
    notifications,
    endorsements,
  };
}

interface ReportListRow {
  report: {
    id: string;
    reporterId: string | null;
    reportedUserId: string | null;
    reason: AdminReport['reason'];
    description: string;
    status: AdminReport['status'];
    createdAt: Date;
    resolvedAt: Date | null;
    dismissedAt: Date | null;
    messageBody: string | null;
    messageSentAt: Date | null;
  };
  reporterFirst: string | null;
  reporterLast: string | null;
  reportedFirst: string | null;
  reportedLast: string | null;
}

/** D22: an account that is gone shows as null ids and names ('Deleted user' in the panel). */
export function presentReport(row: ReportListRow): AdminReport {
  const name = (first: string | null, last: string | null) =>
    first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();
  const { report } = row;
  return {
    id: report.id,
    reporterId: report.reporterId,
    reporterName: report.reporterId ? name(row.reporterFirst, row.reporterLast) : null,
    reportedUserId: report.reportedUserId,
    reportedUserName: report.reportedUserId ? name(row.reportedFirst, row.reportedLast) : null,
    reason: report.reason,
    description: report.description,
    message:
      report.messageBody !== null && report.messageSentAt !== null
        ? { body: report.messageBody, sentAt: report.messageSentAt.toISOString() }
        : null,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: iso(report.resolvedAt),
    dismissedAt: iso(report.dismissedAt),
  };
}

export function presentContactMessage(row: {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: AdminContactMessage['subject'];
  message: string;
  createdAt: Date;
  readAt: Date | null;
}): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
