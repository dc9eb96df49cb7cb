import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import {
  lookingForSchema,
  ownProfileSchema,
  profileDraftSchema,
  profileSaveSchema,
  profileViewSchema,
} from '#shared/schemas/profile.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** The member's own profile (/my-profile) and other members' profiles (/profile/:userId). */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles } = app.services;

  app.get(
    '/me',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profiles'],
        summary: 'The own profile with photos',
        response: { 200: ownProfileSchema, ...errors },
      },
    },
    async (request) => profiles.ownProfile(request.member),
  );

  app.put(
    '/me',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profiles'],
        summary: 'Save the own profile (spec §4, §5)',
        body: profileSaveSchema,
        response: { 200: ownProfileSchema, ...errors },
      },
    },
    async (request) => profiles.save(request.member, request.body),
  );

  app.put(
    '/me/draft',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profiles'],
        summary: 'Keep a draft of the guided first profile, step by step (D40, issue 44)',
        body: profileDraftSchema,
        response: { 200: ownProfileSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => profiles.saveDraft(request.member, request.body),
  );

  app.put(
    '/me/looking-for',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profiles'],
        summary: 'Say whom the member is looking for, a man or a woman (D36)',
        body: lookingForSchema,
        response: { 200: lookingForSchema, ...errors },
      },
    },
    async (request) => profiles.setLookingFor(request.member, request.body),
  );

  app.get(
    '/:userId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profiles'],
        summary: "Another member's profile, as this viewer may see it",
        params: z.object({ userId: z.string().min(1).max(64) }),
        response: { 200: profileViewSchema, ...errors },
      },
    },
    async (request) => profiles.view(request.member, request.params.userId),
  );
};
