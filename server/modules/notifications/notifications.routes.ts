import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import {
  notificationSettingsSaveSchema,
  notificationSettingsSchema,
  notificationsPageSchema,
  notificationsUnreadSchema,
  unsubscribeResultSchema,
  unsubscribeSchema,
} from '#shared/schemas/notifications.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['notifications'];
const cursorQuery = z.strictObject({ cursor: z.string().max(200).optional() });

/** Notifications (D30): the bell's list and count, the member's settings, and email unsubscribe. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;
  const member = { access: 'member' } as const;

  // RFC 8058: a mail client's one-click unsubscribe POSTs "List-Unsubscribe=One-Click" as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1_024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/',
    {
      config: member,
      schema: {
        tags,
        summary: "The member's notifications, newest first (keyset pages)",
        querystring: cursorQuery,
        response: { 200: notificationsPageSchema, ...errors },
      },
    },
    async (request) => notifications.list(request.member, request.query.cursor),
  );

  app.get(
    '/unread',
    {
      config: member,
      schema: {
        tags,
        summary: 'How many notifications the member has not read',
        response: { 200: notificationsUnreadSchema, ...errors },
      },
    },
    async (request) => notifications.unread(request.member),
  );

  app.post(
    '/:id/read',
    {
      config: member,
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await notifications.markRead(request.member, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/read-all',
    {
      config: member,
      schema: { tags, summary: 'Mark every notification read', response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await notifications.markAllRead(request.member);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/settings',
    {
      config: member,
      schema: {
        tags,
        summary: 'The Notifications section of Settings',
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => notifications.settings(request.member),
  );

  app.put(
    '/settings',
    {
      config: member,
      schema: {
        tags,
        summary: 'Save the Notifications section of Settings',
        body: notificationSettingsSaveSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => notifications.saveSettings(request.member, request.body),
  );

  app.post(
    '/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "An email's one-click unsubscribe (RFC 8058): the signed token switches that kind's emails off",
        querystring: unsubscribeSchema,
        // The mail client's form body says nothing the token does not (server/plugins/input-guard.ts).
        consumes: ['application/x-www-form-urlencoded'],
        response: { 200: unsubscribeResultSchema, ...errors },
      },
    },
    async (request) => notifications.unsubscribe(request.query.token),
  );
};
