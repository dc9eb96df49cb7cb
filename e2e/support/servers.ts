import { test } from '@playwright/test';
import type { Authenticator } from './two-factor.ts';

/** What a journey needs of its project's server (support/global-setup.ts starts one per project). */
export interface E2EServer {
  baseUrl: string;
  /** The folder where the server's local SMTP server writes each mail (support/outbox.ts). */
  outbox: string;
  /** D35: the authenticator of the journeys' super admin on this server (support/two-factor.ts). */
  adminAuthenticator: Authenticator;
}

export type E2EServers = Record<string, E2EServer>;

/** Every project's server, as the global setup left them in E2E_SERVERS (empty before it ran). */
export function e2eServers(): E2EServers {
  return JSON.parse(process.env.E2E_SERVERS ?? '{}') as E2EServers;
}

/**
 * The headers a browser sends on a write from the site's own page: its Origin. The CSRF check
 * requires Origin or Sec-Fetch-Site on every cookie-carrying write (server/plugins/csrf.ts), and
 * Playwright's API requests (`page.request`) and Node's fetch send neither by themselves.
 */
export function sameSiteHeaders(baseUrl: string | undefined): Record<string, string> | undefined {
  return baseUrl ? { origin: new URL(baseUrl).origin } : undefined;
}

/** The server of the project the running journey belongs to. */
export function e2eServer(): E2EServer {
  const project = test.info().project.name;
  const server = e2eServers()[project];
  if (!server) throw new Error(`No server for the project "${project}": run the journeys through playwright.config.ts`);
  return server;
}
