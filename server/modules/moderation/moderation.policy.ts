import { moderationMessages } from '#shared/schemas/moderation.ts';
import { adminMessages } from '#shared/schemas/admin.ts';
import { ConflictError, NotFoundError } from '#server/lib/errors.ts';

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
