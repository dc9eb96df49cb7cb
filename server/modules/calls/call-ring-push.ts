import type { FastifyBaseLogger } from 'fastify';
import { CALL_RING_SECONDS } from '#shared/schemas/calls.ts';
import type { PushPayload } from '#shared/schemas/push.ts';
import { translator } from '#server/lib/i18n.ts';
import type { JobsService } from '#server/modules/jobs/jobs.service.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.service.ts';
import type { PushService } from '#server/modules/push/push.service.ts';
import type { CallsRepository } from './calls.repository.ts';

/** The job that rings the member called on their devices (D47), enqueued with the call. */
export const RING_PUSH_QUEUE = 'call-ring-push';

/** A ring with less than this left is not pushed: it would arrive after the call stopped ringing. */
const LEAST_RING_LEFT_SECONDS = 3;

/**
 * D47: a call ringing also rings the devices of the member called, by Web Push, when their push of
 * the missed-call kind is on (Settings → Notifications): 'Incoming video call', with the caller's
 * first name only when the member allowed previews. The job reads the call again when it runs
 * (answered, ended, blocked or rung out meanwhile: nothing is sent). The push lives no longer than
 * the ring (its TTL), at high urgency, one notification per call on a device (its tag). A device
 * that fails is logged, not retried: a ring that arrives late is worse than none.
 */
export function registerRingPush(deps: {
  jobs: Pick<JobsService, 'register'>;
  repository: Pick<CallsRepository, 'live'>;
  notifications: Pick<NotificationsService, 'pushRecipient'>;
  push: Pick<PushService, 'devicesOf' | 'sendTo'>;
  logger: FastifyBaseLogger;
  clock: () => Date;
}) {
  deps.jobs.register(RING_PUSH_QUEUE, async (payload) => {
    const { callId, calleeId } = payload;
    if (typeof callId !== 'string' || typeof calleeId !== 'string') return;
    const call = await deps.repository.live(calleeId, callId);
    if (!call || call.status !== 'ringing' || call.calleeId !== calleeId) return;
    const left = Math.floor(CALL_RING_SECONDS - (deps.clock().getTime() - call.startedAt.getTime()) / 1000);
    if (left < LEAST_RING_LEFT_SECONDS) return;
    const to = await deps.notifications.pushRecipient(calleeId, 'missed_call');
    if (!to) return;
    const t = translator(to.language);
    const message: PushPayload = {
      title: to.previews
        ? t(`calls.ringing.${call.kind}`, { name: call.firstName })
        : t(`calls.ringing.${call.kind}Anonymous`),
      path: `/messages/${call.conversationId}`,
      tag: `call:${call.id}`,
    };
    const devices = await deps.push.devicesOf(calleeId);
    const sent = await Promise.allSettled(
      devices.map((device) => deps.push.sendTo(calleeId, device, message, { ttlSeconds: left, urgency: 'high' })),
    );
    for (const result of sent)
      if (result.status === 'rejected') deps.logger.warn({ err: result.reason, callId }, 'call ring push failed');
  });
}
