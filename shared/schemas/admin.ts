import { z } from 'zod';
import { notificationChoicesSchema } from './notifications.ts';
import {
  ACCOUNT_STATUSES,
  CONTACT_SUBJECTS,
  LANGUAGES,
  MEMBERSHIP_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
  ROLES,
} from '../enums.ts';
import { ADMIN_FORM_FIELDS, adminShape, fieldRow } from '../profile-fields.ts';
import { refuse } from './refuse.ts';

/**
 * The Super Admin Panel's contract (spec §2, §4, §5, §8, §9; D5, D6, D18, D20–D23). Every
 * endpoint under /api/admin answers the exact role super_admin only (D6).
 */
export const adminMessages = {
  accessDenied: "Access Denied - You don't have permission to access this page.",
  requiredFields: 'Please fill in all required fields (First Name, Last Name, Email)',
  updated: 'User profile updated successfully',
  activated: 'User activated successfully',
  deactivated: 'User deactivated successfully',
  upgraded: 'User upgraded to premium successfully',
  downgraded: 'User downgraded to free successfully',
  deleted: 'User deleted successfully',
  updateFailed: 'Failed to update user profile: ',
  activateFailed: 'Failed to activate user: ',
  deactivateFailed: 'Failed to deactivate user: ',
  upgradeFailed: 'Failed to upgrade user: ',
  downgradeFailed: 'Failed to downgrade user: ',
  deleteFailed: 'Failed to delete user: ',
  reportResolved: 'Report resolved successfully',
  reportDismissed: 'Report dismissed successfully',
  reportDeleted: 'Report deleted successfully',
  reportResolveFailed: 'Failed to resolve report',
  reportDismissFailed: 'Failed to dismiss report',
  reportDeleteFailed: 'Failed to delete report',
  confirmDeactivate: 'Are you sure you want to deactivate this user?',
  confirmDelete: 'Are you sure you want to permanently delete this user? This action cannot be undone.',
  confirmDeleteReport: 'Are you sure you want to delete this report?',
  deletedUser: 'Deleted user',
  userNotFound: 'User not found.',
  reportNotFound: 'Report not found.',
  reportNotPending: 'Only a pending report can be resolved or dismissed.',
  notOnYourself: 'You cannot do this to your own account.',
  emailInUse: 'Email is already registered. Please use a different email.',
  messageNotFound: 'Message not found.',
} as const;

/** Spec §9 and D20: counted by the database. `since` is the admin's local midnight. */
export const adminStatsQuerySchema = z.strictObject({ since: z.iso.datetime({ offset: true }).optional() });

export const adminStatsSchema = z
  .object({
    totalUsers: z.number(),
    activeUsers: z.number(),
    freeUsers: z.number(),
    premiumUsers: z.number(),
    totalReports: z.number(),
    todayRegistrations: z.number(),
    totalMatches: z.number(),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof adminStatsSchema>;

/**
 * Issue 49: the admin panel's System health card. `lastBackup` is null until a backup has been
 * recorded on this installation.
 */
export const systemHealthSchema = z
  .object({
    version: z.string(),
    engine: z.enum(['embedded', 'postgresql']),
    migrations: z.object({
      applied: z.number().int(),
      known: z.number().int(),
      latest: z.string().nullable(),
    }),
    queue: z.object({ waiting: z.number().int(), failed: z.number().int() }),
    lastBackup: z.object({ at: z.string(), ok: z.boolean() }).nullable(),
    storage: z.object({
      databaseBytes: z.number().int(),
      photos: z.number().int(),
      photoBytes: z.number().int(),
    }),
  })
  .meta({ id: 'SystemHealth' });
export type SystemHealth = z.infer<typeof systemHealthSchema>;

const dayCount = z.object({ day: z.string().meta({ description: 'YYYY-MM-DD (UTC)' }), count: z.number() });

/** Spec §9 analytics: percentages with one decimal place, 0 when there are no users; D20 charts. */
export const adminAnalyticsSchema = z
  .object({
    stats: adminStatsSchema,
    premiumConversion: z.number(),
    premiumAdoption: z.number(),
    activeRate: z.number(),
    retention: z.number(),
    matchRate: z.number(),
    /** Free members per premium member, one decimal place; 0 when there is no premium member. */
    freeToPremiumRatio: z.number(),
    registrationsPerDay: z.array(dayCount),
    interestsPerDay: z.array(dayCount),
    /** D29: messages the safety guard flagged, per day. */
    flaggedMessagesPerDay: z.array(dayCount),
  })
  .meta({ id: 'AdminAnalytics' });
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

export const ADMIN_USER_FILTERS = ['all', 'active', 'deactivated', 'premium', 'free'] as const;
export type AdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];

export const adminUsersQuerySchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  filter: z.enum(ADMIN_USER_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  membershipType: z.enum(MEMBERSHIP_TYPES),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  createdAt: z.iso.datetime(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersPageSchema = z
  .object({
    users: z.array(adminUserRowSchema),
    page: z.number(),
    pageSize: z.number(),
    /** Rows matching the search and the filter. */
    total: z.number(),
    /** Rows matching the search, per filter (the select shows All Users with its count). */
    counts: z.object({
      all: z.number(),
      active: z.number(),
      deactivated: z.number(),
      premium: z.number(),
      free: z.number(),
    }),
  })
  .meta({ id: 'AdminUsersPage' });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/**
 * Spec §3 "Admin-managed user record" and §5 "Admin user edit", over the one canonical record (D5),
 * read from the field table: the admin's names map to the member's (dateOfBirth → dob, birthTime →
 * timeOfBirth, complexion → skinColor, annualIncome → salary, zipCode → postalCode, rasi →
 * rasiZodiac, nakshatra → starNakshatra, birthPlace → placeOfBirth). Role is one of the four exact
 * values (D6).
 */
/** Spec §5 "Admin user edit": the fields that must not be empty (the field table's admin.required). */
const ADMIN_REQUIRED_FIELDS = ADMIN_FORM_FIELDS.filter((name) => fieldRow(name).admin?.required);

export const adminUserEditSchema = z
  .strictObject(adminShape(ADMIN_FORM_FIELDS))
  .superRefine((input, ctx) => {
    // Spec §5/§8: one alert for the required fields (the texts are trimmed by now).
    const missing = ADMIN_REQUIRED_FIELDS.find((field) => !String(input[field] ?? '').trim());
    if (missing) refuse(ctx, missing, adminMessages.requiredFields);
  })
  .meta({ id: 'AdminUserEdit' });
export type AdminUserEdit = z.input<typeof adminUserEditSchema>;
export type AdminUserEditParsed = z.output<typeof adminUserEditSchema>;

export const adminActivitySchema = z.object({
  id: z.number(),
  action: z.string(),
  /** Who acted: a name, 'Deleted user', or null for the system or the member themselves. */
  actor: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

/** The Manage modal's record: the edit form's values plus status, membership and the activity log. */
/** D32: one endorsement or request as the Manage modal lists it ('lapsed': confirmed over 12 months ago). */
export const adminEndorsementSchema = z.object({
  id: z.string(),
  status: z.enum(['requested', 'confirmed', 'declined', 'withdrawn', 'ended', 'lapsed']),
  pastorName: z.string(),
  church: z.string(),
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type AdminEndorsement = z.infer<typeof adminEndorsementSchema>;

export const adminUserDetailSchema = z
  .object({
    id: z.string(),
    values: z.object(adminUserEditSchema.shape).extend({
      role: z.enum(ROLES),
      language: z.enum(LANGUAGES),
      emailNotifications: z.boolean(),
      pushNotifications: z.boolean(),
      marketingEmails: z.boolean(),
      twoFactorEnabled: z.boolean(),
    }),
    membershipType: z.enum(MEMBERSHIP_TYPES),
    accountStatus: z.enum(ACCOUNT_STATUSES),
    profileStatus: z.enum(['incomplete', 'complete']),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    updatedBy: z.string().nullable(),
    upgradedAt: z.iso.datetime().nullable(),
    upgradedBy: z.string().nullable(),
    downgradedAt: z.iso.datetime().nullable(),
    downgradedBy: z.string().nullable(),
    deactivatedAt: z.iso.datetime().nullable(),
    deactivatedBy: z.string().nullable(),
    reactivatedAt: z.iso.datetime().nullable(),
    reactivatedBy: z.string().nullable(),
    activity: z.array(adminActivitySchema),
    /** D30: the member's notification choices per kind (read-only here). */
    notifications: notificationChoicesSchema,
    /** D32: the member's endorsements and requests, newest first. */
    endorsements: z.array(adminEndorsementSchema),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const ADMIN_USER_ACTIONS = ['activate', 'deactivate', 'upgrade', 'downgrade'] as const;
export type AdminUserAction = (typeof ADMIN_USER_ACTIONS)[number];

export const adminReportsQuerySchema = z.strictObject({
  status: z.enum(['all', ...REPORT_STATUSES]).default('all'),
});

export const adminReportSchema = z.object({
  id: z.string(),
  /** null once that account was deleted (D22): shown as 'Deleted user'. */
  reporterId: z.string().nullable(),
  reporterName: z.string().nullable(),
  reportedUserId: z.string().nullable(),
  reportedUserName: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  description: z.string(),
  /** D28: the one reported message, when the report is about a message; nothing else of the conversation. */
  message: z.object({ body: z.string(), sentAt: z.iso.datetime() }).nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  dismissedAt: z.iso.datetime().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportsSchema = z.object({ reports: z.array(adminReportSchema) }).meta({ id: 'AdminReports' });

export const adminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.enum(CONTACT_SUBJECTS).nullable(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
export const adminContactMessagesSchema = z
  .object({ messages: z.array(adminContactMessageSchema) })
  .meta({ id: 'AdminContactMessages' });
export const contactMessageReadSchema = z.strictObject({ read: z.boolean() }).meta({ id: 'ContactMessageRead' });
