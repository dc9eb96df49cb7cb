import { z } from 'zod';
import { BACKUP_SCHEDULES, MEMBERSHIP_MODES, MODERATION_MODES } from '../enums.ts';
import { hasHiddenCharacters } from '../rules/names.ts';
import { adminReportSchema } from './admin.ts';

/**
 * D31: moderation. The super admin chooses the mode and whether registration is open (System
 * Settings); moderators and super admins work the Moderation page's queues: new and changed
 * profiles, new photos, members on hold after reports, and the reports themselves.
 */
export const REJECTION_REASON_MAX_LENGTH = 500;
/** D31: a member reported by this many different members is put on hold until a moderator decides. */
export const HOLD_AFTER_REPORTS = 3;
/**
 * Issue 43: an account younger than this many days is new. Its reports reach the moderators but do
 * not count toward a hold, and new accounts' reports are throttled per client address.
 */
export const NEW_ACCOUNT_DAYS = 7;
/** Issue 43: a member whose report a moderator dismissed within this many days does not count toward a hold. */
export const DISMISSED_REPORT_DAYS = 90;
/** How many items of each queue one page shows, oldest first. */
export const MODERATION_QUEUE_PAGE = 50;

export const moderationMessages = {
  reasonRequired: 'Please tell the member why (they will read it).',
  reasonTooLong: `Please keep the reason under ${REJECTION_REASON_MAX_LENGTH} characters.`,
  reasonHidden: 'The reason cannot contain invisible or control characters.',
  profileApproved: 'Profile approved.',
  profileRejected: 'Profile rejected: the member is told why.',
  photoApproved: 'Photo approved.',
  photoRejected: 'Photo rejected: the member is told why.',
  holdReleased: 'Hold released: the member is visible again.',
  notInQueue: 'This item is no longer waiting for review.',
  notHeld: 'This member is not on hold.',
  onHold:
    'Your profile is on hold while our team looks into reports about it. You cannot send interests or messages until they have decided.',
  settingsSaved: 'Settings saved.',
  registrationClosed: 'Registration is closed at the moment. Please try again later.',
} as const;

/** What a moderator types when rejecting: the reason the member reads. */
export const rejectionSchema = z
  .strictObject({
    reason: z
      .string()
      .trim()
      .min(1, moderationMessages.reasonRequired)
      .max(REJECTION_REASON_MAX_LENGTH, moderationMessages.reasonTooLong)
      .refine((reason) => !hasHiddenCharacters(reason.replace(/\n/g, ' ')), moderationMessages.reasonHidden),
  })
  .meta({ id: 'Rejection' });
export type Rejection = z.output<typeof rejectionSchema>;

/** One changed field of a profile in the queue (a name of shared/profile-fields.ts) and the value it has now. */
const changeSchema = z.object({ field: z.string(), value: z.string() });

export const profileReviewSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** True when no moderator has decided on this profile before (a new member). */
  isNew: z.boolean(),
  submittedAt: z.iso.datetime(),
  photoId: z.string().nullable(),
  changes: z.array(changeSchema),
});
export type ProfileReview = z.infer<typeof profileReviewSchema>;

export const photoReviewSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  kind: z.enum(['profile', 'gallery']),
  uploadedAt: z.iso.datetime(),
});
export type PhotoReview = z.infer<typeof photoReviewSchema>;

export const heldMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  heldAt: z.iso.datetime(),
  /** The reasons of the pending reports that put the member on hold. */
  reasons: z.array(z.string()),
  photoId: z.string().nullable(),
});
export type HeldMember = z.infer<typeof heldMemberSchema>;

export const moderationQueueSchema = z
  .object({
    mode: z.enum(MODERATION_MODES),
    profiles: z.array(profileReviewSchema),
    photos: z.array(photoReviewSchema),
    held: z.array(heldMemberSchema),
    counts: z.object({ profiles: z.number().int(), photos: z.number().int(), held: z.number().int() }),
  })
  .meta({ id: 'ModerationQueue' });
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const moderationReportsSchema = z
  .object({ reports: z.array(adminReportSchema) })
  .meta({ id: 'ModerationReports' });

/** The longest maintenance message the super admin may write (D42). */
export const MAINTENANCE_MESSAGE_MAX_LENGTH = 500;

/** The spec's minimum password length (D42: the church office may raise it, never lower it). */
export const SPEC_PASSWORD_MIN_LENGTH = 6;

/**
 * The System Settings that work: moderation mode and registration (D31), the membership model
 * (D41), maintenance mode and the password minimum (D42).
 */
/**
 * D42's session policy: how long a session may stay unused (30 minutes to the spec's 30 days), and
 * how long it may last at most whatever its use (null: no limit).
 */
export const SESSION_IDLE_MINUTES = [30, 120, 480, 1440, 10_080, 43_200] as const;
export const SESSION_LIFETIME_DAYS = [1, 7, 30, 90] as const;
/** D42's data retention: deactivated this many months, an account is deleted (null: off, the default). */
export const RETENTION_MONTHS = [6, 12, 24] as const;
/** Issue 49: the most backups the embedded default's schedule keeps under DATA_DIR/backups (the oldest go). */
export const BACKUP_KEEP_MAX = 60;
export const backupMessages = {
  embeddedOnly:
    'Scheduled backups are for the embedded database. On PostgreSQL, run npm run db:backup from the server’s own scheduler (docs/deploy.md).',
};

export const systemSettingsSchema = z
  .strictObject({
    moderationMode: z.enum(MODERATION_MODES, 'Choose when profiles are reviewed.'),
    registrationOpen: z.boolean('Choose whether registration is open.'),
    membershipMode: z.enum(MEMBERSHIP_MODES, 'Choose how membership works.'),
    maintenanceOn: z.boolean('Choose whether maintenance mode is on.'),
    maintenanceMessage: z
      .string('Write the maintenance message.')
      .trim()
      .max(
        MAINTENANCE_MESSAGE_MAX_LENGTH,
        `The maintenance message can be at most ${MAINTENANCE_MESSAGE_MAX_LENGTH} characters.`,
      ),
    passwordMinLength: z
      .int('The minimum password length must be a whole number.')
      .min(SPEC_PASSWORD_MIN_LENGTH, `The minimum password length cannot be below ${SPEC_PASSWORD_MIN_LENGTH}.`)
      .max(128, 'The minimum password length can be at most 128.'),
    sessionIdleMinutes: z.literal(SESSION_IDLE_MINUTES, 'Choose how long a session may stay unused.'),
    sessionLifetimeDays: z.literal(SESSION_LIFETIME_DAYS, 'Choose how long a session may last.').nullable(),
    retentionMonths: z
      .literal(RETENTION_MONTHS, 'Choose after how many months deactivated accounts are deleted.')
      .nullable(),
    backupSchedule: z.enum(BACKUP_SCHEDULES, 'Choose how often a backup is made.'),
    backupKeep: z
      .int('The number of backups kept must be a whole number.')
      .min(1, 'Keep at least 1 backup.')
      .max(BACKUP_KEEP_MAX, `Keep at most ${BACKUP_KEEP_MAX} backups.`),
  })
  .meta({ id: 'SystemSettings' });
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/**
 * A change of the System Settings: the two of D31 as before; the later ones (D41, D42, issue 49's
 * backups) may be left out, and then keep their value.
 */
export const systemSettingsUpdateSchema = systemSettingsSchema
  .partial({
    membershipMode: true,
    maintenanceOn: true,
    maintenanceMessage: true,
    passwordMinLength: true,
    sessionIdleMinutes: true,
    sessionLifetimeDays: true,
    retentionMonths: true,
    backupSchedule: true,
    backupKeep: true,
  })
  .meta({ id: 'SystemSettingsUpdate' });
export type SystemSettingsUpdate = z.infer<typeof systemSettingsUpdateSchema>;

/** Maintenance mode as everyone may know it (D42): whether it is on, and the church office's message. */
export const maintenanceSchema = z.object({ on: z.boolean(), message: z.string() }).meta({ id: 'Maintenance' });
export type Maintenance = z.infer<typeof maintenanceSchema>;

/** What the API answers while maintenance mode is on and the admin wrote no message (D42). */
export const maintenanceMessages = {
  defaultMessage: 'Divine Match is down for maintenance. Please come back a little later.',
};
export const MAINTENANCE_DEFAULT_MESSAGE = maintenanceMessages.defaultMessage;
/** The error code of every answer refused by maintenance mode (HTTP 503 with Retry-After). */
export const MAINTENANCE_CODE = 'MAINTENANCE';

/**
 * What visitors may know of the settings: whether they can register, how membership works (D41),
 * and whether maintenance mode is on with its message (D42).
 */
export const publicSettingsSchema = z
  .object({
    registrationOpen: z.boolean(),
    membershipMode: z.enum(MEMBERSHIP_MODES),
    /** D42: the forms say the current minimum. */
    passwordMinLength: z.int(),
    maintenance: maintenanceSchema,
  })
  .meta({ id: 'PublicSettings' });
