import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discoveryOptionsSchema, discoveryPageSchema, discoveryQuerySchema } from '#shared/schemas/discovery.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { REQUEST_BUDGETS } from '#server/modules/throttle/throttle.rules.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/** Discover Profiles (spec §2, §5, §6; D11–D13): the server decides who and how much. */
export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { discovery } = app.services;

  app.get(
    '/',
    {
      schema: {
        tags: ['discovery'],
        summary: 'One page of members, filtered',
        querystring: discoveryQuerySchema,
        response: { 200: discoveryPageSchema, ...errors },
      },
      // Scraping resistance (security-bar.md 11.1.4): a capped page size and a per-IP budget.
      config: {
        access: 'member',
        rateLimit: {
          max: Math.round(REQUEST_BUDGETS.discoveryPerIp.limit * app.deps.config.rateLimitScale),
          timeWindow: REQUEST_BUDGETS.discoveryPerIp.windowMs,
        },
      },
    },
    async (request) => discovery.search(request.member, request.query),
  );

  app.get(
    '/options',
    {
      config: { access: 'member' },
      schema: {
        tags: ['discovery'],
        summary: 'Distinct countries and churches for the filters',
        response: { 200: discoveryOptionsSchema, ...errors },
      },
    },
    async (request) => discovery.options(request.member),
  );
};
