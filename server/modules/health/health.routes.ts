import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { healthSchema } from '#shared/schemas/health.ts';
import { AppError } from '#server/lib/errors.ts';

/** For load balancers: live = the process answers; ready = it can reach its database. */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, options) => {
  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'The server can reach its database',
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      try {
        await options.ping();
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed');
        throw new AppError(503, 'NOT_READY', 'The database is not reachable.');
      }
      return { status: 'ok' as const };
    },
  );
};
