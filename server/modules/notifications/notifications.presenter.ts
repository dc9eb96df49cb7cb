import type { TFunction } from 'i18next';
import { NOTIFICATION_KINDS, type Notification, type NotificationKind } from '#shared/schemas/notifications.ts';
import type { NotificationRow } from './notifications.repository.ts';

/**
 * A notification's line in the member's language (D37): with the other member's first name, or
 * without it (no actor, or push previews off).
 */
export const notificationTitle = (
  t: TFunction,
  kind: NotificationKind,
  name: string | null,
  subjectId: string | null = null,
) => {
  // A Premium term's end (D41) names its date, kept as the notification's subject.
  const date = subjectId ?? '';
  return name
    ? t(`notifications.kinds.${kind}.title`, { name, date })
    : t(`notifications.kinds.${kind}.titleAnonymous`, { date });
};

/** What leaves the server of a notification: its text and link, never the actor's id. */
export function presentNotification(row: NotificationRow, t: TFunction): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: notificationTitle(t, row.kind, row.actorFirstName, row.subjectId),
    path: NOTIFICATION_KINDS[row.kind].path(row.subjectId),
    count: row.count,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
