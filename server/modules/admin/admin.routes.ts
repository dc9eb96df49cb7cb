import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import {
  ADMIN_USER_ACTIONS,
  adminAnalyticsSchema,
  adminContactMessagesSchema,
  adminReportsQuerySchema,
  adminReportsSchema,
  adminStatsQuerySchema,
  adminStatsSchema,
  adminUserDetailSchema,
  adminUserEditSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  contactMessageReadSchema,
} from '#shared/schemas/admin.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { requestContext, requireAccount } from '#server/modules/auth/request-context.ts';
import { assertSuperAdmin } from './admin.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const userParams = z.object({ id: z.string().min(1).max(64) });
const idParams = z.object({ id: z.uuid() });

/** The signed-in super admin of the request; everybody else is refused (D6). */
async function requireSuperAdmin(request: FastifyRequest) {
  const account = await requireAccount(request);
  assertSuperAdmin(account);
  return account;
}

const audit = (request: FastifyRequest) => {
  const { ip, requestId } = requestContext(request);
  return { ipAddress: ip, requestId };
};

/** The Super Admin Panel's API (spec §2, §4, §9; D6, D18, D20–D22). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const tags = ['admin'];

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Dashboard statistics (since: the admin’s local midnight)',
        querystring: adminStatsQuerySchema,
        response: { 200: adminStatsSchema, ...errors },
      },
    },
    async (request) => {
      await requireSuperAdmin(request);
      return admin.stats(request.query.since ? new Date(request.query.since) : undefined);
    },
  );

  app.get(
    '/analytics',
    {
      schema: {
        tags,
        summary: 'Analytics figures and daily series',
        querystring: adminStatsQuerySchema,
        response: { 200: adminAnalyticsSchema, ...errors },
      },
    },
    async (request) => {
      await requireSuperAdmin(request);
      return admin.analytics(request.query.since ? new Date(request.query.since) : undefined);
    },
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Search and list users (by name, email or id prefix)',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...errors },
      },
    },
    async (request) => {
      await requireSuperAdmin(request);
      return admin.users(request.query);
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'One user’s full record and activity log',
        params: userParams,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => {
      await requireSuperAdmin(request);
      return admin.user(request.params.id);
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Edit a user (spec §5 admin edit)',
        params: userParams,
        body: adminUserEditSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      admin.updateUser(await requireSuperAdmin(request), request.params.id, request.body, audit(request)),
  );

  for (const action of ADMIN_USER_ACTIONS) {
    app.post(
      `/users/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} a user`,
          params: userParams,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => admin.act(await requireSuperAdmin(request), request.params.id, action, audit(request)),
    );
  }

  app.delete(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user and everything of theirs (D22)',
        params: userParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => admin.deleteUser(await requireSuperAdmin(request), request.params.id, audit(request)),
  );

  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary: 'Reports and complaints',
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsSchema, ...errors },
      },
    },
    async (request) => {
      await requireSuperAdmin(request);
      return admin.reports(request.query.status === 'all' ? undefined : request.query.status);
    },
  );

  for (const [path, to] of [
    ['resolve', 'resolved'],
    ['dismiss', 'dismissed'],
  ] as const) {
    app.post(
      `/reports/:id/${path}`,
      {
        schema: {
          tags,
          summary: `${path === 'resolve' ? 'Resolve' : 'Dismiss'} a pending report`,
          params: idParams,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => admin.decideReport(await requireSuperAdmin(request), request.params.id, to, audit(request)),
    );
  }

  app.delete(
    '/reports/:id',
    {
      schema: {
        tags,
        summary: 'Delete a report',
        params: idParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => admin.deleteReport(await requireSuperAdmin(request), request.params.id, audit(request)),
  );

  app.get(
    '/contact-messages',
    {
      schema: {
        tags,
        summary: 'Messages from the landing page’s contact form (D18)',
        response: { 200: adminContactMessagesSchema, ...errors },
      },
    },
    async (request) => {
      await requireSuperAdmin(request);
      return admin.contactMessages();
    },
  );

  app.patch(
    '/contact-messages/:id',
    {
      schema: {
        tags,
        summary: 'Mark a contact message read or unread',
        params: idParams,
        body: contactMessageReadSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await requireSuperAdmin(request);
      await admin.markContactMessage(request.params.id, request.body.read);
      return reply.status(204).send(null);
    },
  );
};
