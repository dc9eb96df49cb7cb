import type { FastifyInstance, InjectOptions } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const sentAsIs = new WeakSet<object>();

/** Marks an inject()'s options to be sent exactly as written: no Origin is added (a CSRF test). */
export function asWritten<T extends InjectOptions>(options: T): T {
  sentAsIs.add(options);
  return options;
}

/**
 * Makes the app's inject() send what a browser sends on a write from the site's own page: an
 * Origin header (the CSRF check requires Origin or Sec-Fetch-Site on every cookie-carrying write,
 * server/plugins/csrf.ts). A request that names either header itself, or is marked `asWritten`, is
 * left as it is. Every test app goes through this (test-app.ts), so the tests write as a browser.
 */
export function asBrowser<App extends FastifyInstance>(app: App, publicUrl: string): App {
  const origin = new URL(publicUrl).origin;
  const inject = app.inject.bind(app) as (options?: InjectOptions | string) => ReturnType<FastifyInstance['inject']>;
  const browserInject = (options?: InjectOptions | string) => {
    if (options === undefined || typeof options === 'string' || sentAsIs.has(options)) return inject(options);
    const method = String(options.method ?? 'GET').toUpperCase();
    const headers = (options.headers ?? {}) as Record<string, unknown>;
    if (SAFE_METHODS.has(method) || 'origin' in headers || 'sec-fetch-site' in headers) return inject(options);
    return inject({ ...options, headers: { ...headers, origin } });
  };
  app.inject = browserInject as unknown as FastifyInstance['inject'];
  return app;
}
