import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import {
  myPremiumRequestSchema,
  premiumDeclineSchema,
  premiumGrantSchema,
  premiumRequestAskSchema,
  premiumRequestIdSchema,
  premiumRequestsPageSchema,
} from '#shared/schemas/premium-requests.ts';
import { auditContextOf } from '#server/lib/request-context.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['premium-requests'];

/** D41 (/api/premium-requests): a member asks the church office for Premium and reads the answer. */
export const premiumRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { premiumRequests } = app.services;
  const member = { access: 'member' as const };

  app.get(
    '/me',
    {
      config: member,
      schema: {
        tags,
        summary: "The member's latest Premium request and where their Premium stands",
        response: { 200: myPremiumRequestSchema, ...errors },
      },
    },
    async (request) => premiumRequests.mine(request.member),
  );

  app.post(
    '/',
    {
      config: member,
      schema: {
        tags,
        summary: 'Ask the church office for Premium (only while it grants Premium; one pending request)',
        body: premiumRequestAskSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await premiumRequests.ask(request.member, request.body, auditContextOf(request))),
  );
};

/** D41 (/api/admin/premium-requests): the super admin lists, grants for a term, or declines. */
export const premiumRequestsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { premiumRequests } = app.services;
  const admin = { access: 'super_admin' as const };

  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The pending Premium requests, oldest first, and how many wait',
        response: { 200: premiumRequestsPageSchema, ...errors },
      },
    },
    async () => premiumRequests.pending(),
  );

  app.post(
    '/:id/grant',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Grant Premium for 3, 6 or 12 months, or until revoked (null)',
        params: premiumRequestIdSchema,
        body: premiumGrantSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => premiumRequests.grant(request.member, request.params.id, request.body, auditContextOf(request)),
  );

  app.post(
    '/:id/decline',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Decline a Premium request with a reason the member reads',
        params: premiumRequestIdSchema,
        body: premiumDeclineSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      premiumRequests.decline(request.member, request.params.id, request.body, auditContextOf(request)),
  );
};
