import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { discoveryMessages, expressInterestSchema } from '#shared/schemas/discovery.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import {
  interestAnswerSchema,
  matchMomentsSchema,
  receivedInterestsSchema,
  senderBasicInfoSchema,
  sentInterestsSchema,
} from '#shared/schemas/interests.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const params = z.object({ id: z.uuid() });
const memberParams = z.object({ memberId: z.string().min(1).max(64) });

/** Interests: proposals one member sends another (spec §4, D19). */
export const interestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { interests } = app.services;
  app.post(
    '/',
    {
      config: { access: 'member' },
      schema: {
        tags: ['interests'],
        summary: 'Express interest in a member',
        body: expressInterestSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await interests.express(request.member, request.body.receiverId);
      return reply.status(201).send({ message: discoveryMessages.interestSent });
    },
  );

  app.get(
    '/received',
    {
      config: { access: 'member' },
      schema: {
        tags: ['interests'],
        summary: 'Interests received: pending and accepted, the latest per sender',
        response: { 200: receivedInterestsSchema, ...errors },
      },
    },
    async (request) => ({ interests: await interests.received(request.member) }),
  );

  app.get(
    '/sent',
    {
      config: { access: 'member' },
      schema: {
        tags: ['interests'],
        summary: "The member's own interests and where they stand",
        response: { 200: sentInterestsSchema, ...errors },
      },
    },
    async (request) => ({ interests: await interests.sent(request.member) }),
  );

  app.get(
    '/matches',
    {
      config: { access: 'member' },
      schema: {
        tags: ['interests'],
        summary: 'Matches the member has not seen yet (issue 44: the match moment)',
        response: { 200: matchMomentsSchema, ...errors },
      },
    },
    async (request) => ({ moments: await interests.matchMoments(request.member) }),
  );

  app.post(
    '/matches/:memberId/seen',
    {
      config: { access: 'member' },
      schema: {
        tags: ['interests'],
        summary: 'The member saw the moment of their match with this member: it shows no more',
        params: memberParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await interests.matchMomentSeen(request.member, request.params.memberId);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['interests'],
        summary: 'Answer a received interest: accept, not interested, or remove (receiver only)',
        params,
        body: interestAnswerSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => interests.answer(request.member, request.params.id, request.body.status),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['interests'],
        summary: 'Withdraw a pending interest (sender only)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await interests.withdraw(request.member, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/sender',
    {
      config: { access: 'member' },
      schema: {
        tags: ['interests'],
        summary: "The sender's basic info, once the interest is accepted",
        params,
        response: { 200: senderBasicInfoSchema, ...errors },
      },
    },
    async (request) => interests.senderBasicInfo(request.member, request.params.id),
  );
};
