import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callSchema,
  callSettingsSchema,
  callSignalSchema,
  callSignalsQuerySchema,
  callSignalsSchema,
  currentCallSchema,
  iceServersSchema,
  startCallSchema,
} from '#shared/schemas/calls.ts';
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
const tags = ['calls'];

/**
 * D47: a member's calls: started in a conversation, answered, declined, ended and signalled by
 * its two members only; the member's choice to take calls.
 */
export const callsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.services;
  const member = { access: 'member' } as const;

  app.post(
    '/',
    {
      config: member,
      schema: {
        tags,
        summary: 'Call the other member of a conversation (20 attempts a day)',
        body: startCallSchema,
        response: { 201: callSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await calls.start(request.member, request.body.conversationId, request.body.kind)),
  );

  app.get(
    '/current',
    {
      config: member,
      schema: { tags, summary: "The member's live call, or none", response: { 200: currentCallSchema, ...errors } },
    },
    async (request) => calls.current(request.member),
  );

  app.get(
    '/settings',
    {
      config: member,
      schema: { tags, summary: 'Whether the member takes calls', response: { 200: callSettingsSchema, ...errors } },
    },
    async (request) => calls.settings(request.member),
  );

  app.put(
    '/settings',
    {
      config: member,
      schema: {
        tags,
        summary: 'Turn incoming calls on or off',
        body: callSettingsSchema,
        response: { 200: callSettingsSchema, ...errors },
      },
    },
    async (request) => calls.saveSettings(request.member, request.body),
  );

  app.post(
    '/:id/accept',
    {
      config: member,
      schema: { tags, summary: 'Answer a ringing call', params, response: { 200: callSchema, ...errors } },
    },
    async (request) => calls.accept(request.member, request.params.id),
  );

  for (const [action, summary] of [
    ['decline', 'Decline a ringing call'],
    ['end', 'Hang up (or stop ringing)'],
  ] as const) {
    app.post(
      `/:id/${action}`,
      { config: member, schema: { tags, summary, params, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await calls[action](request.member, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  app.post(
    '/:id/signals',
    {
      config: member,
      schema: {
        tags,
        summary: "An offer, answer or ICE candidate for the other member's browser",
        params,
        body: callSignalSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await calls.signal(request.member, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/signals',
    {
      config: member,
      schema: {
        tags,
        summary: 'The signals for this member after `after`',
        params,
        querystring: callSignalsQuerySchema,
        response: { 200: callSignalsSchema, ...errors },
      },
    },
    async (request) => calls.signals(request.member, request.params.id, request.query.after),
  );

  app.get(
    '/:id/ice-servers',
    {
      config: member,
      schema: {
        tags,
        summary: "The call's STUN/TURN servers (TURN credentials made for it)",
        params,
        response: { 200: iceServersSchema, ...errors },
      },
    },
    async (request) => calls.iceServers(request.member, request.params.id),
  );
};
