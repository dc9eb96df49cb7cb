import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '#shared/rules/contact.ts';
import { contactRequestSchema, contactResponseSchema } from '#shared/schemas/contact.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';

/** The landing page's contact form (spec §2 Contact, §5; D18). Open to visitors; throttled per IP. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contact } = app.services;

  app.post(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the contact form',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await contact.submit(request.body, { ip: request.ip, requestId: String(request.id) });
      return reply.status(201).send({ message: contactMessages.sent });
    },
  );
};
