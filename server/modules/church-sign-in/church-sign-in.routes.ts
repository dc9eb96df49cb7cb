import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '#shared/enums.ts';
import {
  churchSignInPublicSchema,
  churchSignInSettingsSchema,
  churchSignInUpdateSchema,
} from '#shared/schemas/church-sign-in.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { auditContextOf, requestContext, setCookies } from '#server/lib/request-context.ts';

const tags = ['church-sign-in'];
// The redirects are pages, not JSON: a refusal of any kind is the sign-in page with a code (D48).
const redirect = { 302: z.null().describe('A redirect (Location)') };

/** D48, public (/api/auth/church): what the sign-in page shows, the way out to the provider and the way back. */
export const churchSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { churchSettings, churchSignIn } = app.services;

  app.get(
    '/',
    {
      config: { access: 'public', openDuringMaintenance: true },
      schema: {
        tags,
        summary: 'Whether church sign-in is on, and its button’s label',
        response: { 200: churchSignInPublicSchema },
      },
    },
    async () => churchSettings.publicInfo(),
  );

  app.get(
    '/start',
    {
      // Staff may sign in during maintenance; the service refuses members then, with a page.
      config: { access: 'public', openDuringMaintenance: true },
      schema: {
        tags,
        summary: 'Sends the browser to the church’s provider (code flow, PKCE S256, state, nonce)',
        querystring: z.strictObject({ language: z.enum(LANGUAGES).optional() }),
        response: redirect,
      },
    },
    async (request, reply) => {
      const { location, cookies } = await churchSignIn.start(request.query.language, requestContext(request));
      setCookies(reply, cookies);
      return reply.redirect(location, 302);
    },
  );

  app.get(
    '/callback',
    {
      config: { access: 'public', openDuringMaintenance: true },
      schema: {
        tags,
        summary: 'The provider’s answer: signed in and on the dashboard, or the sign-in page with an error code',
        // What a provider sends back (RFC 6749 §4.1.2, RFC 9207's iss); the callback reads the URL itself.
        querystring: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(4096).optional(),
          iss: z.string().max(4096).optional(),
          error: z.string().max(4096).optional(),
          error_description: z.string().max(4096).optional(),
          error_uri: z.string().max(4096).optional(),
          session_state: z.string().max(4096).optional(),
        }),
        response: redirect,
      },
    },
    async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const url = new URL(`${churchSettings.flow.redirectUri}${query}`);
      const { location, cookies } = await churchSignIn.callback(url, requestContext(request));
      setCookies(reply, cookies);
      return reply.redirect(location, 302);
    },
  );
};

/** D48, the super admin (/api/admin/church-sign-in): the provider, the button, members' password sign-in. */
export const churchSignInAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { churchSettings } = app.services;
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  app.get(
    '/',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        summary: 'Church sign-in’s settings (the secret only as set or not)',
        response: { 200: churchSignInSettingsSchema, ...errors },
      },
    },
    async () => churchSettings.current(),
  );
  app.put(
    '/',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        summary: 'Change church sign-in’s settings (an absent or empty secret keeps the one stored)',
        body: churchSignInUpdateSchema,
        response: { 200: churchSignInSettingsSchema, ...errors },
      },
    },
    async (request) => churchSettings.update(request.member, request.body, auditContextOf(request)),
  );
};
