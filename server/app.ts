import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import { PHOTO_MAX_BYTES } from '#shared/limits.ts';
import type { Config } from './config/config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { loggerOptions } from './lib/logger.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Storage } from './lib/storage.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { accountSecurityRoutes } from './modules/auth/account-security.routes.ts';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.ts';
import { memberDataRoutes } from './modules/member-data/member-data.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { blocksRoutes } from './modules/blocks/blocks.routes.ts';
import { liveEventsRoutes } from './modules/live-events/live-events.routes.ts';
import type { LiveOptions } from './modules/live-events/live-events.service.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { churchDirectoryAdminRoutes, churchesRoutes } from './modules/churches/churches.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import {
  photoVerificationRoutes,
  verificationModerationRoutes,
} from './modules/photo-verifications/photo-verifications.routes.ts';
import { blockedWordsRoutes } from './modules/blocked-words/blocked-words.routes.ts';
import { churchSignInAdminRoutes, churchSignInRoutes } from './modules/church-sign-in/church-sign-in.routes.ts';
import { publicSettingsRoutes, settingsAdminRoutes } from './modules/settings/settings.routes.ts';
import {
  premiumRequestsAdminRoutes,
  premiumRequestsRoutes,
} from './modules/premium-requests/premium-requests.routes.ts';
import { retentionAdminRoutes } from './modules/retention/retention.routes.ts';
import { endorsementsRoutes } from './modules/endorsements/endorsements.routes.ts';
import {
  pastorProposalsAdminRoutes,
  pastorProposalsRoutes,
} from './modules/pastor-proposals/pastor-proposals.routes.ts';
import { familyRoutes } from './modules/family/family.routes.ts';
import { familyDraftsRoutes } from './modules/family/family-drafts.routes.ts';
import { familySuggestionsRoutes } from './modules/family/suggestions.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { discoveryRoutes } from './modules/discovery/discovery.routes.ts';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { interestsRoutes } from './modules/interests/interests.routes.ts';
import { conversationsRoutes } from './modules/conversations/conversations.routes.ts';
import { callsRoutes } from './modules/calls/calls.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { shortlistsRoutes } from './modules/shortlists/shortlists.routes.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { errorHandlerPlugin, sendFrameworkError } from './plugins/error-handler.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { responseSerializer } from './plugins/response-serializer.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { createServices, type Services } from './services.ts';

/** The largest upload the server reads (D17: photos *under* 5,242,880 bytes). */
export const MAX_UPLOAD_BYTES = PHOTO_MAX_BYTES - 1;

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Signs session cookies (server/config/auth-secret.ts). */
  authSecret: string;
  /** Tests catch mail with their own SMTP server or outbox; default: from the configuration. */
  mailer?: Mailer;
  /** Tests may hand in another store (the S3 driver); default: from the configuration. */
  storage?: Storage;
  /** Tests move "today" (the free discovery quota, D13); default: the real clock. */
  clock?: () => Date;
  /** The built web app to serve (production); undefined when Vite serves it (development, API tests). */
  webRoot?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Tests shorten the live streams' heartbeat and checks. */
  liveOptions?: Partial<LiveOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Pick<AppDependencies, 'config' | 'database'>;
    services: Services;
  }
}

/**
 * Builds the whole application without listening (fastify/demo style): server.ts listens, tests
 * call inject() on the very same app. Order: external plugins, app plugins, then routes.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { timeouts } = deps.config;
  const app = Fastify({
    // Slow clients (issue 25): an unfinished request head is cut after headersMs, an unfinished
    // request after requestMs — checked every second or sooner, not Node's default 30 s —, an
    // idle kept-alive connection after keepAliveMs. They bound receiving the request only, so a
    // long response such as the live stream of GET /api/events stays open; no inactivity timeout
    // (connectionTimeout 0) for the same reason.
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(timeouts.headersMs / 4))),
    },
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: 0,
    // Readable lines on a terminal, JSON lines otherwise (server/lib/logger.ts).
    logger: deps.logger ?? loggerOptions(deps.config),
    genReqId: () => randomUUID(),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1_048_576,
    // The same path with or without a trailing slash is one route.
    routerOptions: { ignoreTrailingSlash: true },
    // A URL Fastify cannot route still answers in the one error shape.
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  app.decorate('deps', { config: deps.config, database: deps.database });
  app.decorate(
    'services',
    createServices({
      config: deps.config,
      db: deps.database.db,
      databaseKind: deps.database.kind,
      authSecret: deps.authSecret,
      logger: app.log,
      mailer: deps.mailer,
      storage: deps.storage,
      clock: deps.clock,
      listen: deps.database.listen,
      onNotice: deps.database.onNotice,
      dump: deps.database.dump,
      liveOptions: deps.liveOptions,
    }),
  );
  // Live streams (D3): listening starts with the app; streams end before it closes.
  app.addHook('onReady', () => app.services.live.start());
  app.addHook('preClose', () => app.services.live.stop());
  // The session cache (ADR 0021) remembers only while changes are announced to this instance.
  app.addHook('onReady', () => app.services.auth.start());
  // Maintenance mode (D42) is remembered while every instance's changes are announced.
  app.addHook('onReady', () => app.services.settings.start());
  app.addHook('onClose', () => app.services.settings.stop());
  app.addHook('onClose', () => app.services.auth.stop());
  // The job queue (ADR 0026): each instance works it from ready to close; the daily purge of old
  // notifications (D30) is a job too, so that one instance does it; so is data retention's daily
  // pass (D42), the embedded default's scheduled backup (issue 49) and the chaperones' summaries (D46).
  app.addHook('onReady', async () => {
    await app.services.jobs.start();
    await app.services.notifications.schedulePurge();
    await app.services.memberData.schedulePurge();
    await app.services.premiumRequests.scheduleTerms();
    await app.services.retention.scheduleDaily();
    await app.services.backups.scheduleDaily();
    // D46: the chaperones' weekly summaries (a daily pass sends those due).
    await app.services.chaperoneSummaries.scheduleDaily();
  });
  app.addHook('preClose', () => app.services.jobs.stop());
  // Work a request left to the background (mails, announcements; server/lib/background.ts) ends
  // before closing.
  app.addHook('preClose', () => app.services.background.settled());
  // Then the mailer's pooled SMTP connections (nothing sends any more).
  app.addHook('onClose', async () => app.services.mailer.close?.());
  // Issue 49: every answer counted under its route's pattern for /metrics.
  app.addHook('onResponse', async (request, reply) => {
    app.services.metrics.observe(
      { method: request.method, route: request.routeOptions.url },
      reply.statusCode,
      reply.elapsedTime,
    );
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config: deps.config });
  await app.register(csrfPlugin, { publicUrl: deps.config.publicUrl });
  await app.register(inputGuardPlugin);
  await app.register(sessionPlugin);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
  await app.register(openApiPlugin, { version: packageJson.version, publicUrl: deps.config.publicUrl });

  await app.register(healthRoutes, { ping: () => deps.database.ping() });
  await app.register(metricsRoutes);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(accountSecurityRoutes, { prefix: '/api/auth' });
  await app.register(twoFactorRoutes, { prefix: '/api/auth' });
  await app.register(churchSignInRoutes, { prefix: '/api/auth/church' });
  await app.register(accountsRoutes, { prefix: '/api/accounts' });
  await app.register(memberDataRoutes, { prefix: '/api/accounts/me' });
  await app.register(profilesRoutes, { prefix: '/api/profiles' });
  await app.register(photosRoutes, { prefix: '/api/photos' });
  await app.register(discoveryRoutes, { prefix: '/api/discovery' });
  await app.register(recommendationsRoutes, { prefix: '/api/recommendations' });
  await app.register(interestsRoutes, { prefix: '/api/interests' });
  await app.register(shortlistsRoutes, { prefix: '/api/shortlists' });
  await app.register(blocksRoutes, { prefix: '/api/blocks' });
  await app.register(reportsRoutes, { prefix: '/api/reports' });
  await app.register(conversationsRoutes, { prefix: '/api/conversations' });
  await app.register(callsRoutes, { prefix: '/api/calls' });
  await app.register(notificationsRoutes, { prefix: '/api/notifications' });
  await app.register(pushRoutes, { prefix: '/api/notifications/push' });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(churchDirectoryAdminRoutes, { prefix: '/api/admin/churches' });
  await app.register(churchesRoutes, { prefix: '/api/churches' });
  await app.register(endorsementsRoutes, { prefix: '/api/endorsements' });
  await app.register(pastorProposalsRoutes, { prefix: '/api/pastor-proposals' });
  await app.register(pastorProposalsAdminRoutes, { prefix: '/api/admin/pastor-proposals' });
  await app.register(familyRoutes, { prefix: '/api/family' });
  await app.register(familyDraftsRoutes, { prefix: '/api/family' });
  await app.register(familySuggestionsRoutes, { prefix: '/api/family' });
  await app.register(moderationRoutes, { prefix: '/api/moderation' });
  await app.register(photoVerificationRoutes, { prefix: '/api/photo-verification' });
  await app.register(verificationModerationRoutes, { prefix: '/api/moderation/verifications' });
  await app.register(blockedWordsRoutes, { prefix: '/api/moderation/blocked-words' });
  await app.register(settingsAdminRoutes, { prefix: '/api/admin/settings' });
  await app.register(publicSettingsRoutes, { prefix: '/api/settings' });
  await app.register(premiumRequestsRoutes, { prefix: '/api/premium-requests' });
  await app.register(premiumRequestsAdminRoutes, { prefix: '/api/admin/premium-requests' });
  await app.register(retentionAdminRoutes, { prefix: '/api/admin/retention' });
  await app.register(churchSignInAdminRoutes, { prefix: '/api/admin/church-sign-in' });
  await app.register(liveEventsRoutes, { prefix: '/api/events' });
  await app.register(contactRoutes, { prefix: '/api/contact' });

  await app.register(webAppPlugin, { webRoot: deps.webRoot });
  return app;
}
