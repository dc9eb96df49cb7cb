import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recommendationsQuerySchema, recommendationsSchema } from '#shared/schemas/recommendations.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/** Recommended for you (D36): the day's list, on the dashboard and on /recommended. */
export const recommendationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { recommendations } = app.services;

  app.get(
    '/',
    {
      config: { access: 'member' },
      schema: {
        tags: ['recommendations'],
        summary: "Today's recommended members, best two-way fit first",
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsSchema, ...errors },
      },
    },
    async (request) => recommendations.forToday(request.member, request.query.limit, request.query.verified ?? false),
  );
};
