import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_KINDS } from '#shared/enums.ts';
import { photoMessages } from '#shared/messages.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { photoPrivacyMessages, photoPrivacySchema } from '#shared/schemas/photo-privacy.ts';
import { photoSchema } from '#shared/schemas/profile.ts';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { AppError, BadRequestError } from '#server/lib/errors.ts';
import { auditContextOf } from '#server/lib/request-context.ts';
import { PHOTO_VARIANTS, presentPhoto } from './photos.presenter.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * The one file of a multipart upload. Reading stops at the size limit: a larger file is refused
 * without being held whole. A body the multipart parser cannot read (no boundary, a broken part
 * header, an early end) is the client's mistake: 400, not the parser's plain Error as a 500.
 */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw new BadRequestError(photoMessages.invalidImage, 'INVALID_IMAGE');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new BadRequestError(photoMessages.invalidImage, 'INVALID_IMAGE');
  }
}

/** Photo upload, removal and authorised serving (D17), and who sees them (D33). */
export const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { photos } = app.services;

  app.post(
    '/',
    {
      config: { access: 'member' },
      schema: {
        tags: ['photos'],
        summary: 'Upload a profile or gallery photo (multipart, one file named "photo")',
        querystring: z.strictObject({ kind: z.enum(PHOTO_KINDS) }),
        consumes: ['multipart/form-data'],
        response: { 201: photoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const account = request.member;
      if (!request.isMultipart()) throw new BadRequestError(photoMessages.invalidImage, 'INVALID_IMAGE');
      const buffer = await readUpload(request);
      const row = await photos.upload(account, request.query.kind, buffer);
      return reply.status(201).send(presentPhoto(row));
    },
  );

  app.delete(
    '/:photoId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['photos'],
        summary: 'Remove one of the own photos',
        params: z.object({ photoId: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await photos.remove(request.member, request.params.photoId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/privacy',
    {
      config: { access: 'member' },
      schema: {
        tags: ['photos'],
        summary: 'Who sees the member’s photos (D33)',
        response: { 200: photoPrivacySchema, ...errors },
      },
    },
    async (request) => ({ photosVisibleTo: await photos.visibility(request.member) }),
  );

  app.put(
    '/privacy',
    {
      config: { access: 'member' },
      schema: {
        tags: ['photos'],
        summary: 'Choose who sees the member’s photos: every member, or only accepted matches (D33)',
        body: photoPrivacySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await photos.setVisibility(request.member, request.body.photosVisibleTo, auditContextOf(request));
      return { message: photoPrivacyMessages.saved };
    },
  );

  app.get(
    '/:photoId/:variant',
    {
      config: { access: 'member' },
      schema: {
        tags: ['photos'],
        summary: 'The image, for a signed-in member who may see it',
        params: z.object({ photoId: z.uuid(), variant: z.enum(PHOTO_VARIANTS) }),
        produces: ['image/webp'],
      },
    },
    async (request, reply) => {
      const viewer = request.member;
      const bytes = await photos.read(viewer, request.params.photoId, request.params.variant);
      // Personal data is never stored by a browser or proxy (v5 14.3.2): a photo of a member who is
      // later hidden, or of a signed-out session on a shared computer, stays nowhere.
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
