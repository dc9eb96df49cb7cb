import { churchMessages } from '#shared/schemas/churches.ts';
import { NotFoundError } from '#server/lib/errors.ts';

/**
 * The rules of the church directory (D32). Who keeps it is the routes' access level: the exact
 * role super_admin (server/modules/auth/access.policy.ts); members only read the churches that
 * are not retired, through the directory's own presenter (no pastor's name or address).
 */

/** The church an admin acts on exists. */
export function assertChurchFound<T>(church: T | undefined): T {
  if (!church) throw new NotFoundError(churchMessages.notFound, 'CHURCH_NOT_FOUND');
  return church;
}
