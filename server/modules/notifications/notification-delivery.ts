import type { FastifyBaseLogger } from 'fastify';
import type { TFunction } from 'i18next';
import { translator } from '#server/lib/i18n.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from '#shared/schemas/notifications.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import type { JobsService } from '#server/modules/jobs/jobs.service.ts';
import { renderNotificationEmail, type EmailLink } from './notification-email.tsx';
import type { NotificationRow, NotificationsRepository, Recipient } from './notifications.repository.ts';
import { deliveryChannels, emailedKinds } from './notifications.policy.ts';
import { notificationTitle } from './notifications.presenter.ts';
import { unsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token.ts';

/** The job queues of notification delivery (ADR 0026). */
export const NOTIFICATION_QUEUES = { email: 'notification-email', digest: 'notification-digest' } as const;

/**
 * Sends what the queue holds: one email per notification, one digest per member and day (D30).
 * A job reads its notification and the member's settings again when it runs: a notification
 * read meanwhile, or a kind switched off meanwhile, is not emailed. Mail names nobody but the
 * other member by first name, and carries the one-click unsubscribe of RFC 8058.
 */
export function registerNotificationDelivery(deps: {
  jobs: JobsService;
  repository: NotificationsRepository;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  logger: FastifyBaseLogger;
  clock: () => Date;
}) {
  const { repository, publicUrl } = deps;
  const host = new URL(publicUrl).hostname || 'localhost';

  const link = (t: TFunction, row: NotificationRow): EmailLink => ({
    text: notificationTitle(t, row.kind, row.actorFirstName, row.subjectId),
    url: `${publicUrl}${NOTIFICATION_KINDS[row.kind].path(row.subjectId)}`,
  });

  function unsubscribe(memberId: string, target: UnsubscribeTarget) {
    const token = unsubscribeToken(deps.secret, { memberId, target });
    return {
      pageUrl: `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: {
        'List-Unsubscribe': `<${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  async function sendMail(
    recipient: Recipient,
    target: UnsubscribeTarget,
    mail: { title: string; items: EmailLink[]; reason: string; messageId: string },
  ) {
    const { pageUrl, headers } = unsubscribe(recipient.id, target);
    const t = translator(recipient.language);
    const { html, text } = await renderNotificationEmail({
      language: recipient.language,
      title: mail.title,
      items: mail.items,
      action: { text: t('notifications.email.openApp'), url: mail.items[0]?.url ?? publicUrl },
      reason: mail.reason,
      unsubscribe: { text: t('notifications.email.unsubscribe'), url: pageUrl },
      or: t('notifications.email.or'),
      settings: { text: t('notifications.email.settings'), url: `${publicUrl}/settings` },
    });
    await deps.mailer.send({
      to: recipient.email,
      subject: mail.title,
      text,
      html,
      headers,
      messageId: `<${mail.messageId}@${host}>`,
      links: [pageUrl, ...mail.items.map((item) => item.url)],
    });
  }

  deps.jobs.register(NOTIFICATION_QUEUES.email, async (payload) => {
    const row = await repository.forDelivery(String(payload.notificationId));
    if (!row || row.readAt) return;
    const recipient = await repository.recipient(row.memberId);
    if (!recipient || !deliveryChannels(recipient, row.kind).email || recipient.emailDigest) return;
    const t = translator(recipient.language);
    const item = link(t, row);
    await sendMail(recipient, row.kind, {
      title: item.text,
      items: [item],
      reason: t('notifications.email.reason', { kind: t(`notifications.kinds.${row.kind}.label`) }),
      messageId: `notification.${row.id}`,
    });
  });

  deps.jobs.register(NOTIFICATION_QUEUES.digest, async (payload) => {
    const recipient = await repository.recipient(String(payload.memberId));
    if (!recipient || !recipient.emailDigest) return;
    const kinds: NotificationKind[] = emailedKinds(recipient);
    const rows = await repository.unreadSince(recipient.id, recipient.lastDigestAt, kinds);
    const now = deps.clock();
    if (rows.length > 0) {
      const t = translator(recipient.language);
      await sendMail(recipient, 'digest', {
        title: t('notifications.email.digestTitle', { count: rows.length }),
        items: rows.map((row) => link(t, row)),
        reason: t('notifications.email.digestReason'),
        messageId: `digest.${recipient.id}.${now.toISOString().slice(0, 10)}`,
      });
    }
    await repository.setDigestSent(recipient.id, now);
  });
}
