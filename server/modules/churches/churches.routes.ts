import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminChurchesSchema,
  churchDirectorySchema,
  churchFormSchema,
  churchSavedSchema,
} from '#shared/schemas/churches.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { auditContextOf } from '#server/lib/request-context.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['churches'];
const params = z.object({ id: z.uuid() });

/**
 * D32: the churches a member may pick on My Profile (/api/churches); D45: a relative's account too,
 * for the member's profile it edits or the profile it started (the directory is the church's list).
 */
export const churchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { churches } = app.services;
  app.get(
    '/',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'The church directory: churches a member may pick, by name',
        response: { 200: churchDirectorySchema, ...errors },
      },
    },
    async () => churches.directory(),
  );
};

/** D32: the super admin keeps the directory (/api/admin/churches; System Settings). */
export const churchDirectoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { churches } = app.services;
  const admin = { access: 'super_admin' as const };

  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every church of the directory, retired ones too, with its pastor and members',
        response: { 200: adminChurchesSchema, ...errors },
      },
    },
    async () => churches.list(),
  );

  app.post(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a church to the directory',
        body: churchFormSchema,
        response: { 201: churchSavedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await churches.add(request.member, request.body, auditContextOf(request))),
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "Edit a church (a new name is carried to its members' profiles)",
        params,
        body: churchFormSchema,
        response: { 200: churchSavedSchema, ...errors },
      },
    },
    async (request) => churches.update(request.member, request.params.id, request.body, auditContextOf(request)),
  );

  for (const [action, retired] of [
    ['retire', true],
    ['reinstate', false],
  ] as const) {
    app.post(
      `/:id/${action}`,
      {
        config: admin,
        schema: {
          tags,
          summary: retired ? 'Retire a church: nobody new can pick it' : 'Offer a retired church again',
          params,
          response: { 200: churchSavedSchema, ...errors },
        },
      },
      async (request) => churches.setRetired(request.member, request.params.id, retired, auditContextOf(request)),
    );
  }
};
