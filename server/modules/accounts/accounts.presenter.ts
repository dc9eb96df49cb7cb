import type { OwnAccount } from '#shared/schemas/account.ts';
import type { AccountRow } from '#server/db/rows.ts';

/** What a member sees of their own account (never hashes, tokens or admin bookkeeping). */
export function presentOwnAccount(row: AccountRow): OwnAccount {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    countryCode: row.countryCode,
    phoneNumber: row.phoneNumber,
    role: row.role,
    membershipType: row.membershipType,
    emailVerified: row.emailVerified,
    phoneVerified: row.phoneVerified,
    twoFactorEnabled: row.twoFactorEnabled,
    relative: row.relativeAccount,
    createdAt: row.createdAt.toISOString(),
  };
}
