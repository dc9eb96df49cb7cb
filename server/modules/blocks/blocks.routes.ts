import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blockedMembersSchema } from '#shared/schemas/blocks.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';

const params = z.object({ userId: z.string().min(1).max(64) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blocks } = app.services;
  app.get(
    '/',
    {
      config: { access: 'member' },
      schema: {
        tags: ['blocks'],
        summary: 'The members this member blocked',
        response: { 200: blockedMembersSchema, ...errors },
      },
    },
    async (request) => ({ entries: await blocks.list(request.member) }),
  );
  app.put(
    '/:userId',
    {
      config: { access: 'member' },
      schema: { tags: ['blocks'], summary: 'Block a member (D11)', params, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await blocks.block(request.member, request.params.userId);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/:userId',
    {
      config: { access: 'member' },
      schema: { tags: ['blocks'], summary: 'Unblock a member', params, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await blocks.unblock(request.member, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
