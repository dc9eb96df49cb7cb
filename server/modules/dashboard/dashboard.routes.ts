import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '#shared/schemas/dashboard.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dashboard } = app.services;
  app.get(
    '/',
    {
      config: { access: 'member' },
      schema: {
        tags: ['dashboard'],
        summary: "The member's dashboard figures",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => dashboard.forMember(request.member, { recommended: request.query.include === 'recommended' }),
  );
};
