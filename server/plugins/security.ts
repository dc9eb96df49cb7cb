import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { Config } from '#server/config/config.ts';
import { REQUEST_BUDGETS } from '#server/modules/throttle/throttle.rules.ts';

/** Keys of the general request budget in a shared Redis (one key per client address and minute). */
export const RATE_LIMIT_REDIS_PREFIX = 'dm:rate:';

/**
 * The headers a helmet middleware sets, read from a stand-in response: with fixed options (no nonce)
 * they are the same for every request.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Headers and the general request budget (security-bar.md, "Data protection, headers"). Cookies
 * are better-auth's alone (server/modules/auth/auth.ts): it writes and reads them.
 * CSP allows no inline script and no third-party host (D27). Inline style attributes are allowed:
 * the dialog and toast primitives position themselves with them.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const https = options.config.publicUrl.startsWith('https://');
  // helmet's headers, worked out once: they depend on nothing in the request (@fastify/helmet built
  // the middleware again, parsing the CSP, on every request: a tenth of a small request's CPU).
  const securityHeaders = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The legacy twin of frame-ancestors 'none' (helmet's default is SAMEORIGIN).
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  // The general flood budget. With REDIS_URL every instance counts in the same Redis (D2, ADR 0017);
  // without it each process counts its own, while the security throttles (sign-in, sign-up, reset,
  // contact, business limits) are shared through the database in any case (ADR 0010).
  const redis = options.config.redisUrl
    ? // No offline queue: while Redis is unreachable a count fails at once (and is skipped below)
      // instead of holding the request until a reconnect.
      new Redis(options.config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limit store) unavailable'));
    // Start counting from the first request: wait (briefly) for the connection before listening.
    app.addHook('onReady', async () => {
      if (redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2_000);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: Math.round(REQUEST_BUDGETS.generalPerIp.limit * options.config.rateLimitScale),
    timeWindow: REQUEST_BUDGETS.generalPerIp.windowMs,
    allowList: (request) => request.url.startsWith('/health/'),
    ...(redis
      ? {
          redis,
          nameSpace: RATE_LIMIT_REDIS_PREFIX,
          // A Redis outage lifts the flood limit instead of failing every request; the security
          // throttles in the database still hold.
          skipOnError: true,
        }
      : {}),
  });

  // Personal data is never cached by browsers or proxies (v5 14.3.2).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
});
