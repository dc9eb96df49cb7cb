import webpush from 'web-push';
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

export type PushSender = (
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: string,
) => Promise<SendOutcome>;

/**
 * Sends one push (RFC 8030): web-push encrypts the payload for the device (aes128gcm, RFC 8291)
 * and signs the VAPID header (RFC 8292); the request itself goes through fetch, without
 * following redirects and with a time limit. 404 and 410 mean the subscription is gone; any
 * other failure throws, and the job queue tries again.
 */
export function createPushSender(vapid: VapidKeys & { subject: string }): PushSender {
  return async (subscription, payload) => {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    // fetch counts the body itself.
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.status < 200 || response.status > 299) throw new PushServiceError(response.status);
    return 'sent';
  };
}
