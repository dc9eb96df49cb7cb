import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import webpush from 'web-push';
import { isPushEndpoint, type PushEndpointRules } from '#shared/schemas/push.ts';
import type { VapidKeys } from './vapid.ts';

/** How long a push service keeps a push for a device that is offline (a day, in seconds). */
export const PUSH_TTL_SECONDS = 86_400;
const TIMEOUT_MS = 10_000;

export type SendOutcome = 'sent' | 'gone';

export class PushServiceError extends Error {
  constructor(readonly statusCode: number) {
    super(`the push service answered ${statusCode}`);
    this.name = 'PushServiceError';
  }
}

/** A push service's name resolved to an address that is not public: nothing was connected. */
export class PushAddressRefused extends Error {
  readonly code = 'PUSH_ADDRESS_REFUSED';
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to ${address}, not a public address: no push is sent there`);
    this.name = 'PushAddressRefused';
  }
}

/** How long the push service keeps the push for an offline device, and how soon it wakes one (RFC 8030 §5.2–5.3). */
export interface PushDelivery {
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

export type PushSender = (
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: string,
  delivery?: PushDelivery,
) => Promise<SendOutcome>;

/**
 * An address on the public internet: IPv4 unicast outside every special range (private, loopback,
 * link-local with the metadata service, carrier-grade NAT, reserved…), IPv6 global unicast
 * (2000::/3) outside its special ranges (documentation, NAT64, 6to4, Teredo…); an IPv4-mapped IPv6
 * address is judged as its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (!v6.match(ipaddr.IPv6.parse('2000::'), 3)) return false;
  }
  return parsed.range() === 'unicast';
}

/**
 * A `lookup` for net/tls.connect that resolves the name once and hands on its addresses only when
 * every one of them is public: the connection goes to an address that was checked, and TLS still
 * verifies the name. Otherwise it fails with PushAddressRefused and nothing is connected.
 */
export function publicAddressesOnly(lookup: LookupFunction = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses: LookupAddress[] = typeof found === 'string' ? [{ address: found, family: isIP(found) }] : found;
      const refused = addresses.find(({ address }) => !isPublicAddress(address));
      if (refused || addresses.length === 0) {
        return callback(new PushAddressRefused(hostname, refused?.address ?? 'nothing'), '', 0);
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * Sends one push (RFC 8030): web-push encrypts the payload for the device (aes128gcm, RFC 8291)
 * and signs the VAPID header (RFC 8292). The endpoint must still be a known push service's
 * (shared/schemas/push.ts; a stored one that no longer is, is 'gone'), and its name must resolve to
 * public addresses only (`publicAddressesOnly`): the request connects to the address that was
 * checked, follows no redirect (a 3xx is a failure) and has a time limit. 404 and 410 mean the
 * subscription is gone; any other failure throws, and the job queue tries again.
 * `options.lookup`: the resolver (dns.lookup; tests give their own).
 */
export function createPushSender(
  vapid: VapidKeys & { subject: string },
  options: PushEndpointRules & { lookup?: LookupFunction } = {},
): PushSender {
  const lookup = publicAddressesOnly(options.lookup);
  return async (subscription, payload, delivery = { ttlSeconds: PUSH_TTL_SECONDS, urgency: 'normal' }) => {
    if (!isPushEndpoint(subscription.endpoint, options)) return 'gone';
    const url = new URL(subscription.endpoint);
    // Only the test suites' push service is an address (http://127.0.0.1, allowLoopbackHttp): a
    // name goes through the checked lookup, which net.connect skips for an address.
    if (isIP(url.hostname) && !(options.allowLoopbackHttp && url.hostname === '127.0.0.1')) return 'gone';
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: delivery.ttlSeconds,
        urgency: delivery.urgency,
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const status = await post(url, headers, request.body, lookup);
    if (status === 404 || status === 410) return 'gone';
    if (status < 200 || status > 299) throw new PushServiceError(status);
    return 'sent';
  };
}

/** One POST on a connection of its own (no pooled socket another lookup made); the answer's status. */
function post(url: URL, headers: Record<string, string>, body: Buffer, lookup: LookupFunction): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: 'POST', headers, lookup, agent: false, signal: AbortSignal.timeout(TIMEOUT_MS) },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
