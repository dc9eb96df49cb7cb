import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import {
  adminAnalyticsSchema,
  adminContactMessagesSchema,
  adminReportsQuerySchema,
  adminReportsSchema,
  adminStatsQuerySchema,
  adminStatsSchema,
  systemHealthSchema,
  adminUserDetailSchema,
  adminUserEditSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  contactMessageReadSchema,
} from '#shared/schemas/admin.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { auditContextOf } from '#server/lib/request-context.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const userParams = z.object({ id: z.string().min(1).max(64) });
const idParams = z.object({ id: z.uuid() });

/** The options of an admin move on one user or one report: its summary differs, nothing else. */
const userAction = (summary: string) => ({
  config: { access: 'super_admin' as const },
  schema: { tags: ['admin'], summary, params: userParams, response: { 200: messageResponseSchema, ...errors } },
});
const reportAction = (summary: string) => ({
  config: { access: 'super_admin' as const },
  schema: { tags: ['admin'], summary, params: idParams, response: { 200: messageResponseSchema, ...errors } },
});

const audit = auditContextOf;

/** The Super Admin Panel's API (spec §2, §4, §9; D6, D18, D20–D22). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const tags = ['admin'];

  app.get(
    '/stats',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        summary: 'Dashboard statistics (since: the admin’s local midnight)',
        querystring: adminStatsQuerySchema,
        response: { 200: adminStatsSchema, ...errors },
      },
    },
    async (request) => admin.stats(request.query.since ? new Date(request.query.since) : undefined),
  );

  app.get(
    '/system-health',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        summary: 'System health: version, migrations, job queue, last backup, storage used (issue 49)',
        response: { 200: systemHealthSchema, ...errors },
      },
    },
    async () => app.services.systemHealth.read(),
  );

  app.get(
    '/analytics',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        summary: 'Analytics figures and daily series',
        querystring: adminStatsQuerySchema,
        response: { 200: adminAnalyticsSchema, ...errors },
      },
    },
    async (request) => admin.analytics(request.query.since ? new Date(request.query.since) : undefined),
  );

  app.get(
    '/users',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        summary: 'Search and list users (by name, email or id prefix)',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...errors },
      },
    },
    async (request) => admin.users(request.query),
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        summary: 'One user’s full record and activity log',
        params: userParams,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => admin.user(request.params.id),
  );

  app.put(
    '/users/:id',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        summary: 'Edit a user (spec §5 admin edit)',
        params: userParams,
        body: adminUserEditSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => admin.updateUser(request.member, request.params.id, request.body, audit(request)),
  );

  // Spec §4 admin moves, one explicit route each (D21: each audited by the service).
  app.post('/users/:id/activate', userAction('Activate a user'), async (request) =>
    admin.activateUser(request.member, request.params.id, audit(request)),
  );
  app.post('/users/:id/deactivate', userAction('Deactivate a user'), async (request) =>
    admin.deactivateUser(request.member, request.params.id, audit(request)),
  );
  app.post('/users/:id/upgrade', userAction('Upgrade a user'), async (request) =>
    admin.upgradeUser(request.member, request.params.id, audit(request)),
  );
  app.post('/users/:id/downgrade', userAction('Downgrade a user'), async (request) =>
    admin.downgradeUser(request.member, request.params.id, audit(request)),
  );

  app.delete(
    '/users/:id',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        summary: 'Delete a user and everything of theirs (D22)',
        params: userParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => admin.deleteUser(request.member, request.params.id, audit(request)),
  );

  app.get(
    '/reports',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        summary: 'Reports and complaints',
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsSchema, ...errors },
      },
    },
    async (request) => admin.reports(request.query.status === 'all' ? undefined : request.query.status),
  );

  app.post('/reports/:id/resolve', reportAction('Resolve a pending report'), async (request) =>
    admin.resolveReport(request.member, request.params.id, audit(request)),
  );
  app.post('/reports/:id/dismiss', reportAction('Dismiss a pending report'), async (request) =>
    admin.dismissReport(request.member, request.params.id, audit(request)),
  );

  app.delete(
    '/reports/:id',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        summary: 'Delete a report',
        params: idParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => admin.deleteReport(request.member, request.params.id, audit(request)),
  );

  app.get(
    '/contact-messages',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        summary: 'Messages from the landing page’s contact form (D18)',
        response: { 200: adminContactMessagesSchema, ...errors },
      },
    },
    async () => admin.contactMessages(),
  );

  app.patch(
    '/contact-messages/:id',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        summary: 'Mark a contact message read or unread',
        params: idParams,
        body: contactMessageReadSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await admin.markContactMessage(request.params.id, request.body.read);
      return reply.status(204).send(null);
    },
  );
};
