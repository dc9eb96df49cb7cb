import type { FastifyBaseLogger } from 'fastify';
import {
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_RETENTION_DAYS,
  NOTIFICATIONS_PAGE_SIZE,
  notificationMessages,
  type NotificationKind,
  type NotificationChoices,
  type NotificationSettings,
  type NotificationSettingsSave,
  type NotificationsPage,
} from '#shared/schemas/notifications.ts';
import type { Database, Transaction } from '#server/db/database.ts';
import { BadRequestError, NotFoundError } from '#server/lib/errors.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import type { Member } from '#server/lib/member.ts';
import type { JobsService } from '#server/modules/jobs/jobs.service.ts';
import type { PushService } from '#server/modules/push/push.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import { NOTIFICATION_QUEUES, registerNotificationDelivery } from './notification-delivery.ts';
import { PUSH_QUEUES, pushJobKey, registerNotificationPush } from './notification-push.ts';
import { translator } from '#server/lib/i18n.ts';
import { presentNotification } from './notifications.presenter.ts';
import { chosenChannels, deliveryChannels, nextDigestAt } from './notifications.policy.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** What happened, to whom: `actorId` the member who caused it (null: an administrator). */
export interface NotificationEvent {
  to: string;
  kind: NotificationKind;
  actorId: string | null;
  subjectId: string | null;
}

const pageCursor = {
  encode: (row: { createdAt: Date; id: string }) =>
    Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url'),
  decode(value: string | undefined) {
    if (!value) return undefined;
    try {
      const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
      if (typeof at === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(at)))
        return { createdAt: new Date(at), id };
    } catch {
      // refused below
    }
    throw new BadRequestError('This page link is not valid any more.', 'INVALID_CURSOR');
  },
};

/**
 * D30: notifications in the product (the bell), by email and by push, each as the member chose.
 * `notify` is called by the module where something happened; delivery beyond the bell goes
 * through the job queue, so that a failed or interrupted email never loses the notification.
 */
export function createNotificationsService(deps: {
  db: Database;
  jobs: JobsService;
  push: PushService;
  publish: Publish;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  logger: FastifyBaseLogger;
  clock?: (() => Date) | undefined;
}) {
  const repository = createNotificationsRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());
  registerNotificationDelivery({ ...deps, repository, clock });
  registerNotificationPush({ ...deps, repository });
  deps.jobs.register('notification-purge', async () => {
    await repository.purgeOlderThan(new Date(clock().getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000));
  });

  /**
   * Writes the notification and its delivery jobs in the caller's transaction, so that they exist
   * exactly when the change they tell of does (a kill between the two loses neither). Every query
   * goes through `tx` (PGlite has one connection). Returns whether the bell changed: the caller
   * announces it once the transaction committed.
   */
  async function record(tx: Transaction, event: NotificationEvent): Promise<boolean> {
    // D31, issue 43: nothing a member on hold or deactivated does tells anyone (no bell, email or push).
    if (event.actorId && !(await repository.reachesOthers(event.actorId, tx))) return false;
    if (event.actorId && (await repository.blockedBetween(event.to, event.actorId, tx))) return false;
    const recipient = await repository.recipient(event.to, tx);
    if (!recipient) return false;
    const channels = deliveryChannels(recipient, event.kind);
    if (!channels.inApp && !channels.email && !channels.push) return false;
    const { id, created, count } = await repository.add(tx, { ...event, memberId: event.to, inApp: channels.inApp });
    if (channels.push)
      await deps.jobs.enqueue(
        { queue: PUSH_QUEUES.event, key: pushJobKey(id, count), payload: { notificationId: id, count } },
        tx,
      );
    if (channels.email && created)
      await deps.jobs.enqueue(
        recipient.emailDigest
          ? {
              queue: NOTIFICATION_QUEUES.digest,
              key: `digest:${recipient.id}`,
              payload: { memberId: recipient.id },
              runAt: nextDigestAt(clock(), recipient.timezone, recipient.lastDigestAt),
            }
          : { queue: NOTIFICATION_QUEUES.email, key: `email:${id}`, payload: { notificationId: id } },
        tx,
      );
    return channels.inApp;
  }

  /** The member's bell changed: their open tabs refetch it (D3). */
  const announce = (memberId: string) => deps.publish({ topic: 'notifications', to: [memberId] });

  return {
    /**
     * Tells `event.to` of the event, through the channels they chose. Nothing between a blocked
     * pair (D11). A message of a conversation whose notification is unread adds to it and sends
     * no second email (D30), but is pushed again (the device replaces its notification).
     */
    async notify(event: NotificationEvent) {
      if (await deps.db.transaction((tx) => record(tx, event))) await announce(event.to);
    },

    record,
    announce,

    /**
     * Whom a push of `kind` may reach now, for a module that pushes without a notification (a call
     * ringing, D47): the member's language and previews choice, or undefined when the kind's push or
     * the member's pushes are off, or the account is not active.
     */
    async pushRecipient(memberId: string, kind: NotificationKind) {
      const recipient = await repository.recipient(memberId);
      if (!recipient || !deliveryChannels(recipient, kind).push) return undefined;
      return { language: recipient.language, previews: recipient.pushPreviews };
    },

    async list(member: Member, cursor: string | undefined): Promise<NotificationsPage> {
      const rows = await repository.page(member.id, pageCursor.decode(cursor), NOTIFICATIONS_PAGE_SIZE + 1);
      const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
      const last = page.at(-1);
      const t = translator((await repository.recipient(member.id))?.language ?? 'en');
      return {
        notifications: page.map((row) => presentNotification(row, t)),
        nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE && last ? pageCursor.encode(last) : null,
      };
    },

    unread: async (member: Member) => ({ unread: await repository.unreadCount(member.id) }),

    async markRead(member: Member, id: string) {
      if (!(await repository.find(member.id, id))) throw new NotFoundError(notificationMessages.notFound);
      if (await repository.markRead(member.id, id)) await deps.publish({ topic: 'notifications', to: [member.id] });
    },

    async markAllRead(member: Member) {
      if ((await repository.markAllRead(member.id)) > 0)
        await deps.publish({ topic: 'notifications', to: [member.id] });
    },

    /** The member read what a notification is about (a conversation): it is read too. */
    async markSubjectRead(memberId: string, kind: NotificationKind, subjectId: string) {
      if ((await repository.markSubjectRead(memberId, kind, subjectId)) > 0)
        await deps.publish({ topic: 'notifications', to: [memberId] });
    },

    /** The admin's Manage modal: a member's choices per kind (D30). */
    async choicesOf(memberId: string): Promise<NotificationChoices> {
      const { kinds, emailDigest, pushPreviews } = await this.settings({ id: memberId });
      return { kinds, emailDigest, pushPreviews };
    },

    async settings(member: Pick<Member, 'id'>): Promise<NotificationSettings> {
      const recipient = await repository.recipient(member.id);
      if (!recipient) throw new NotFoundError(notificationMessages.notFound);
      return {
        kinds: Object.fromEntries(
          NOTIFICATION_KIND_NAMES.map((kind) => [kind, chosenChannels(recipient, kind)]),
        ) as NotificationSettings['kinds'],
        emailNotifications: recipient.emailNotifications,
        pushNotifications: recipient.pushNotifications,
        marketingEmails: recipient.marketingEmails,
        emailDigest: recipient.emailDigest,
        pushPreviews: recipient.pushPreviews,
      };
    },

    async saveSettings(member: Member, input: NotificationSettingsSave): Promise<NotificationSettings> {
      // A kind the body leaves out keeps the member's choice.
      const { kinds } = await this.settings(member);
      await repository.saveSettings(member.id, {
        channels: { ...kinds, ...input.kinds },
        emailDigest: input.emailDigest,
        pushPreviews: input.pushPreviews,
      });
      await repository.saveFlags(member.id, {
        emailNotifications: input.emailNotifications,
        pushNotifications: input.pushNotifications,
        marketingEmails: input.marketingEmails,
      });
      await deps.publish({ topic: 'notifications', to: [member.id], admins: true });
      return this.settings(member);
    },

    /**
     * D30: the one-click unsubscribe of an email, without signing in. A kind's token switches
     * that kind's emails off; the digest's switches the digest's emails off (every kind's email,
     * since the digest carried them all). A forged or altered token changes nothing.
     */
    async unsubscribe(token: string): Promise<{ message: string; kind: string }> {
      const named = readUnsubscribeToken(token, deps.secret);
      const recipient = named && (await repository.recipient(named.memberId));
      if (!named || !recipient)
        throw new BadRequestError(notificationMessages.unsubscribeInvalid, 'INVALID_UNSUBSCRIBE_LINK');
      const kinds = named.target === 'digest' ? NOTIFICATION_KIND_NAMES : [named.target];
      const channels = Object.fromEntries(
        NOTIFICATION_KIND_NAMES.map((kind) => {
          const chosen = chosenChannels(recipient, kind);
          return [kind, kinds.includes(kind) ? { ...chosen, email: false } : chosen];
        }),
      );
      await repository.saveSettings(recipient.id, {
        channels,
        emailDigest: recipient.emailDigest,
        pushPreviews: recipient.pushPreviews,
      });
      await deps.publish({ topic: 'notifications', to: [recipient.id], admins: true });
      return { message: notificationMessages.unsubscribed, kind: named.target };
    },

    /** The daily purge of notifications older than 90 days (D30), as a job. */
    schedulePurge: () =>
      deps.jobs.enqueue({
        queue: 'notification-purge',
        key: `notification-purge:${clock().toISOString().slice(0, 10)}`,
        payload: {},
      }),
  };
}
