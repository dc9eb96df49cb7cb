import { moderationMessages, type SystemSettings } from '#shared/schemas/moderation.ts';
import { ForbiddenError } from '#server/lib/errors.ts';

/**
 * The rules of System Settings (D31). Only the super admin reads or changes them (the routes'
 * access level `super_admin`); visitors learn only whether registration is open.
 */

/** Registration creates no account while the super admin has closed it. */
export function assertRegistrationOpen(settings: SystemSettings) {
  if (!settings.registrationOpen)
    throw new ForbiddenError(moderationMessages.registrationClosed, 'REGISTRATION_CLOSED');
}
