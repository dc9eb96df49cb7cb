import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { retentionStatusSchema } from '#shared/schemas/retention.ts';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['settings'];

/** D42 (/api/admin/retention): what data retention has scheduled, for System Settings' card. */
export const retentionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { retention } = app.services;
  // Who may read System Settings (settings.routes.ts): the super admin.
  const admin = { access: 'super_admin' as const };
  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Data retention: the period, the accounts told and scheduled for deletion, the next one, and who is told next',
        response: { 200: retentionStatusSchema, ...errors },
      },
    },
    async () => retention.status(),
  );
};
