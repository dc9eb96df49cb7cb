import type { Role } from '#shared/enums.ts';
import type { ChurchError } from '#shared/schemas/church-sign-in.ts';
import { churchSignInMessages } from '#shared/schemas/church-sign-in.ts';
import { BadRequestError, ForbiddenError } from '#server/lib/errors.ts';
import type { StoredChurchSettings } from './church-sign-in.repository.ts';

/**
 * The rules of church sign-in (D48, ADR 0053). Only the super admin reads or changes its settings
 * (the routes' access level `super_admin`); visitors learn only whether it is on and its label.
 */

/** Staff (moderators, admins, super admins) keep password and second factor (D35); church sign-in never signs them in. */
export const isStaff = (role: Role) => role !== 'user';

/** On only when everything it needs is there. */
export function isUsable(settings: StoredChurchSettings): boolean {
  return (
    settings.on &&
    settings.issuer !== '' &&
    settings.clientId !== '' &&
    settings.sealedSecret !== '' &&
    settings.buttonLabel !== ''
  );
}

/** The admin may not turn it on half set up. */
export function assertComplete(settings: StoredChurchSettings) {
  if (settings.on && !isUsable(settings)) throw new BadRequestError(churchSignInMessages.incomplete, 'INCOMPLETE');
}

/** D48: with members' password sign-in off, a member's right password makes no session; staff go on. */
export function assertPasswordSignInAllowed(settings: Pick<StoredChurchSettings, 'memberPasswordSignIn'>, role: Role) {
  if (!settings.memberPasswordSignIn && !isStaff(role))
    throw new ForbiddenError(churchSignInMessages.passwordSignInOff, 'PASSWORD_SIGN_IN_OFF');
}

/** What the provider said of the person, as the first sign-in decides on it. */
export interface ChurchPerson {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
}

/**
 * D48's first sign-in: link to the account with the same email only when the provider vouches for
 * it as verified; an unverified email that an account already has is refused (it cannot make a
 * second account with it, and linking would hand the account to whoever typed the address at the
 * provider); no account with it: a new member.
 */
export function firstSignIn(
  person: ChurchPerson,
  existing: { id: string; role: Role } | undefined,
): { link: string } | { create: true } | { refuse: ChurchError } {
  if (!person.email) return { refuse: 'no_email' };
  if (!existing) return { create: true };
  if (!person.emailVerified) return { refuse: 'email_unverified' };
  if (isStaff(existing.role)) return { refuse: 'staff' };
  return { link: existing.id };
}

/** A refusal the callback turns into the sign-in page with its code, never a 500. */
export class ChurchSignInRefused extends Error {
  constructor(
    readonly code: ChurchError,
    readonly reason = code as string,
  ) {
    super(`church sign-in refused: ${reason}`);
  }
}
