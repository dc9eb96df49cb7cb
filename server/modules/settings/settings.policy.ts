import { messages } from '#shared/messages.ts';
import { moderationMessages, type SystemSettings } from '#shared/schemas/moderation.ts';
import { BadRequestError, ForbiddenError } from '#server/lib/errors.ts';

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
