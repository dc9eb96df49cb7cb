import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { discoveryMessages, expressInterestSchema } from '#shared/schemas/discovery.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import {
  interestAnswerSchema,
  receivedInterestsSchema,
  senderBasicInfoSchema,
  sentInterestsSchema,
} from '#shared/schemas/interests.ts';
import { requireAccount } from '#server/modules/auth/request-context.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const params = z.object({ id: z.uuid() });

/** Interests: proposals one member sends another (spec §4, D19). */
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

  app.get(
    '/received',
    {
      schema: {
        tags: ['interests'],
        summary: 'Interests received: pending and accepted, the latest per sender',
        response: { 200: receivedInterestsSchema, ...errors },
      },
    },
    async (request) => ({ interests: await interests.received(await requireAccount(request)) }),
  );

  app.get(
    '/sent',
    {
      schema: {
        tags: ['interests'],
        summary: "The member's own interests and where they stand",
        response: { 200: sentInterestsSchema, ...errors },
      },
    },
    async (request) => ({ interests: await interests.sent(await requireAccount(request)) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['interests'],
        summary: 'Answer a received interest: accept, not interested, or remove (receiver only)',
        params,
        body: interestAnswerSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => interests.answer(await requireAccount(request), request.params.id, request.body.status),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['interests'],
        summary: 'Withdraw a pending interest (sender only)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await interests.withdraw(await requireAccount(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/sender',
    {
      schema: {
        tags: ['interests'],
        summary: "The sender's basic info, once the interest is accepted",
        params,
        response: { 200: senderBasicInfoSchema, ...errors },
      },
    },
    async (request) => interests.senderBasicInfo(await requireAccount(request), request.params.id),
  );
};
