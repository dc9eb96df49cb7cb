import { createECDH, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { schema } from '#server/db/schema.ts';
import type { OperationPlan } from './fuzz-harness.ts';
import { acceptedEmail, pushHints, requireSelf } from './fuzz-records.ts';

// The fuzz plan's operations of the live events, Web Push and the contact form, part of FUZZ_PLAN
// (fuzz-plan.ts); their fuzz group is events-contact.fuzz.test.ts.

export const EVENTS_CONTACT_PLAN: Record<string, OperationPlan> = {
  // live events: streams are aborted as soon as they open
  'GET /api/events': { actor: 'member', stream: true },

  // Web Push (D30): the actor's devices; DELETE names the actor's own and other members' endpoints
  'GET /api/notifications/push/key': { actor: 'member' },
  'POST /api/notifications/push/subscriptions': { actor: 'dedicated', setup: async () => ({ hints: pushHints() }) },
  'DELETE /api/notifications/push/subscriptions': {
    actor: 'dedicated',
    setup: async (world, self) => {
      const hints = pushHints();
      const [other] = await world.seedTargets(1);
      const endpoints: string[] = [];
      for (const [index, memberId] of [requireSelf(self).id, requireSelf(self).id, other!].entries()) {
        const endpoint = `http://127.0.0.1:9/push/fuzz-delete-${index}-${memberId}`;
        const ecdh = createECDH('prime256v1');
        ecdh.generateKeys();
        await world.t.database.db.insert(schema.pushSubscriptions).values({
          memberId,
          endpoint,
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        });
        endpoints.push(endpoint);
      }
      return { hints: { ...hints, endpoint: fc.constantFrom(...endpoints) } };
    },
  },

  // contact
  'POST /api/contact': {
    actor: 'visitor',
    setup: async () => ({
      hints: {
        contactName: fc.constant('A Visitor'),
        contactEmail: acceptedEmail,
        phone: fc.constant(''),
        subject: fc.constant(''),
        message: fc.constant('I would like to know more about the community.'),
      },
    }),
  },
};
