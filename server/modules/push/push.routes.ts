import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { pushEndpointSchema, pushPublicKeySchema, pushSubscriptionSchema } from '#shared/schemas/push.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['notifications'];

/** Web Push on the member's devices (D30), under /api/notifications/push. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { push } = app.services;
  const member = { access: 'member' } as const;
  // Tests run their own push service on http://127.0.0.1; everywhere else an endpoint is https.
  const subscriptionSchema = pushSubscriptionSchema({ allowLoopbackHttp: app.deps.config.env === 'test' });

  app.get(
    '/key',
    {
      config: member,
      schema: {
        tags,
        summary: "The server's VAPID public key, the browser's applicationServerKey",
        response: { 200: pushPublicKeySchema, ...errors },
      },
    },
    async () => push.publicKey(),
  );

  app.post(
    '/subscriptions',
    {
      config: member,
      schema: {
        tags,
        summary:
          "Receive pushes on this device: the browser's PushSubscription (a device subscribing again takes over its row)",
        body: subscriptionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.subscribe(request.member, request.body, request.headers['user-agent']);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/subscriptions',
    {
      config: member,
      schema: {
        tags,
        summary: "Stop pushes on this device: removes the member's own subscription of this endpoint, if any",
        body: pushEndpointSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(request.member, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
