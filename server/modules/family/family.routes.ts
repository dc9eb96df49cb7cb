import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import {
  familyAcceptSchema,
  familyInvitationFormSchema,
  familyInvitationSchema,
  familyInvitationTokenSchema,
  familyLinkChangeSchema,
  familyLinkedSchema,
  familyLinkIdSchema,
  familyPageSchema,
  chaperoneChoiceSchema,
} from '#shared/schemas/family.ts';
import {
  chaperoneConversationParamsSchema,
  chaperoneConversationSchema,
  chaperoneConversationsSchema,
  chaperoneMessageParamsSchema,
} from '#shared/schemas/family-chaperone.ts';
import { conversationMessages, reportMessageSchema } from '#shared/schemas/conversations.ts';
import { familyMemberViewSchema, familyProfileEditSchema } from '#shared/schemas/family-view.ts';
import { auditContextOf, requestContext, setCookies } from '#server/lib/request-context.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['family'];

/** D45 (/api/family): the member's links to relatives, the relative's side, and the invitation. */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { family, relativeView } = app.services;
  const member = { access: 'member' as const };
  const relative = { access: 'relative' as const };

  app.get(
    '/',
    {
      config: member,
      schema: {
        tags,
        summary: 'My relatives: every link and the family log',
        response: { 200: familyPageSchema, ...errors },
      },
    },
    async (request) => family.page(request.member),
  );

  app.post(
    '/invitations',
    {
      config: member,
      schema: {
        tags,
        summary: 'Invite a relative by email (at most 5 linked or invited)',
        body: familyInvitationFormSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await family.invite(request.member, request.body)),
  );

  app.patch(
    '/links/:id',
    {
      config: member,
      schema: {
        tags,
        summary: 'Allow or stop a relative’s edits of my profile',
        params: familyLinkIdSchema,
        body: familyLinkChangeSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => family.change(request.member, request.params.id, request.body.mayEditProfile),
  );

  app.delete(
    '/links/:id',
    {
      config: member,
      schema: {
        tags,
        summary: 'End a link to a relative, or take back an invitation, at once',
        params: familyLinkIdSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => family.end(request.member, request.params.id),
  );

  app.put(
    '/chaperone',
    {
      config: member,
      schema: {
        tags,
        summary: 'Name a linked relative my chaperone (D46): they read my conversations from now on',
        body: chaperoneChoiceSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => family.nameChaperone(request.member, request.body.linkId),
  );

  app.delete(
    '/chaperone',
    {
      config: member,
      schema: {
        tags,
        summary: 'End my chaperone, at once',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => family.endChaperone(request.member),
  );

  app.get(
    '/linked/:id/conversations',
    {
      config: relative,
      schema: {
        tags,
        summary: 'As chaperone: the member’s conversations with messages since I was named',
        params: familyLinkIdSchema,
        response: { 200: chaperoneConversationsSchema, ...errors },
      },
    },
    async (request) => relativeView.conversations(request.member, request.params.id),
  );

  app.get(
    '/linked/:id/conversations/:conversationId',
    {
      config: relative,
      schema: {
        tags,
        summary: 'As chaperone: one conversation since I was named, read only (the read is in the member’s log)',
        params: chaperoneConversationParamsSchema,
        response: { 200: chaperoneConversationSchema, ...errors },
      },
    },
    async (request) => relativeView.conversation(request.member, request.params.id, request.params.conversationId),
  );

  app.post(
    '/linked/:id/conversations/:conversationId/messages/:messageId/report',
    {
      config: relative,
      schema: {
        tags,
        summary: 'As chaperone: report a message of the other member (the report carries that message)',
        params: chaperoneMessageParamsSchema,
        body: reportMessageSchema,
        response: { 201: messageResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, conversationId, messageId } = request.params;
      await relativeView.reportMessage(request.member, id, conversationId, messageId, request.body);
      return reply.status(201).send({ message: conversationMessages.reportSent });
    },
  );

  app.get(
    '/linked',
    {
      config: relative,
      schema: {
        tags,
        summary: 'The members my relative’s account is linked to',
        response: { 200: familyLinkedSchema, ...errors },
      },
    },
    async (request) => family.linked(request.member),
  );

  app.delete(
    '/linked/:id',
    {
      config: relative,
      schema: {
        tags,
        summary: 'Leave a member’s family (the link ends)',
        params: familyLinkIdSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => family.leave(request.member, request.params.id),
  );

  app.get(
    '/linked/:id',
    {
      config: relative,
      schema: {
        tags,
        summary: 'A linked member as their relative sees them: profile (no contact details), interests, matches',
        params: familyLinkIdSchema,
        response: { 200: familyMemberViewSchema, ...errors },
      },
    },
    async (request) => relativeView.view(request.member, request.params.id),
  );

  app.put(
    '/linked/:id/profile',
    {
      config: relative,
      schema: {
        tags,
        summary: 'Save a linked member’s profile, when they allow it (their contact details stay theirs)',
        params: familyLinkIdSchema,
        body: familyProfileEditSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => relativeView.editProfile(request.member, request.params.id, request.body),
  );

  app.post(
    '/invitation',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The emailed invitation: who invites, as what, to which address',
        body: familyInvitationTokenSchema,
        response: { 200: familyInvitationSchema, ...errors },
      },
    },
    async (request) => family.invitation(request.body.token),
  );

  app.post(
    '/accept',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Accept an invitation with a relative’s account of my own, and be signed in',
        body: familyAcceptSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { message, cookies } = await family.accept(
        request.body.token,
        request.body,
        requestContext(request),
        auditContextOf(request),
      );
      setCookies(reply, cookies);
      return reply.status(201).send({ message });
    },
  );
};
