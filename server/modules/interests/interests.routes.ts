import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { discoveryMessages, expressInterestSchema } from '#shared/schemas/discovery.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { requireAccount } from '#server/modules/auth/request-context.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** Interests: proposals one member sends another (D19). */
export const interestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { interests } = app.services;
  app.post(
    '/',
    {
      schema: {
        tags: ['interests'],
        summary: 'Express interest in a member',
        body: expressInterestSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await interests.express(await requireAccount(request), request.body.receiverId);
      return reply.status(201).send({ message: discoveryMessages.interestSent });
    },
  );
};
