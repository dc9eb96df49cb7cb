import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { familyLinkIdSchema } from '#shared/schemas/family.ts';
import {
  familyCandidatesSchema,
  familyMemberSearchSchema,
  familySuggestionFormSchema,
  familySuggestionIdSchema,
  familySuggestionsSentSchema,
} from '#shared/schemas/family-suggestions.ts';
import { REQUEST_BUDGETS } from '#server/modules/throttle/throttle.rules.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['family'];

/** D45's suggestions (/api/family): a linked relative suggests members; the member decides. */
export const familySuggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { familySuggestions } = app.services;
  const relative = { access: 'relative' as const };

  app.get(
    '/linked/:id/members',
    {
      // Scraping resistance (security-bar.md 11.1.4): at most 20 names a search, discovery's per-IP budget.
      config: {
        ...relative,
        rateLimit: {
          max: Math.round(REQUEST_BUDGETS.discoveryPerIp.limit * app.deps.config.rateLimitScale),
          timeWindow: REQUEST_BUDGETS.discoveryPerIp.windowMs,
        },
      },
      schema: {
        tags,
        summary: 'Members the linked member could see, by name (name, age and city only), to suggest',
        params: familyLinkIdSchema,
        querystring: familyMemberSearchSchema,
        response: { 200: familyCandidatesSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => familySuggestions.candidates(request.member, request.params.id, request.query.q),
  );

  app.get(
    '/linked/:id/suggestions',
    {
      config: relative,
      schema: {
        tags,
        summary: 'The members I suggested to the linked member',
        params: familyLinkIdSchema,
        response: { 200: familySuggestionsSentSchema, ...errors },
      },
    },
    async (request) => familySuggestions.sent(request.member, request.params.id),
  );

  app.post(
    '/linked/:id/suggestions',
    {
      config: relative,
      schema: {
        tags,
        summary: 'Suggest a member to the linked member (once each; they see it on their dashboard and decide)',
        params: familyLinkIdSchema,
        body: familySuggestionFormSchema,
        response: { 201: messageResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await familySuggestions.suggest(request.member, request.params.id, request.body.memberId)),
  );

  app.delete(
    '/suggestions/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Dismiss a member my family suggested (every relative’s suggestion of them)',
        params: familySuggestionIdSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => familySuggestions.dismiss(request.member, request.params.id),
  );
};
