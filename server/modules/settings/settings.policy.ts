import { messages } from '#shared/messages.ts';
import {
  backupMessages,
  MAINTENANCE_CODE,
  MAINTENANCE_DEFAULT_MESSAGE,
  moderationMessages,
  type Maintenance,
  type SystemSettings,
  type SystemSettingsUpdate,
} from '#shared/schemas/moderation.ts';
import type { Role } from '#shared/enums.ts';
import { BadRequestError, ForbiddenError, ServiceUnavailableError } from '#server/lib/errors.ts';

/**
 * The rules of System Settings (D31). Only the super admin reads or changes them (the routes'
 * access level `super_admin`); visitors learn only whether registration is open.
 */

/** Registration creates no account while the super admin has closed it. */
export function assertRegistrationOpen(settings: SystemSettings) {
  if (!settings.registrationOpen)
    throw new ForbiddenError(moderationMessages.registrationClosed, 'REGISTRATION_CLOSED');
}

/**
 * D42's password policy: a new password (registration, change, reset) is at least the office's
 * minimum (never below the spec's 6: the settings refuse less). A raised minimum applies to new
 * passwords only; a password chosen before keeps signing in.
 */
export function assertPasswordLongEnough(settings: Pick<SystemSettings, 'passwordMinLength'>, password: string) {
  if ([...password].length < settings.passwordMinLength)
    throw new BadRequestError(messages.register.passwordShorterThan(settings.passwordMinLength), 'PASSWORD_TOO_SHORT');
}

/** How long a client is told to wait before it asks again while maintenance mode is on (Retry-After, seconds). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 120;

/** D42: staff (the roles moderation admits: moderators, admins, super admins) keep full access while maintenance mode is on. */
export const keepsAccessInMaintenance = (role: Role | undefined) =>
  role === 'moderator' || role === 'admin' || role === 'super_admin';

/**
 * D42: while maintenance mode is on, members and visitors are refused (503, Retry-After) with the
 * admin's message, or a default one; staff go on.
 */
export function assertOpenDuringMaintenance(maintenance: Maintenance, role: Role | undefined) {
  if (!maintenance.on || keepsAccessInMaintenance(role)) return;
  throw new ServiceUnavailableError(
    maintenance.message || MAINTENANCE_DEFAULT_MESSAGE,
    MAINTENANCE_CODE,
    MAINTENANCE_RETRY_AFTER_SECONDS,
  );
}

/**
 * Issue 49: the schedule backs up the embedded database, from inside the one server that owns it;
 * on PostgreSQL (several instances, pg_dump) it stays off and the operator's scheduler runs
 * `npm run db:backup`.
 */
export function assertBackupScheduleAllowed(change: SystemSettingsUpdate, embedded: boolean) {
  if (!embedded && change.backupSchedule !== undefined && change.backupSchedule !== 'off')
    throw new BadRequestError(backupMessages.embeddedOnly, 'BACKUPS_EMBEDDED_ONLY');
}
