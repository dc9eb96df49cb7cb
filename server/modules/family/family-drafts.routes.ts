import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import {
  familyDraftAcceptSchema,
  familyDraftIdSchema,
  familyDraftInvitationSchema,
  familyDraftsSchema,
  familyDraftStartSchema,
  familyDraftTokenSchema,
} from '#shared/schemas/family-drafts.ts';
import { familyProfileEditSchema } from '#shared/schemas/family-view.ts';
import { auditContextOf, requestContext, setCookies } from '#server/lib/request-context.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['family'];

/** D45 (/api/family): a profile someone starts at registration for a relative, until the member accepts or refuses it. */
export const familyDraftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { familyDrafts } = app.services;
  const relative = { access: 'relative' as const };
  const open = { access: 'public' as const };

  app.post(
    '/drafts',
    {
      config: open,
      schema: {
        tags,
        summary: 'Register to create a profile for a son, daughter, brother, sister, friend or relative',
        description:
          'Makes a relative’s account for the one who registers (signed in) and a draft profile that is nobody’s account: the member is invited by email and the profile is visible to nobody until they accept it.',
        body: familyDraftStartSchema,
        response: { 201: messageResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { message, cookies } = await familyDrafts.start(
        request.body,
        requestContext(request),
        auditContextOf(request),
      );
      setCookies(reply, cookies);
      return reply.status(201).send({ message });
    },
  );

  app.get(
    '/drafts',
    {
      config: relative,
      schema: {
        tags,
        summary: 'The profiles I started, waiting for the member to accept them',
        response: { 200: familyDraftsSchema, ...errors },
      },
    },
    async (request) => familyDrafts.drafts(request.member),
  );

  app.put(
    '/drafts/:id/profile',
    {
      config: relative,
      schema: {
        tags,
        summary: 'Fill in a profile I started (no contact details: those are the member’s)',
        params: familyDraftIdSchema,
        body: familyProfileEditSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => familyDrafts.saveProfile(request.member, request.params.id, request.body),
  );

  app.post(
    '/drafts/:id/invitation',
    {
      config: relative,
      schema: {
        tags,
        summary: 'Send the member a new invitation (the earlier link stops working)',
        params: familyDraftIdSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => familyDrafts.resend(request.member, request.params.id),
  );

  app.delete(
    '/drafts/:id',
    {
      config: relative,
      schema: {
        tags,
        summary: 'Delete a profile I started',
        params: familyDraftIdSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => familyDrafts.remove(request.member, request.params.id),
  );

  app.post(
    '/draft',
    {
      config: open,
      schema: {
        tags,
        summary: 'The emailed invitation to a started profile: who started it and the profile so far',
        body: familyDraftTokenSchema,
        response: { 200: familyDraftInvitationSchema, ...errors },
      },
    },
    async (request) => familyDrafts.invitation(request.body.token),
  );

  app.post(
    '/draft/accept',
    {
      config: open,
      schema: {
        tags,
        summary: 'Accept the profile started for me, with my own password and phone number, and be signed in',
        body: familyDraftAcceptSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { message, cookies } = await familyDrafts.accept(
        request.body,
        requestContext(request),
        auditContextOf(request),
      );
      setCookies(reply, cookies);
      return reply.status(201).send({ message });
    },
  );

  app.post(
    '/draft/refuse',
    {
      config: open,
      schema: {
        tags,
        summary: 'Refuse the profile started for me: it is deleted',
        body: familyDraftTokenSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => familyDrafts.refuse(request.body.token),
  );
};
