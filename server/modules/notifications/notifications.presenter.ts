import { NOTIFICATION_KINDS, type Notification } from '#shared/schemas/notifications.ts';
import type { NotificationRow } from './notifications.repository.ts';

/** What leaves the server of a notification: its text and link, never the actor's id. */
export function presentNotification(row: NotificationRow): Notification {
  const kind = NOTIFICATION_KINDS[row.kind];
  return {
    id: row.id,
    kind: row.kind,
    title: kind.title(row.actorFirstName ?? ''),
    path: kind.path(row.subjectId),
    count: row.count,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
