import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import {
  contactSharingSchema,
  conversationMessages,
  conversationSchema,
  conversationsPageSchema,
  conversationsQuerySchema,
  messageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  openConversationSchema,
  openedConversationSchema,
  reportMessageSchema,
  sendMessageSchema,
  unreadCountSchema,
} from '#shared/schemas/conversations.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const params = z.object({ id: z.uuid() });
const messageParams = z.object({ id: z.uuid(), messageId: z.string().regex(/^\d{1,15}$/) });
const tags = ['conversations'];

/** Conversations of matched members (D28), the safety guard (D29), contact details by choice (D38). */
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { conversations } = app.services;
  const member = { access: 'member' } as const;

  app.get(
    '/',
    {
      config: member,
      schema: {
        tags,
        summary: "The member's conversations, newest first (keyset pages)",
        querystring: conversationsQuerySchema,
        response: { 200: conversationsPageSchema, ...errors },
      },
    },
    async (request) => conversations.inbox(request.member, request.query.cursor),
  );

  app.get(
    '/unread',
    {
      config: member,
      schema: {
        tags,
        summary: 'How many messages the member has not read',
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => conversations.unread(request.member),
  );

  app.post(
    '/',
    {
      config: member,
      schema: {
        tags,
        summary: 'Open the conversation with a matched member (made on first use)',
        body: openConversationSchema,
        response: { 200: openedConversationSchema, ...errors },
      },
    },
    async (request) => conversations.open(request.member, request.body.memberId),
  );

  app.get(
    '/:id',
    {
      config: member,
      schema: { tags, summary: 'One conversation', params, response: { 200: conversationSchema, ...errors } },
    },
    async (request) => conversations.conversation(request.member, request.params.id),
  );

  app.get(
    '/:id/messages',
    {
      config: member,
      schema: {
        tags,
        summary: 'A page of the history, older pages with `before`',
        params,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema, ...errors },
      },
    },
    async (request) => conversations.messages(request.member, request.params.id, request.query.before),
  );

  app.post(
    '/:id/messages',
    {
      config: member,
      schema: {
        tags,
        summary: 'Send a message (30 a minute, 500 a day)',
        params,
        body: sendMessageSchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await conversations.send(request.member, request.params.id, request.body.body)),
  );

  app.post(
    '/:id/read',
    {
      config: member,
      schema: {
        tags,
        summary: "Mark the other member's messages read",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await conversations.markRead(request.member, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/:id/contact-sharing',
    {
      config: member,
      schema: {
        tags,
        summary: 'Share (or stop sharing) my contact details with this member (D38)',
        params,
        body: contactSharingSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => conversations.shareContact(request.member, request.params.id, request.body.share),
  );

  app.post(
    '/:id/messages/:messageId/report',
    {
      config: member,
      schema: {
        tags,
        summary: 'Report a message of the other member (the report carries that message)',
        params: messageParams,
        body: reportMessageSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await conversations.reportMessage(request.member, request.params.id, request.params.messageId, request.body);
      return reply.status(201).send({ message: conversationMessages.reportSent });
    },
  );
};
