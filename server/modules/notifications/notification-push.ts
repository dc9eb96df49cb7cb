import { translator } from '#server/lib/i18n.ts';
import { notificationTitle } from './notifications.presenter.ts';
import { NOTIFICATION_KINDS } from '#shared/schemas/notifications.ts';
import type { PushPayload } from '#shared/schemas/push.ts';
import type { JobsService } from '#server/modules/jobs/jobs.service.ts';
import type { PushService } from '#server/modules/push/push.service.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { deliveryChannels } from './notifications.policy.ts';

/** The job queues of Web Push (ADR 0026): one job per notification event, then one per device. */
export const PUSH_QUEUES = { event: 'notification-push', device: 'notification-push-device' } as const;

/** The key of a notification event's push job: a message that bumps an unread row is a new event. */
export const pushJobKey = (notificationId: string, count: number) => `push:${notificationId}:${count}`;

/**
 * Sends pushes (D30). The event's job fans out to one job per device of the member, so that a
 * device whose push service fails is retried alone and the others are not pushed twice. Each
 * job reads the notification and the member's settings again when it runs: read meanwhile,
 * blocked meanwhile, or push switched off meanwhile, nothing is sent. A push names the other
 * member (first name only) only when the member allowed previews.
 */
export function registerNotificationPush(deps: {
  jobs: JobsService;
  repository: NotificationsRepository;
  push: PushService;
}) {
  const { repository, push, jobs } = deps;

  /** The notification and its member, when a push is still due; undefined otherwise. */
  async function due(notificationId: string) {
    const row = await repository.forDelivery(notificationId);
    if (!row || row.readAt) return undefined;
    const recipient = await repository.recipient(row.memberId);
    if (!recipient || !deliveryChannels(recipient, row.kind).push) return undefined;
    return { row, recipient };
  }

  jobs.register(PUSH_QUEUES.event, async (payload) => {
    const notificationId = String(payload.notificationId);
    const found = await due(notificationId);
    if (!found) return;
    for (const subscriptionId of await push.devicesOf(found.row.memberId)) {
      await jobs.enqueue({
        queue: PUSH_QUEUES.device,
        key: `push-device:${notificationId}:${String(payload.count)}:${subscriptionId}`,
        payload: { notificationId, subscriptionId },
      });
    }
  });

  jobs.register(PUSH_QUEUES.device, async (payload) => {
    const found = await due(String(payload.notificationId));
    if (!found) return;
    const { row, recipient } = found;
    const t = translator(recipient.language);
    const message: PushPayload = {
      title: notificationTitle(t, row.kind, recipient.pushPreviews ? row.actorFirstName : null, row.subjectId),
      ...(row.kind === 'message' && row.count > 1
        ? { body: t('notifications.newMessages', { count: row.count }) }
        : {}),
      path: NOTIFICATION_KINDS[row.kind].path(row.subjectId),
      tag: `${row.kind}:${row.subjectId ?? row.id}`,
    };
    await push.sendTo(row.memberId, String(payload.subscriptionId), message);
  });
}
