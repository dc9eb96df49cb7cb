import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { accountDeletionSchema, dataExportSchema } from '#shared/schemas/member-data.ts';
import { auditFields, requestContext, setCookies } from '#server/lib/request-context.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const member = { access: 'member' } as const;

/** D34, the member's data rights (member-data.service.ts), under /api/accounts/me. */
export const memberDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberData, auth } = app.services;

  app.delete(
    '/',
    {
      // D45: a relative's account may delete itself too (its links end with it).
      config: { access: 'account' },
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

  app.get(
    '/export',
    {
      config: member,
      schema: {
        tags: ['accounts'],
        summary: 'Where the member’s data download stands (D34)',
        response: { 200: dataExportSchema, ...errors },
      },
    },
    async (request) => memberData.exportStatus(request.member),
  );

  app.post(
    '/export',
    {
      config: member,
      schema: {
        tags: ['accounts'],
        summary: 'Prepare the member’s data as a ZIP in the background (3 a day; kept 7 days, D34)',
        response: { 202: dataExportSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(202).send(await memberData.requestExport(request.member)),
  );

  app.get(
    '/export/download',
    {
      config: member,
      schema: {
        tags: ['accounts'],
        summary: 'The member’s data as a ZIP (JSON and photos), while it is ready',
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const bytes = await memberData.download(request.member);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="divine-match-data.zip"')
        .send(bytes);
    },
  );
};
