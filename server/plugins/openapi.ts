import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicRoutes } from './session.ts';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the route schemas: the schemas are the contract. */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { version: string; publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Divine Match API',
        version: options.version,
        description: 'The HTTP API of Divine Match. Errors answer with the ApiError shape.',
      },
      servers: [{ url: options.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The documentation pages are public: a scope of their own declares it for the routes they add.
  await app.register(async (docs) => {
    publicRoutes(docs);
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      // No third-party validator badge (D27); the page's own CSP, with no inline script.
      uiConfig: { validatorUrl: null },
      staticCSP:
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    });
  });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
});
