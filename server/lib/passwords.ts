import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Password hashing for better-auth (ASVS 2.4.1): argon2id with a per-hash salt. Hashes never leave
 * the server. A hash carries its own parameters, so any hash verifies whatever the current cost.
 */

/** OWASP's parameters (19 MiB, two passes): every hash a server or a command line makes. */
export const PRODUCTION_PASSWORD_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The test suites' cost (ADR 0040): the same algorithm and code path at argon2's smallest memory,
 * ~0.2 ms instead of ~11 ms a hash. Only a configuration with NODE_ENV=test may ask for it
 * (server/config/config.ts refuses PASSWORD_HASH_COST=test otherwise).
 */
export const TEST_PASSWORD_COST = { memoryCost: 64, timeCost: 1, parallelism: 1 } as const;

export type PasswordHashCost = 'production' | 'test';

export function hashPassword(password: string, cost: PasswordHashCost = 'production'): Promise<string> {
  return hash(password, cost === 'test' ? TEST_PASSWORD_COST : PRODUCTION_PASSWORD_COST);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** D7: the ~49,000 most common passwords of zxcvbn's list, compared without letter case. */
const COMMON_PASSWORDS = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
