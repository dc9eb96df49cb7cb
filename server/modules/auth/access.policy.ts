import type { Role } from '#shared/enums.ts';
import { adminMessages } from '#shared/schemas/admin.ts';
import { familyMessages } from '#shared/schemas/family.ts';
import { twoFactorMessages } from '#shared/schemas/two-factor.ts';
import { ForbiddenError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';

/**
 * Who may enter a route. Every route declares one of these in its config (`config: { access }`);
 * the session plugin (server/plugins/session.ts) refuses an app with a route that declares none,
 * answers 401 to a visitor on any route but a public one, and 403 to a member whose role the level
 * does not admit.
 */
export const ACCESS_LEVELS = ['public', 'account', 'member', 'relative', 'moderator', 'super_admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * D6: only `super_admin` opens the admin panel (the exact role, not a rank); moderators, admins and
 * super admins will see moderation (second wave); every signed-in member passes `member`, and
 * `relative` admits D45's relatives' accounts only (which `member` refuses). `account` admits every
 * signed-in account, a relative's too: what any account needs of itself (its language, live events).
 */
const ROLES_ADMITTED: Record<Exclude<Access, 'public'>, readonly Role[] | 'any'> = {
  account: 'any',
  member: 'any',
  relative: ['user'],
  moderator: ['moderator', 'admin', 'super_admin'],
  super_admin: ['super_admin'],
};

export function isAccess(value: unknown): value is Access {
  return typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);
}

/** Refuses a signed-in member the level does not admit ("Access Denied", spec §8 admin alerts). */
export function assertMayEnter(member: Member, access: Exclude<Access, 'public'>) {
  // D45: a relative's account enters the relative's routes (and every account's) and no other;
  // only they enter the relative's routes.
  if (access !== 'account' && member.relative !== (access === 'relative'))
    throw new ForbiddenError(
      member.relative ? familyMessages.relativeAccount : adminMessages.accessDenied,
      member.relative ? 'RELATIVE_ACCOUNT' : 'ACCESS_DENIED',
    );
  const admitted = ROLES_ADMITTED[access];
  if (admitted !== 'any' && !admitted.includes(member.role))
    throw new ForbiddenError(adminMessages.accessDenied, 'ACCESS_DENIED');
  // D35: a super admin sets up two-factor sign-in before anything the admin levels open.
  if ((access === 'moderator' || access === 'super_admin') && member.role === 'super_admin' && !member.twoFactor)
    throw new ForbiddenError(twoFactorMessages.setupRequired, 'TWO_FACTOR_SETUP_REQUIRED');
}
