import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '#server/lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection on every state-changing API request (ASVS 4.2.2, D8): a browser tells us where a
 * request comes from (Sec-Fetch-Site, Origin); anything cross-site is refused, and a write that
 * carries a cookie must name one of the two. The body type is no defence: `POST /api/photos` takes
 * multipart/form-data, which an HTML form can send. Every browser this app supports sends Origin
 * on a POST, PUT, PATCH or DELETE (and Sec-Fetch-Site on any fetch), so only a client that is not
 * a browser writes without them; with a cookie, it must say where it comes from too. The session
 * cookie is also SameSite=Lax: defence in depth, not the check.
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
    if (origin === undefined) {
      if (site === undefined && request.headers.cookie !== undefined) {
        request.log.warn('cookie-carrying write without Origin or Sec-Fetch-Site refused');
        throw new ForbiddenError(
          'Cross-site request refused: a write that carries a cookie must name its Origin or Sec-Fetch-Site.',
          'CROSS_SITE_REQUEST',
        );
      }
      return;
    }
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
