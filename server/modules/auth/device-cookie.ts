import { randomBytes } from 'node:crypto';
import type { Auth, Device } from './auth.ts';

export type { Device } from './auth.ts';

/**
 * The device cookie of ADR 0025 (OWASP's "device cookies"): set after every successful sign-in,
 * it names the account and a random device id. A request that presents a valid one for the
 * account it signs in to is not held to the per-email ceiling of failed sign-ins, only to its own
 * small per-device limit. It is a signed cookie of better-auth's, written and read by our plugin
 * (auth.ts): `dm.device` (`__Secure-dm.device` behind HTTPS), HttpOnly, SameSite=Lax, Path=/,
 * Secure behind HTTPS, one year; its signature is domain-separated from the session cookie's.
 */

/** A fresh device id: 128 random bits. */
export const newDeviceId = () => randomBytes(16).toString('base64url');

/** The Set-Cookie of a device. */
export async function deviceCookie(auth: Auth, device: Device): Promise<string[]> {
  const { headers } = await auth.api.rememberDevice({ body: device, returnHeaders: true });
  return headers.getSetCookie();
}

/** The device the request's cookie names, only when its signature is right; otherwise undefined. */
export async function readDeviceCookie(
  auth: Auth,
  cookieHeader: string | null | undefined,
): Promise<Device | undefined> {
  if (!cookieHeader) return undefined;
  const { device } = await auth.api.deviceOf({ headers: new Headers({ cookie: cookieHeader }) });
  return device ?? undefined;
}
