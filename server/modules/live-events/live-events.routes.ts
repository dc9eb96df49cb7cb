import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { requestContext } from '#server/lib/request-context.ts';

/**
 * GET /api/events (D3): one Server-Sent Events stream per signed-in tab. It receives only events
 * about its own member (and, for super admins, the admin lists) and closes when the session ends.
 */
export const liveEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { live } = app.services;
  app.get(
    '/',
    {
      config: { access: 'account' },
      schema: {
        tags: ['events'],
        summary: 'Live change events (text/event-stream)',
        response: { 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.hijack();
      const raw = reply.raw;
      // The headers set so far (the security headers, server/plugins/security.ts) go out too.
      raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-request-id': String(request.id),
      });
      raw.write('retry: 3000\n\n');
      const close = live.open(request.member, requestContext(request), raw);
      request.raw.on('close', close);
    },
  );
};
