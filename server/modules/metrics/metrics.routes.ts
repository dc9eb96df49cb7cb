import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { NotFoundError, UnauthorizedError } from '#server/lib/errors.ts';

/** GET /metrics (issue 49): off (404) without METRICS_TOKEN; with it, to its bearer only (401). */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { metrics } = app.services;
  app.get(
    '/metrics',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: "This instance's metrics in Prometheus's text format (Authorization: Bearer METRICS_TOKEN)",
        response: { 200: z.string(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!metrics.enabled) throw new NotFoundError();
      if (!metrics.admits(request.headers.authorization)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new UnauthorizedError('The metrics token is missing or wrong.', 'METRICS_TOKEN_REQUIRED');
      }
      const text = await metrics.render();
      return reply.type(metrics.contentType).send(text);
    },
  );
};
