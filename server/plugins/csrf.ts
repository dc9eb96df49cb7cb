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
  const publicUrl = new URL(options.publicUrl);
  const publicOrigin = publicUrl.origin;
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
    let from: URL;
    try {
      from = new URL(origin);
    } catch {
      throw refuse();
    }
    // The public origin, or the very host the request was sent to (a developer on 127.0.0.1), but
    // always with the public scheme: an http:// page must not write to an https deployment.
    const sameSite =
      from.origin === publicOrigin || (from.host === request.headers.host && from.protocol === publicUrl.protocol);
    if (!sameSite) throw refuse();
  });
});
