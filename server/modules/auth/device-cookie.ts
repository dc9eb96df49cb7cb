import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie of ADR 0025 (OWASP's "device cookies"): set after every successful sign-in,
 * it names the account and a random device id, signed with an HMAC of the auth secret. A request
 * that presents a valid one for the account it signs in to is not held to the per-email ceiling
 * of failed sign-ins, only to its own small per-device limit.
 */
export const DEVICE_COOKIE = 'dm.device';
const SECURE_DEVICE_COOKIE = `__Secure-${DEVICE_COOKIE}`;
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface Device {
  accountId: string;
  deviceId: string;
}

/** Domain-separated from the session cookie's HMAC of the same secret. */
const signatureOf = (secret: string, accountId: string, deviceId: string) =>
  createHmac('sha256', secret).update(`device-cookie:v1:${accountId}:${deviceId}`).digest('base64url');

/** A fresh device id: 128 random bits. */
export const newDeviceId = () => randomBytes(16).toString('base64url');

/** The Set-Cookie of a device: HttpOnly, SameSite=Lax, Secure (and `__Secure-`) behind HTTPS, one year. */
export function deviceCookie(secret: string, device: Device, secure: boolean): string {
  const value = `${device.accountId}.${device.deviceId}.${signatureOf(secret, device.accountId, device.deviceId)}`;
  const name = secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;
  return `${name}=${encodeURIComponent(value)}; Max-Age=${MAX_AGE_SECONDS}; Path=/; HttpOnly${secure ? '; Secure' : ''}; SameSite=Lax`;
}

/** The device the request's cookie names, only when its signature is right; otherwise undefined. */
export function readDeviceCookie(cookieHeader: string | null | undefined, secret: string): Device | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (name !== DEVICE_COOKIE && name !== SECURE_DEVICE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      continue;
    }
    const [accountId, deviceId, signature, ...rest] = value.split('.');
    if (!accountId || !deviceId || !signature || rest.length > 0) continue;
    if (accountId.length > 64 || deviceId.length > 64) continue;
    // Compared as text: decoding first would accept other spellings of the same bytes.
    const given = Buffer.from(signature);
    const expected = Buffer.from(signatureOf(secret, accountId, deviceId));
    if (given.length === expected.length && timingSafeEqual(given, expected)) return { accountId, deviceId };
  }
  return undefined;
}
