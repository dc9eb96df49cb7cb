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
 * after `now`, and never within 20 hours of the last digest. The offset is the zone's at that
 * 08:00, not at `now`: on the days the clocks change the two differ by an hour.
 */
export function nextDigestAt(now: Date, timezone: string | null, lastDigestAt: Date | null): Date {
  const zone = validTimeZone(timezone);
  const earliest = lastDigestAt ? Math.max(now.getTime(), lastDigestAt.getTime() + 20 * 3_600_000) : now.getTime();
  const local = new Date(earliest + zoneOffsetMs(new Date(earliest), zone));
  const today = atLocalEight(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), zone);
  if (today > earliest) return new Date(today);
  return new Date(atLocalEight(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1, zone));
}

/** The instant of 08:00 on a calendar day in `zone`: the offset read at that instant. */
function atLocalEight(year: number, month: number, day: number, zone: string): number {
  const wall = Date.UTC(year, month, day, 8);
  const guess = wall - zoneOffsetMs(new Date(wall), zone);
  return wall - zoneOffsetMs(new Date(guess), zone);
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
