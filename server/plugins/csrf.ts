import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '#server/lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection on every state-changing API request (ASVS 4.2.2, D8): a browser tells us where a
 * request comes from (Sec-Fetch-Site, Origin); anything cross-site is refused. Bodies are JSON
 * only, which an HTML form cannot send, and the session cookie is SameSite=Lax.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const refuse = () => {
      request.log.warn(
        { origin: request.headers.origin, site: request.headers['sec-fetch-site'] },
        'cross-site request refused',
      );
      return new ForbiddenError('Cross-site request refused.', 'CROSS_SITE_REQUEST');
    };
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw refuse();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      throw refuse();
    }
    if (origin !== publicOrigin && host !== request.headers.host) throw refuse();
  });
});
