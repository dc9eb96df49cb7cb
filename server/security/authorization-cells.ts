/** The building blocks of the authorization table's rows (security-bar.md; ADR 0020). */
import { ACTORS, type Actor, type Target, type World } from './world.ts';

/** One request of a cell. `cookie: null` sends none; `session` asks for a new session of the actor's kind. */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
  /** The request uses up the actor's session (sign-out, deactivation): it gets a new one. */
  freshSession?: boolean;
  /** A Server-Sent Events stream: only the status of the response head is read. */
  stream?: boolean;
}

export type Expected = number | Partial<Record<Target, number>>;

export interface Row {
  /** As the OpenAPI document names it: `GET /api/profiles/{userId}`. */
  route: string;
  targets: Target[];
  call(w: World, actor: Actor, target: Target): Promise<Omit<Call, 'method'>>;
  expect: Record<Actor, Expected>;
}

export const everyone = (expected: Expected) =>
  Object.fromEntries(ACTORS.map((a) => [a, expected])) as Record<Actor, Expected>;

/**
 * Signed-in routes: visitors and ended sessions get 401; members, staff and super admins as given;
 * a relative's account 403.
 */
export function signedIn(
  members: Expected,
  staff: Expected = members,
  superAdmin: Expected = staff,
): Record<Actor, Expected> {
  return {
    visitor: 401,
    deactivated: 401,
    free: members,
    premium: members,
    blocked: members,
    moderator: staff,
    admin: staff,
    super_admin: superAdmin,
    // D45: a relative's account enters no member route (its own are in authorization-rows.family.ts).
    relative: 403,
  };
}

/** What every signed-in account has of itself, a relative's account too (access level 'account'). */
export const everyAccount = (expected: Expected): Record<Actor, Expected> => ({
  ...signedIn(expected),
  relative: expected,
});

/** The Super Admin Panel (D6): the exact role super_admin; every other role 403. */
export const superAdminOnly = (expected: Expected): Record<Actor, Expected> => ({
  ...signedIn(403),
  super_admin: expected,
});

export const HIDDEN = { own: 404, other: 404, hidden: 404 };
export const ALL_TARGETS: Target[] = ['own', 'other', 'hidden'];
export const NONE: Target[] = ['none'];

/** A member the target names; a visitor's own record is a stranger's (a visitor has none). */
export async function subject(w: World, actor: Actor, target: Target) {
  if (target === 'own' && actor === 'visitor') return w.member(actor);
  return w.memberFor(actor, target);
}

export const get = (url: string) => async () => ({ url });
