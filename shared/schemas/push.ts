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

/**
 * The browsers' push services (D30): FCM (Chrome, Edge on Android, most others), Mozilla's autopush
 * (Firefox), Apple's (Safari) and Windows' (Edge on Windows). `*.` stands for every name under it.
 * A server adds others with PUSH_SERVICE_HOSTS (server/config/config.ts).
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

export interface PushEndpointRules {
  /** Push services besides PUSH_SERVICE_HOSTS, written the same way (the server's PUSH_SERVICE_HOSTS). */
  extraHosts?: readonly string[];
  /**
   * The test suites' own push service (PUSH_ALLOW_LOOPBACK_HTTP, NODE_ENV=test only): http and a
   * port are taken, and the address 127.0.0.1 as the host. Names still must be push services'.
   */
  allowLoopbackHttp?: boolean;
}

/** A host name as DNS spells it: no address (the last label starts with a letter), no empty label, no final dot. */
const HOST_NAME = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z]([a-z0-9-]*[a-z0-9])?$/;

/** `host` is a push service's: one of PUSH_SERVICE_HOSTS or `extraHosts`, or a name under a `*.` one. */
export function isPushServiceHost(host: string, extraHosts: readonly string[] = []): boolean {
  const name = host.toLowerCase();
  if (!HOST_NAME.test(name)) return false;
  return [...PUSH_SERVICE_HOSTS, ...extraHosts].some((known) =>
    known.startsWith('*.') ? name.endsWith(known.slice(1)) : name === known,
  );
}

/**
 * A push service's endpoint: https to a known push service's host name (no address, no port but
 * 443, no credentials), so that the server's pushes cannot be aimed at its own network. What the
 * name resolves to is checked when a push is sent (server/modules/push/push-sender.ts).
 */
export function isPushEndpoint(value: string, rules: PushEndpointRules = {}): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (rules.allowLoopbackHttp && (url.protocol === 'http:' || url.protocol === 'https:')) {
    return url.hostname === '127.0.0.1' || isPushServiceHost(url.hostname, rules.extraHosts);
  }
  return url.protocol === 'https:' && url.port === '' && isPushServiceHost(url.hostname, rules.extraHosts);
}

const endpointSchema = (rules: PushEndpointRules) =>
  z
    .string()
    .min(1)
    .max(PUSH_ENDPOINT_MAX_LENGTH)
    .refine((value) => isPushEndpoint(value, rules), pushMessages.badEndpoint);

/** The body of POST /api/notifications/push/subscriptions: PushSubscription.toJSON(), as is. */
export const pushSubscriptionSchema = (rules: PushEndpointRules) =>
  z
    .strictObject({
      endpoint: endpointSchema(rules),
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
