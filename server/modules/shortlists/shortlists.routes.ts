import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { shortlistSchema } from '#shared/schemas/shortlists.ts';

const params = z.object({ userId: z.string().min(1).max(64) });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The member's shortlist (spec §4: add or remove toggles). */
export const shortlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shortlists } = app.services;
  app.get(
    '/',
    {
      config: { access: 'member' },
      schema: {
        tags: ['shortlists'],
        summary: 'The shortlist, newest added first',
        response: { 200: shortlistSchema, ...errors },
      },
    },
    async (request) => ({ entries: await shortlists.list(request.member) }),
  );
  app.put(
    '/:userId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['shortlists'],
        summary: 'Shortlist a member (premium)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await shortlists.add(request.member, request.params.userId);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/:userId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['shortlists'],
        summary: 'Remove a member from the shortlist',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await shortlists.remove(request.member, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
