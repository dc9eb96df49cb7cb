import type { Role } from '#shared/enums.ts';

/**
 * D6, D31: the roles that work the Moderation page, the ones the server's `moderator` access level
 * admits (server/modules/auth/access.policy.ts). This only decides what to draw.
 */
const MODERATOR_ROLES: readonly Role[] = ['moderator', 'admin', 'super_admin'];

export const mayModerate = (role: Role) => MODERATOR_ROLES.includes(role);
