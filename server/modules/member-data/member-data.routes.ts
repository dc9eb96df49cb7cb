import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { accountDeletionSchema } from '#shared/schemas/member-data.ts';
import { auditFields, requestContext, setCookies } from '#server/lib/request-context.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/** D34, the member's data rights (member-data.service.ts), under /api/accounts/me. */
export const memberDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberData, auth } = app.services;

  app.delete(
    '/',
    {
      config: { access: 'member' },
      schema: {
        tags: ['accounts'],
        summary: 'Delete the own account for good (the password again and the typed confirmation, D34)',
        body: accountDeletionSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const context = requestContext(request);
      const result = await memberData.deleteOwnAccount(request.member, request.body, auditFields(context));
      // The session went with the account: the browser forgets its cookie too.
      setCookies(reply, await auth.logout(context, undefined));
      return result;
    },
  );
};
