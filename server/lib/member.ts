import type { AccountStatus, MembershipType, Role } from '#shared/enums.ts';

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
  /** The spec's accountStatus: only active members have a session (D9). */
  state: AccountStatus;
  /** D35: whether the member signs in with a second factor (super admins must, for the admin routes). */
  twoFactor: boolean;
}

/** The caller of an account row as the session layer reads it. */
export function memberOf(account: {
  id: string;
  role: Role;
  membershipType: MembershipType;
  accountStatus: AccountStatus;
  twoFactorEnabled: boolean;
}): Member {
  return {
    id: account.id,
    role: account.role,
    membership: account.membershipType,
    state: account.accountStatus,
    twoFactor: account.twoFactorEnabled,
  };
}
