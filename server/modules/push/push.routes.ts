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
  // A known push service's https endpoint (PUSH_SERVICE_HOSTS adds to them); the test suites'
  // own push service on http://127.0.0.1 only with PUSH_ALLOW_LOOPBACK_HTTP (NODE_ENV=test).
  const { serviceHosts, allowLoopbackHttp } = app.deps.config.push;
  const subscriptionSchema = pushSubscriptionSchema({ extraHosts: serviceHosts, allowLoopbackHttp });

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
