import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload, PushSubscriptionInput } from '#shared/schemas/push.ts';
import type { Config } from '#server/config/config.ts';
import type { Database } from '#server/db/database.ts';
import type { Member } from '#server/lib/member.ts';
import { createPushSender, type PushDelivery, type SendOutcome } from './push-sender.ts';
import { createPushRepository } from './push.repository.ts';
import { deriveVapidKeys } from './vapid.ts';

export type PushService = ReturnType<typeof createPushService>;

/** A member's devices beyond this many (the oldest first) are dropped: no fan-out without end. */
export const PUSH_DEVICES_PER_MEMBER = 10;

/**
 * Web Push (D30): the devices a member allowed, and sending to one of them. What a push says, and
 * whether it is sent at all, is the notifications module's business (notification-push.ts).
 */
export function createPushService(deps: {
  db: Database;
  config: Pick<Config, 'push'>;
  secret: string;
  logger: FastifyBaseLogger;
}) {
  const repository = createPushRepository(deps.db);
  const keys = deps.config.push.keys ?? deriveVapidKeys(deps.secret);
  const send = createPushSender(
    { ...keys, subject: deps.config.push.subject },
    { extraHosts: deps.config.push.serviceHosts, allowLoopbackHttp: deps.config.push.allowLoopbackHttp },
  );

  return {
    publicKey: () => ({ publicKey: keys.publicKey }),

    async subscribe(member: Member, input: PushSubscriptionInput, userAgent: string | undefined) {
      await repository.save(
        {
          memberId: member.id,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh.replace(/=+$/, ''),
          auth: input.keys.auth.replace(/=+$/, ''),
          userAgent: (userAgent ?? '').slice(0, 300),
        },
        PUSH_DEVICES_PER_MEMBER,
      );
    },

    /** Only the member's own subscription of this endpoint; another member's stays. */
    async unsubscribe(member: Member, endpoint: string) {
      await repository.remove(member.id, endpoint);
    },

    /** The ids of the member's devices: the notifications module sends to each in a job of its own. */
    devicesOf: async (memberId: string) => (await repository.ofMember(memberId)).map((row) => row.id),

    /**
     * Sends to one device of `memberId` (`delivery`: a day's TTL at normal urgency unless said). 'gone': the device is no longer the member's, or the
     * push service said it is gone (404, 410: its row is deleted). Other failures throw.
     */
    async sendTo(
      memberId: string,
      subscriptionId: string,
      payload: PushPayload,
      delivery?: PushDelivery,
    ): Promise<SendOutcome> {
      const subscription = await repository.find(subscriptionId);
      if (!subscription || subscription.memberId !== memberId) return 'gone';
      const outcome = await send(subscription, JSON.stringify(payload), delivery);
      if (outcome === 'gone') {
        await repository.removeById(subscription.id);
        deps.logger.info({ subscriptionId }, 'push subscription gone: removed');
      }
      return outcome;
    },
  };
}
