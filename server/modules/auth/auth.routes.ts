import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { ownAccountSchema, sessionResponseSchema } from '#shared/schemas/account.ts';
import {
  loginRequestSchema,
  messageResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signInLinkRequestSchema,
  verifyEmailRequestSchema,
} from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { registerRequestSchema } from '#shared/schemas/registration.ts';
import { presentOwnAccount } from '#server/modules/accounts/accounts.presenter.ts';
import { requestContext, setCookies } from '#server/lib/request-context.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const accountResponse = z.object({ account: ownAccountSchema, message: z.string() });

/** Registration, sign-in, sessions, password reset and email verification (spec §2, §5, §8; D7–D10). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, accountSecurity } = app.services;

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create a member account and sign it in (D40)',
        body: registerRequestSchema,
        response: { 201: accountResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { account, cookies } = await auth.register(request.body, requestContext(request));
      setCookies(reply, cookies);
      return reply.status(201).send({ account: presentOwnAccount(account), message: messages.register.success });
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public', openDuringMaintenance: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Past the per-email ceiling of failed sign-ins, the right password from a device without a device cookie answers 403 SIGN_IN_LINK_SENT and mails a sign-in link (ADR 0025).',
        body: loginRequestSchema,
        response: { 200: accountResponse, ...errors, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { account, cookies } = await auth.login(request.body, requestContext(request));
      setCookies(reply, cookies);
      return { account: presentOwnAccount(account), message: messages.login.success };
    },
  );

  // ADR 0025: the link mailed when the right password came from a new device past the per-email ceiling.
  app.post(
    '/sign-in-link',
    {
      config: { access: 'public', openDuringMaintenance: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a single-use link from a mail',
        body: signInLinkRequestSchema,
        response: { 200: accountResponse, ...errors, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { account, cookies } = await auth.signInWithLink(
        request.body.token,
        request.body.code,
        requestContext(request),
      );
      setCookies(reply, cookies);
      return { account: presentOwnAccount(account), message: messages.login.success };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'public', openDuringMaintenance: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the session ends on the server',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const current = await auth.currentAccount(requestContext(request));
      setCookies(reply, await auth.logout(requestContext(request), current?.id));
      return { message: messages.logout.success };
    },
  );

  app.get(
    '/session',
    {
      config: { access: 'public', openDuringMaintenance: true },
      schema: { tags: ['auth'], summary: 'The signed-in account, or null', response: { 200: sessionResponseSchema } },
    },
    async (request) => {
      const account = await auth.currentAccount(requestContext(request));
      return { account: account ? presentOwnAccount(account) : null };
    },
  );

  app.post(
    '/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset link (neutral answer)',
        body: passwordResetRequestSchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.requestPasswordReset(request.body.email, requestContext(request));
      return reply
        .status(202)
        .send({ message: 'If an account exists for this email, we have sent a link to reset its password.' });
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        body: passwordResetConfirmSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body, requestContext(request));
      return { message: 'Your password has been changed. Please sign in with your new password.' };
    },
  );

  app.post(
    '/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with its token',
        body: verifyEmailRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { token } = request.body;
      // The same link page confirms a change of email (D35, account-security.service.ts).
      if (accountSecurity.isEmailChangeLink(token)) {
        return { message: await accountSecurity.confirmEmailChange(token, requestContext(request)) };
      }
      await auth.verifyEmail(token, requestContext(request));
      return { message: 'Thank you, your email address is confirmed.' };
    },
  );

  app.post(
    '/verification-email',
    {
      config: { access: 'member' },
      schema: {
        tags: ['auth'],
        summary: 'Send the verification mail again',
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.resendVerification(request.member);
      return reply.status(202).send({ message: 'We have sent you a new confirmation link.' });
    },
  );
};
