import { z } from 'zod';

/**
 * Web Push (D30): a device's subscription as the browser hands it over (PushSubscription.toJSON),
 * the server's VAPID public key, and what a push carries. A push names nobody unless the member
 * allowed previews, and carries nothing private: a title, at most a count, and the page to open.
 */

/** Real endpoints are a few hundred characters (FCM, Mozilla, Apple, Windows). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1_024;

export const pushMessages = {
  badEndpoint: 'This is not the address of a push service.',
  badKey: 'This is not a valid key of a push subscription.',
} as const;

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** URL-safe base64 of exactly `bytes` bytes (padding optional); `first`: the first byte's value. */
function keyOf(bytes: number, first?: number) {
  // The bound is loose on purpose: the exact length is the decoded key's, checked below.
  return z
    .string()
    .min(1)
    .max(128)
    .refine((value) => {
      if (!base64url.test(value)) return false;
      // atob throws on a length no base64 text can have: that is a bad key, never an error.
      let decoded: Uint8Array;
      try {
        decoded = decodeBase64url(value.replace(/=+$/, ''));
      } catch {
        return false;
      }
      return decoded.length === bytes && (first === undefined || decoded[0] === first);
    }, pushMessages.badKey);
}

function decodeBase64url(value: string): Uint8Array {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Host names that never are a push service: this machine, the local network, an IP address. */
const LOCAL_HOST = /(^localhost$)|(\.(localhost|local|internal|lan|home|arpa)$)/i;

/**
 * A push service's endpoint: https, a public host name (no IP address, no port but 443, no
 * credentials), so that the server's pushes cannot be aimed at its own network. Tests run a push
 * service of their own on http://127.0.0.1 (`allowLoopbackHttp`, NODE_ENV=test only).
 */
export function isPushEndpoint(value: string, allowLoopbackHttp = false): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLoopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  const host = url.hostname;
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    host.includes('.') &&
    !host.startsWith('[') &&
    !/^[\d.]+$/.test(host) &&
    !LOCAL_HOST.test(host)
  );
}

const endpointSchema = (allowLoopbackHttp: boolean) =>
  z
    .string()
    .min(1)
    .max(PUSH_ENDPOINT_MAX_LENGTH)
    .refine((value) => isPushEndpoint(value, allowLoopbackHttp), pushMessages.badEndpoint);

/** The body of POST /api/notifications/push/subscriptions: PushSubscription.toJSON(), as is. */
export const pushSubscriptionSchema = (options: { allowLoopbackHttp: boolean }) =>
  z
    .strictObject({
      endpoint: endpointSchema(options.allowLoopbackHttp),
      expirationTime: z.number().nullable().optional(),
      keys: z.strictObject({
        /** The browser's P-256 public key, uncompressed (65 bytes, 0x04 first). */
        p256dh: keyOf(65, 4),
        /** The browser's 16-byte authentication secret. */
        auth: keyOf(16),
      }),
    })
    .meta({ id: 'PushSubscription' });
export type PushSubscriptionInput = z.infer<ReturnType<typeof pushSubscriptionSchema>>;

/** The body of DELETE /api/notifications/push/subscriptions: this device's endpoint. */
export const pushEndpointSchema = z
  .strictObject({ endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX_LENGTH) })
  .meta({ id: 'PushEndpoint' });

/** The server's VAPID public key: the browser subscribes with it (applicationServerKey). */
export const pushPublicKeySchema = z.object({ publicKey: z.string() }).meta({ id: 'PushPublicKey' });

/** What a push carries to the service worker (web/public/sw.js). */
export interface PushPayload {
  title: string;
  body?: string;
  /** The page of the web app to open. */
  path: string;
  /** One notification per tag on the device: a newer one replaces it. */
  tag: string;
}
