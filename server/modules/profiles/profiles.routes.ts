import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { ownProfileSchema, profileSaveSchema, profileViewSchema } from '#shared/schemas/profile.ts';
import { requireAccount } from '#server/modules/auth/request-context.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The member's own profile (/my-profile) and other members' profiles (/profile/:userId). */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles } = app.services;

  app.get(
    '/me',
    {
      schema: {
        tags: ['profiles'],
        summary: 'The own profile with photos',
        response: { 200: ownProfileSchema, ...errors },
      },
    },
    async (request) => profiles.ownProfile(await requireAccount(request)),
  );

  app.put(
    '/me',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Save the own profile (spec §4, §5)',
        body: profileSaveSchema,
        response: { 200: ownProfileSchema, ...errors },
      },
    },
    async (request) => profiles.save(await requireAccount(request), request.body),
  );

  app.get(
    '/:userId',
    {
      schema: {
        tags: ['profiles'],
        summary: "Another member's profile, as this viewer may see it",
        params: z.object({ userId: z.string().min(1).max(64) }),
        response: { 200: profileViewSchema, ...errors },
      },
    },
    async (request) => profiles.view(await requireAccount(request), request.params.userId),
  );
};
