import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './error-handler.ts';
import { publicRoutes } from './session.ts';

/**
 * Serves the built web app from the same port as the API (production), with the SPA fallback:
 * any GET that is not an API route, a health check or a file answers index.html and the client
 * router takes over. Without a web root (development, where Vite serves the app) every unknown
 * route is a 404 in the error shape.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { webRoot: string | undefined }) => {
  const { webRoot } = options;
  if (webRoot && !fs.existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(`The web app is not built: ${path.join(webRoot, 'index.html')} is missing. Run "npm run build".`);
  }
  if (webRoot) {
    const staticOptions = {
      root: webRoot,
      // The build writes .br and .gz beside each text file (vite.config.ts); sent when accepted.
      preCompressed: true,
      setHeaders(res: FastifyReply, filePath: string) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    };
    // reply.sendFile for the SPA fallback below; the files themselves are served from a scope
    // of their own that declares its routes public (server/plugins/session.ts).
    await app.register(fastifyStatic, { ...staticOptions, serve: false });
    await app.register(async (files) => {
      publicRoutes(files);
      await files.register(fastifyStatic, { ...staticOptions, wildcard: true, decorateReply: false });
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      webRoot !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/health/');
    if (!isPage) return sendNotFound(request, reply);
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
});
