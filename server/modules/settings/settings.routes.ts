import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { publicSettingsSchema, systemSettingsSchema, systemSettingsUpdateSchema } from '#shared/schemas/moderation.ts';
import { auditContextOf } from '#server/lib/request-context.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['settings'];

/** What visitors may know of the settings (/api/settings): whether registration is open. */
export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.services;
  app.get(
    '/',
    {
      // D42: what members and visitors need to learn about maintenance mode, answered while it is on.
      config: { access: 'public', openDuringMaintenance: true },
      schema: {
        tags,
        summary: 'Whether registration is open, the membership model, maintenance mode and its message',
        response: { 200: publicSettingsSchema },
      },
    },
    async () => settings.publicSettings(),
  );
};

/** System Settings (D31; /api/admin/settings): the super admin's moderation mode and registration switch. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.services;
  const admin = { access: 'super_admin' as const };
  app.get(
    '/',
    {
      config: admin,
      schema: { tags, summary: 'The System Settings that work', response: { 200: systemSettingsSchema, ...errors } },
    },
    async () => settings.current(),
  );
  app.put(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change the moderation mode and open or close registration',
        body: systemSettingsUpdateSchema,
        response: { 200: systemSettingsSchema, ...errors },
      },
    },
    async (request) => settings.update(request.member, request.body, auditContextOf(request)),
  );
};
