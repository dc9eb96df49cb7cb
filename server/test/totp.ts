import { Secret, TOTP } from 'otpauth';

/** D35: an authenticator's 30-second step for a time (RFC 6238). */
export const TOTP_PERIOD_MS = 30_000;
export const totpStep = (timestamp = Date.now()) => Math.floor(timestamp / TOTP_PERIOD_MS);

/** D35: the code an authenticator app shows for a secret (base32, as Settings shows it) at a time. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({
    timestamp,
  });
}
