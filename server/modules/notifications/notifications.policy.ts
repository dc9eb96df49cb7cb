import {
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type NotificationChannels,
  type NotificationKind,
} from '#shared/schemas/notifications.ts';
import type { Recipient } from './notifications.repository.ts';

/** The member's choice for one kind: their saved channels, or the kinds table's defaults. */
export function chosenChannels(recipient: Pick<Recipient, 'channels'>, kind: NotificationKind): NotificationChannels {
  return { ...NOTIFICATION_KINDS[kind].defaults, ...recipient.channels[kind] };
}

/**
 * D30: where a notification of `kind` goes. In the product as the member chose; by email and
 * push only when the kind's channel and the spec's channel-wide flag (emailNotifications,
 * pushNotifications) are both on, and only to an active account.
 */
export function deliveryChannels(recipient: Recipient, kind: NotificationKind): NotificationChannels {
  const chosen = chosenChannels(recipient, kind);
  const active = recipient.accountStatus === 'active';
  return {
    inApp: chosen.inApp,
    email: active && chosen.email && recipient.emailNotifications,
    push: active && chosen.push && recipient.pushNotifications,
  };
}

/** The kinds whose emails the member receives (the digest gathers these). */
export function emailedKinds(recipient: Recipient): NotificationKind[] {
  return NOTIFICATION_KIND_NAMES.filter((kind) => deliveryChannels(recipient, kind).email);
}

/**
 * The next daily digest: 08:00 in the member's time zone (UTC when unknown), the first such time
 * after `now`, and never within 20 hours of the last digest.
 */
export function nextDigestAt(now: Date, timezone: string | null, lastDigestAt: Date | null): Date {
  const zone = validTimeZone(timezone);
  const earliest = lastDigestAt ? Math.max(now.getTime(), lastDigestAt.getTime() + 20 * 3_600_000) : now.getTime();
  // The zone's offset at `earliest`, read back from Intl (no library: one formatter call).
  const offsetMs = zoneOffsetMs(new Date(earliest), zone);
  const local = new Date(earliest + offsetMs);
  const eight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 8);
  const localDigest = eight > local.getTime() ? eight : eight + 86_400_000;
  return new Date(localDigest - offsetMs);
}

function validTimeZone(zone: string | null): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}
