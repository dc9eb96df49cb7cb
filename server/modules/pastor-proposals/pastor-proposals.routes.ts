import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import {
  myPastorProposalSchema,
  pastorProposalDeclineSchema,
  pastorProposalFormSchema,
  pastorProposalIdSchema,
  pastorProposalsPageSchema,
} from '#shared/schemas/pastor-proposals.ts';
import { auditContextOf } from '#server/lib/request-context.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['pastor-proposals'];

/** D44 (/api/pastor-proposals): a member proposes their pastor for the directory and reads the answer. */
export const pastorProposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pastorProposals } = app.services;
  const member = { access: 'member' as const };

  app.get(
    '/me',
    {
      config: member,
      schema: {
        tags,
        summary: "The member's latest pastor proposal for their church",
        response: { 200: myPastorProposalSchema, ...errors },
      },
    },
    async (request) => pastorProposals.mine(request.member),
  );

  app.post(
    '/',
    {
      config: member,
      schema: {
        tags,
        summary: "Propose my pastor's name and email for my church (its entry has none; one pending proposal)",
        body: pastorProposalFormSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await pastorProposals.propose(request.member, request.body, auditContextOf(request))),
  );
};

/** D44 (/api/admin/pastor-proposals): the church office lists, adds to the directory, or declines. */
export const pastorProposalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pastorProposals } = app.services;
  const admin = { access: 'super_admin' as const };

  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The pending pastor proposals, oldest first',
        response: { 200: pastorProposalsPageSchema, ...errors },
      },
    },
    async () => pastorProposals.pending(),
  );

  app.post(
    '/:id/add',
    {
      config: admin,
      schema: {
        tags,
        summary: "Add the proposed pastor to the church's entry (its name and email)",
        params: pastorProposalIdSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => pastorProposals.add(request.member, request.params.id, auditContextOf(request)),
  );

  app.post(
    '/:id/decline',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Decline a pastor proposal, with an optional reason the member reads',
        params: pastorProposalIdSchema,
        body: pastorProposalDeclineSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      pastorProposals.decline(request.member, request.params.id, request.body, auditContextOf(request)),
  );
};
