import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '#shared/schemas/dashboard.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { requireAccount } from '#server/modules/auth/request-context.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dashboard } = app.services;
  app.get(
    '/',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The member's dashboard figures",
        response: { 200: dashboardSchema, 401: apiErrorSchema },
      },
    },
    async (request) => dashboard.forMember(await requireAccount(request)),
  );
};
