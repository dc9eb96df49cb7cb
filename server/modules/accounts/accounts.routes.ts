import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageChoiceSchema, ownAccountSchema } from '#shared/schemas/account.ts';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { auditFields, requestContext, setCookies } from '#server/lib/request-context.ts';
import { presentOwnAccount } from './accounts.presenter.ts';

/** The signed-in member's own account. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, auth } = app.services;

  app.get(
    '/me',
    {
      config: { access: 'member' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in account',
        response: { 200: ownAccountSchema, 401: apiErrorSchema },
      },
    },
    async (request) => presentOwnAccount(await accounts.own(request.member)),
  );

  app.get(
    '/me/language',
    {
      config: { access: 'account' },
      schema: {
        tags: ['accounts'],
        summary: "The member's language (D37)",
        response: { 200: languageChoiceSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ language: await accounts.language(request.member) }),
  );

  app.put(
    '/me/language',
    {
      config: { access: 'account' },
      schema: {
        tags: ['accounts'],
        summary: "Choose the member's language: the web app's, their emails' and notifications' (D37)",
        body: languageChoiceSchema,
        response: { 200: languageChoiceSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ language: await accounts.setLanguage(request.member, request.body.language) }),
  );

  app.post(
    '/me/deactivate',
    {
      config: { access: 'member' },
      schema: {
        tags: ['accounts'],
        summary: 'Deactivate the own account (signing in again reactivates it, D9)',
        response: { 200: messageResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const context = requestContext(request);
      setCookies(reply, await auth.logout(context, request.member.id));
      await accounts.deactivateSelf(request.member.id, auditFields(context));
      return { message: 'Your account has been deactivated. Signing in again reactivates it.' };
    },
  );
};
