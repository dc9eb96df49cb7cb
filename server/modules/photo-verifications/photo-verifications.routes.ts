import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { rejectionSchema } from '#shared/schemas/moderation.ts';
import {
  myVerificationSchema,
  selfieAnswerSchema,
  selfieQuerySchema,
  VERIFICATION_POSE_IDS,
  verificationAttemptSchema,
  verificationQueueSchema,
} from '#shared/schemas/photo-verification.ts';
import { photoMessages } from '#shared/messages.ts';
import { BadRequestError } from '#server/lib/errors.ts';
import { auditContextOf } from '#server/lib/request-context.ts';
import { readUpload } from '#server/modules/photos/photos.routes.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['photo-verification'];
const idParams = z.object({ id: z.uuid() });

/** D43: the member's own photo verification (access `member`): the card, the poses, the selfies. */
export const photoVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { photoVerifications } = app.services;

  app.get(
    '/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The member’s photo verification (D43)',
        response: { 200: myVerificationSchema, ...errors },
      },
    },
    async (request) => photoVerifications.mine(request.member),
  );

  app.post(
    '/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Start a photo verification: two poses drawn at random, ten minutes to answer (or the one open)',
        response: { 201: verificationAttemptSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await photoVerifications.start(request.member, auditContextOf(request))),
  );

  app.post(
    '/:id/selfies',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'A live selfie in one pose of the open attempt (multipart, one file named "photo")',
        params: idParams,
        querystring: selfieQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 200: selfieAnswerSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new BadRequestError(photoMessages.invalidImage, 'INVALID_IMAGE');
      const buffer = await readUpload(request);
      return photoVerifications.answer(
        request.member,
        request.params.id,
        request.query.pose,
        buffer,
        auditContextOf(request),
      );
    },
  );
};

/** D43: the Moderation page's 'Verification' queue (access `moderator`). */
export const verificationModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { photoVerifications } = app.services;
  const moderator = { access: 'moderator' as const };

  app.get(
    '/',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'Photo verifications waiting for a moderator, oldest first',
        response: { 200: verificationQueueSchema, ...errors },
      },
    },
    async () => photoVerifications.queue(),
  );

  app.get(
    '/:id/selfies/:pose',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'A selfie of a waiting verification (moderators only)',
        params: z.object({ id: z.uuid(), pose: z.enum(VERIFICATION_POSE_IDS) }),
        produces: ['image/webp'],
      },
    },
    async (request, reply) => {
      const bytes = await photoVerifications.selfie(request.params.id, request.params.pose);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.post(
    '/:id/approve',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'Approve a photo verification',
        params: idParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => photoVerifications.approve(request.member, request.params.id, auditContextOf(request)),
  );

  app.post(
    '/:id/reject',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'Reject a photo verification with the reason the member reads',
        params: idParams,
        body: rejectionSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      photoVerifications.reject(request.member, request.params.id, request.body.reason, auditContextOf(request)),
  );
};
