import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminReportsQuerySchema } from '#shared/schemas/admin.ts';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { moderationQueueSchema, moderationReportsSchema, rejectionSchema } from '#shared/schemas/moderation.ts';
import { auditContextOf } from '#server/lib/request-context.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['moderation'];
const moderator = { access: 'moderator' as const };
const memberParams = z.object({ userId: z.string().min(1).max(64) });
const photoParams = z.object({ photoId: z.uuid() });
const reportParams = z.object({ id: z.uuid() });

/** A decision's options: its summary and parameters; a rejection also takes the reason. */
const decision = <P extends z.ZodType>(summary: string, params: P) => ({
  config: moderator,
  schema: { tags, summary, params, response: { 200: messageResponseSchema, ...errors } },
});
const rejection = <P extends z.ZodType>(summary: string, params: P) => ({
  config: moderator,
  schema: { tags, summary, params, body: rejectionSchema, response: { 200: messageResponseSchema, ...errors } },
});

/**
 * The Moderation page's API (D31): moderators, admins and super admins; members are refused. The
 * reports are the admin panel's (one service), decided here by moderators too.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation, admin } = app.services;

  app.get(
    '/queue',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'What waits for review, oldest first: profiles, photos and members on hold',
        response: { 200: moderationQueueSchema, ...errors },
      },
    },
    async () => moderation.queue(),
  );

  app.post('/profiles/:userId/approve', decision('Approve a profile', memberParams), async (request) =>
    moderation.approveProfile(request.member, request.params.userId, auditContextOf(request)),
  );
  app.post(
    '/profiles/:userId/reject',
    rejection('Reject a profile with the reason the member reads', memberParams),
    async (request) =>
      moderation.rejectProfile(request.member, request.params.userId, request.body.reason, auditContextOf(request)),
  );
  app.post(
    '/held/:userId/release',
    decision('Release a member put on hold by reports', memberParams),
    async (request) => moderation.releaseHold(request.member, request.params.userId, auditContextOf(request)),
  );
  app.post('/photos/:photoId/approve', decision('Approve a photo', photoParams), async (request) =>
    moderation.approvePhoto(request.member, request.params.photoId, auditContextOf(request)),
  );
  app.post(
    '/photos/:photoId/reject',
    rejection('Reject a photo with the reason the member reads', photoParams),
    async (request) =>
      moderation.rejectPhoto(request.member, request.params.photoId, request.body.reason, auditContextOf(request)),
  );

  app.get(
    '/reports',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'Reports and complaints, with the names of the members',
        querystring: adminReportsQuerySchema,
        response: { 200: moderationReportsSchema, ...errors },
      },
    },
    async (request) => admin.reports(request.query.status === 'all' ? undefined : request.query.status),
  );
  app.post('/reports/:id/resolve', decision('Resolve a pending report', reportParams), async (request) =>
    admin.resolveReport(request.member, request.params.id, auditContextOf(request)),
  );
  app.post('/reports/:id/dismiss', decision('Dismiss a pending report', reportParams), async (request) =>
    admin.dismissReport(request.member, request.params.id, auditContextOf(request)),
  );
};
