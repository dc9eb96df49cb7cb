import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import {
  passwordAgainSchema,
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorOffSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '#shared/schemas/two-factor.ts';
import { requestContext } from '#server/lib/request-context.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['account security'];
// A super admin without it reaches these: they are how the obligation is met (D35).
const member = { access: 'member' } as const;

/** D35, Settings → Security: two-factor sign-in with an authenticator app (two-factor.service.ts). */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor } = app.services;

  app.get(
    '/two-factor',
    {
      config: member,
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
        response: { 200: twoFactorStatusSchema, ...errors },
      },
    },
    async (request) => twoFactor.status(request.member),
  );

  app.post(
    '/two-factor/setup',
    {
      config: member,
      schema: {
        tags,
        summary: 'A new authenticator secret (the password again); nothing changes until a code turns it on',
        body: passwordAgainSchema,
        response: { 200: twoFactorSetupSchema, ...errors },
      },
    },
    async (request) => twoFactor.setup(request.member, request.body),
  );

  app.post(
    '/two-factor/enable',
    {
      config: member,
      schema: {
        tags,
        summary: "Turn it on with the app's first code; answers the 10 recovery codes, once",
        body: twoFactorCodeSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) => twoFactor.enable(request.member, request.body.code, requestContext(request)),
  );

  app.post(
    '/two-factor/disable',
    {
      config: member,
      schema: {
        tags,
        summary: 'Turn it off with the password and a code (super admins keep it)',
        body: twoFactorOffSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => twoFactor.disable(request.member, request.body, requestContext(request)),
  );

  app.post(
    '/two-factor/recovery-codes',
    {
      config: member,
      schema: {
        tags,
        summary: 'Ten new recovery codes (the password again); the old ones stop working',
        body: passwordAgainSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) => twoFactor.renewRecoveryCodes(request.member, request.body, requestContext(request)),
  );
};
