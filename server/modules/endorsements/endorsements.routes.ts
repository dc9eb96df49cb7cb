import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import {
  endorsementDecisionSchema,
  endorsementRequestViewSchema,
  endorsementTokenSchema,
  myEndorsementSchema,
} from '#shared/schemas/endorsements.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['endorsements'];

/** D32: a member asks their pastor; the pastor answers through their link, no account needed. */
export const endorsementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { endorsements } = app.services;

  app.get(
    '/me',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "The member's own endorsement, request and requests left",
        response: { 200: myEndorsementSchema, ...errors },
      },
    },
    async (request) => endorsements.mine(request.member),
  );

  app.post(
    '/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Ask my pastor to endorse me (the directory’s pastor; 3 a month)',
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await endorsements.ask(request.member)),
  );

  app.post(
    '/review',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The pastor's link: whom it asks about",
        body: endorsementTokenSchema,
        response: { 200: endorsementRequestViewSchema, ...errors },
      },
    },
    async (request) => endorsements.review(request.body.token),
  );

  app.post(
    '/decide',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The pastor confirms or declines, once',
        body: endorsementDecisionSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => endorsements.decide(request.body.token, request.body.decision),
  );

  app.post(
    '/withdraw',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The pastor withdraws a confirmed endorsement',
        body: endorsementTokenSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => endorsements.withdraw(request.body.token),
  );
};
