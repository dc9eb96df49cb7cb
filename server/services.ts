import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createAuth } from './modules/auth/auth.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createThrottleService } from './modules/throttle/throttle.service.ts';

/**
 * The composition root: every service, built once per app from the configuration and the
 * database, handed to the routes as `app.services`. A module's routes use its own service; a
 * service may use another module's service, never its repository.
 */
export function createServices(deps: {
  config: Config;
  db: Database;
  authSecret: string;
  logger: FastifyBaseLogger;
  mailer?: Mailer | undefined;
}) {
  const { config, db, logger } = deps;
  const audit = createAuditService(db, logger);
  const throttle = createThrottleService(db, config.rateLimitScale);
  const accounts = createAccountsService(db, audit);
  const mailer = deps.mailer ?? createMailer(config, logger);
  const betterAuth = createAuth({ config, logger, secret: deps.authSecret, db, mailer, accounts });
  const auth = createAuthService({ auth: betterAuth, accounts, audit, throttle, logger });
  return { audit, throttle, accounts, auth, mailer, contact: createContactService(db, throttle, logger) };
}

export type Services = ReturnType<typeof createServices>;
