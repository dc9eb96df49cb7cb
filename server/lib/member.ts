import type { AccountStatus, MembershipMode, MembershipType, Role } from '#shared/enums.ts';
import { hasPremiumAccess } from '#shared/rules/membership.ts';

/**
 * Who is calling: the signed-in member of a request, as the session plugin
 * (`server/plugins/session.ts`) puts it on `request.member`. A small value, not a table row:
 * services decide with it and read whatever else they need through their own repository.
 */
export interface Member {
  id: string;
  role: Role;
  /** The spec's membershipType: free or premium. */
  membership: MembershipType;
  /**
   * D41: whether the member has what Premium gives, by their membership and the community's
   * membership model (`shared/rules/membership.ts:hasPremiumAccess`). Every premium-only rule asks this.
   */
  premiumAccess: boolean;
  /** The spec's accountStatus: only active members have a session (D9). */
  state: AccountStatus;
  /** D35: whether the member signs in with a second factor (super admins must, for the admin routes). */
  twoFactor: boolean;
  /** D45: a relative's account: refused every member route, admitted to the relative's own. */
  relative: boolean;
}

/**
 * The caller of an account row as the session layer reads it, under the membership model in force
 * (the default model when the caller does not need the mode: a language look-up, a test).
 */
export function memberOf(
  account: {
    id: string;
    role: Role;
    membershipType: MembershipType;
    accountStatus: AccountStatus;
    twoFactorEnabled: boolean;
    relativeAccount?: boolean;
  },
  mode: MembershipMode = 'free_and_premium',
): Member {
  return {
    id: account.id,
    role: account.role,
    membership: account.membershipType,
    premiumAccess: hasPremiumAccess(account.membershipType, mode),
    state: account.accountStatus,
    twoFactor: account.twoFactorEnabled,
    relative: account.relativeAccount ?? false,
  };
}
