import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deviceIdSchema,
  devicesSchema,
  emailChangeSchema,
  passwordChangeSchema,
  securityMessages,
} from '#shared/schemas/account-security.ts';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { requestContext, setCookies } from '#server/lib/request-context.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['account security'];
const member = { access: 'member' } as const;

/** D35, Settings → Account and Security: the password, the email and the signed-in devices (account-security.service.ts). */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountSecurity } = app.services;

  app.put(
    '/password',
    {
      config: member,
      schema: {
        tags,
        summary: 'Change the password (the current one first); every other session ends',
        body: passwordChangeSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      setCookies(reply, await accountSecurity.changePassword(request.member, request.body, requestContext(request)));
      return { message: securityMessages.passwordChanged };
    },
  );

  app.put(
    '/email',
    {
      config: member,
      schema: {
        tags,
        summary:
          'Change the email (the password first, and a code with two-factor sign-in on): a link goes to the new address, which counts once opened; older links no longer work',
        body: emailChangeSchema,
        response: { 200: messageResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => ({
      message: await accountSecurity.changeEmail(request.member, request.body, requestContext(request)),
    }),
  );

  app.get(
    '/devices',
    {
      config: member,
      schema: {
        tags,
        summary: 'The devices where the member is signed in, this one marked',
        response: { 200: devicesSchema, ...errors },
      },
    },
    async (request) => ({ devices: await accountSecurity.devices(request.member, requestContext(request)) }),
  );

  app.delete(
    '/devices/:id',
    {
      config: member,
      schema: {
        tags,
        summary: 'Sign out one other device',
        params: z.object({ id: deviceIdSchema }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await accountSecurity.signOutDevice(request.member, request.params.id, requestContext(request));
      return { message: securityMessages.deviceSignedOut };
    },
  );

  app.post(
    '/devices/sign-out-others',
    {
      config: member,
      schema: {
        tags,
        summary: 'Sign out every device but this one',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ended = await accountSecurity.signOutOthers(request.member, requestContext(request));
      return { message: securityMessages.othersSignedOut(ended) };
    },
  );
};
