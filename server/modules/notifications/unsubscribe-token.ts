import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KIND_NAMES, type NotificationKind } from '#shared/schemas/notifications.ts';

/** What an unsubscribe link switches off: one kind's emails, or the daily digest. */
export type UnsubscribeTarget = NotificationKind | 'digest';

export interface Unsubscribe {
  memberId: string;
  target: UnsubscribeTarget;
}

const TARGETS = new Set<string>([...NOTIFICATION_KIND_NAMES, 'digest']);

/** Domain-separated from the session cookie's and the device cookie's HMACs of the same secret. */
const signatureOf = (secret: string, memberId: string, target: string) =>
  createHmac('sha256', secret).update(`unsubscribe:v1:${memberId}:${target}`).digest('base64url');

/**
 * D30: the signed token of an email's one-click unsubscribe. It names the member and the kind and
 * needs no sign-in; it does not expire (an old mail's link must still work) and can only switch
 * that kind's emails off.
 */
export function unsubscribeToken(secret: string, { memberId, target }: Unsubscribe): string {
  return `${memberId}.${target}.${signatureOf(secret, memberId, target)}`;
}

/** The member and kind a token names, only when its signature is right; otherwise undefined. */
export function readUnsubscribeToken(token: string, secret: string): Unsubscribe | undefined {
  const [memberId, target, signature, ...rest] = token.split('.');
  if (!memberId || !target || !signature || rest.length > 0 || memberId.length > 64) return undefined;
  if (!TARGETS.has(target)) return undefined;
  // Compared as text: decoding first would accept other spellings of the same bytes.
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(secret, memberId, target));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { memberId, target: target as UnsubscribeTarget };
}
