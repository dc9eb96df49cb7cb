import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { discoveryMessages, reportRequestSchema } from '#shared/schemas/discovery.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports } = app.services;
  app.post(
    '/',
    {
      config: { access: 'member' },
      schema: {
        tags: ['reports'],
        summary: 'Report a profile (D18)',
        body: reportRequestSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await reports.report(request.member, request.body, { ip: request.ip });
      return reply.status(201).send({ message: discoveryMessages.reportSent });
    },
  );
};
