import type { Role } from '#shared/enums.ts';
import { adminMessages } from '#shared/schemas/admin.ts';
import { ForbiddenError, NotFoundError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';

/**
 * The rules of the Super Admin Panel (spec §4, §6; D6, D21, D22). Who reaches it at all is the
 * route's access level (`super_admin`, the exact role: server/modules/auth/access.policy.ts);
 * these are the rules about whom an admin acts on.
 */

/** The target of an admin action exists, and an admin does not act on their own account. */
export function assertMayActOn<T extends { id: string }>(admin: Member, target: T | undefined): T {
  if (!target) throw new NotFoundError(adminMessages.userNotFound, 'USER_NOT_FOUND');
  if (target.id === admin.id) throw new ForbiddenError(adminMessages.notOnYourself, 'NOT_ON_SELF');
  return target;
}

/** An admin may edit their own record (spec §5 admin edit) but never take their own super_admin role away. */
export function assertMayEdit<T extends { id: string }>(admin: Member, target: T | undefined, newRole: Role): T {
  if (!target) throw new NotFoundError(adminMessages.userNotFound, 'USER_NOT_FOUND');
  if (target.id === admin.id && newRole !== 'super_admin')
    throw new ForbiddenError(adminMessages.notOnYourself, 'NOT_ON_SELF');
  return target;
}
