import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Password hashing for better-auth (ASVS 2.4.1): argon2id with a per-hash salt, OWASP's parameters.
 * Hashes never leave the server.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
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
