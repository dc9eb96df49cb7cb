import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '#shared/enums.ts';
import {
  blockedWordsAddSchema,
  blockedWordsListSchema,
  blockedWordsMessages,
  blockedWordsQuerySchema,
} from '#shared/schemas/blocked-words.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { auditContextOf } from '#server/lib/request-context.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['moderation'];
const moderator = { access: 'moderator' as const };
const wordParams = z.object({
  language: z.enum(LANGUAGES, blockedWordsMessages.chooseLanguage),
  id: z.uuid(),
});

/**
 * The blocked words (D42; /api/moderation/blocked-words): moderators, admins and super admins
 * list, add and remove a language's words; members are refused.
 */
export const blockedWordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blockedWords } = app.services;

  app.get(
    '/',
    {
      config: moderator,
      schema: {
        tags,
        summary: "One language's blocked words, alphabetical",
        querystring: blockedWordsQuerySchema,
        response: { 200: blockedWordsListSchema, ...errors },
      },
    },
    async (request) => blockedWords.list(request.query.language),
  );
  app.post(
    '/',
    {
      config: moderator,
      schema: {
        tags,
        summary: "Add one word or several to a language's list",
        body: blockedWordsAddSchema,
        response: { 200: blockedWordsListSchema, ...errors },
      },
    },
    async (request) => blockedWords.add(request.member, request.body, auditContextOf(request)),
  );
  app.delete(
    '/:language/:id',
    {
      config: moderator,
      schema: {
        tags,
        summary: "Remove a word from a language's list",
        params: wordParams,
        response: { 200: blockedWordsListSchema, ...errors },
      },
    },
    async (request) =>
      blockedWords.remove(request.member, request.params.language, request.params.id, auditContextOf(request)),
  );
};
