import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import { createBackground } from './lib/background.ts';
import { countedMailer, createMailer, type Mailer } from './lib/mailer.ts';
import { createMetrics } from './lib/metrics.ts';
import { createStorage, type Storage } from './lib/storage.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createSystemHealth } from './modules/admin/system-health.service.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createAuth } from './modules/auth/auth.ts';
import {
  createChurchSettingsService,
  createChurchSignInService,
} from './modules/church-sign-in/church-sign-in.service.ts';
import { createAccountSecurityService } from './modules/auth/account-security.service.ts';
import { createTwoFactorService } from './modules/auth/two-factor.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createChurchesService } from './modules/churches/churches.service.ts';
import { createEndorsementsService } from './modules/endorsements/endorsements.service.ts';
import { createPastorProposalsService } from './modules/pastor-proposals/pastor-proposals.service.ts';
import { createFamilyService } from './modules/family/family.service.ts';
import { createFamilyDraftsService } from './modules/family/family-drafts.service.ts';
import { createChaperoneDirectory } from './modules/family/chaperones.ts';
import { createChaperoneSummaries } from './modules/family/chaperone-summaries.ts';
import { createPhotoVerificationsService } from './modules/photo-verifications/photo-verifications.service.ts';
import { createBlocksService } from './modules/blocks/blocks.service.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createRecommendationsService } from './modules/recommendations/recommendations.service.ts';
import { createDiscoveryService } from './modules/discovery/discovery.service.ts';
import { createInterestsService } from './modules/interests/interests.service.ts';
import { createPhotosService } from './modules/photos/photos.service.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createShortlistsService } from './modules/shortlists/shortlists.service.ts';
import { createProfilesService } from './modules/profiles/profiles.service.ts';
import { createRelativeViewService } from './modules/family/relative-view.service.ts';
import { createFamilySuggestionsService, createSuggestionDirectory } from './modules/family/suggestions.service.ts';
import { createConversationsService } from './modules/conversations/conversations.service.ts';
import { createCallsService } from './modules/calls/calls.service.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createMemberDataService } from './modules/member-data/member-data.service.ts';
import { createModerationService } from './modules/moderation/moderation.service.ts';
import { createBlockedWordsService } from './modules/blocked-words/blocked-words.service.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createPremiumRequestsService } from './modules/premium-requests/premium-requests.service.ts';
import { createBackupsService } from './modules/backups/backups.service.ts';
import { createRetentionService } from './modules/retention/retention.service.ts';
import { createThrottleService } from './modules/throttle/throttle.service.ts';
import { createProfileCeiling } from './modules/throttle/profile-ceiling.service.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { createMetricsService } from './modules/metrics/metrics.service.ts';
import { createPushService } from './modules/push/push.service.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createLiveEvents, createPublisher, type LiveOptions } from './modules/live-events/live-events.service.ts';
import type { DatabaseHandle } from './db/database.ts';

/**
 * The composition root: every service, built once per app from the configuration and the
 * database, handed to the routes as `app.services`. A module's routes use its own service; a
 * service may use another module's service, never its repository.
 */
export function createServices(deps: {
  config: Config;
  db: Database;
  /** Which engine `db` is (the System health card says it). */
  databaseKind: DatabaseHandle['kind'];
  authSecret: string;
  logger: FastifyBaseLogger;
  mailer?: Mailer | undefined;
  storage?: Storage | undefined;
  /** Tests move the day of the free discovery quota (D13). */
  clock?: (() => Date) | undefined;
  /** LISTEN on the database (D3: live events fan out through it). */
  listen: DatabaseHandle['listen'];
  /** NOTICEs of this instance's statements (ADR 0021: the session cache forgets at once). */
  onNotice?: DatabaseHandle['onNotice'] | undefined;
  /** The embedded database's dump (issue 49: its scheduled backups); none on PostgreSQL. */
  dump?: DatabaseHandle['dump'] | undefined;
  liveOptions?: Partial<LiveOptions> | undefined;
}) {
  const { config, db, logger } = deps;
  const publish = createPublisher({ db, logger });
  const background = createBackground(logger);
  const metrics = createMetrics();
  const audit = createAuditService({ db, logger, metrics });
  const throttle = createThrottleService({ db, scale: config.rateLimitScale });
  const profileCeiling = createProfileCeiling({ throttle, audit });
  const accounts = createAccountsService({ db, audit, publish });
  const mailer = countedMailer(deps.mailer ?? createMailer(config, logger), metrics);
  const jobs = createJobsService({ db, logger, listen: deps.listen, options: config.jobs, clock: deps.clock, metrics });
  const push = createPushService({ db, config, secret: deps.authSecret, logger });
  const notifications = createNotificationsService({
    db,
    jobs,
    push,
    publish,
    mailer,
    secret: deps.authSecret,
    publicUrl: config.publicUrl,
    logger,
    clock: deps.clock,
  });
  const moderation = createModerationService({ db, audit, notifications, publish });
  const settings = createSettingsService({
    db,
    audit,
    moderation,
    accounts,
    publish,
    listen: deps.listen,
    scheduledBackups: deps.dump !== undefined,
  });
  const blockedWords = createBlockedWordsService({ db, audit, clock: deps.clock });
  const churchSettings = createChurchSettingsService({
    db,
    audit,
    secret: deps.authSecret,
    publicUrl: config.publicUrl,
  });
  const betterAuth = createAuth({
    config,
    logger,
    secret: deps.authSecret,
    db,
    mailer,
    accounts,
    sessionRules: settings.sessionRules,
  });
  // What the three account-security services share: better-auth, the data, the limits, the mail.
  const authDeps = { auth: betterAuth, db, secret: deps.authSecret, accounts, audit, throttle, mailer, background };
  const twoFactor = createTwoFactorService(authDeps);
  const auth = createAuthService({
    ...authDeps,
    twoFactor,
    settings,
    logger,
    publish,
    publicUrl: config.publicUrl,
    membersPasswordSignIn: churchSettings.membersPasswordSignIn,
    listen: deps.listen,
    ...(deps.onNotice ? { onNotice: deps.onNotice } : {}),
  });
  const churchSignIn = createChurchSignInService({ db, churchSettings, settings, accounts, auth, audit, logger });
  const accountSecurity = createAccountSecurityService({
    ...authDeps,
    settings,
    twoFactor,
    publish,
    logger,
    publicUrl: config.publicUrl,
  });
  const live = createLiveEvents({
    listen: deps.listen,
    logger,
    checkSession: auth.currentMember,
    ...(deps.liveOptions ? { options: deps.liveOptions } : {}),
  });
  const storage = deps.storage ?? createStorage(config);
  const photos = createPhotosService({ db, storage, throttle, logger, audit });
  const photoVerifications = createPhotoVerificationsService({
    db,
    storage,
    audit,
    notifications,
    publish,
    logger,
    clock: deps.clock,
  });
  const churches = createChurchesService({ db, audit });
  const endorsements = createEndorsementsService({
    db,
    mailer,
    publish,
    publicUrl: config.publicUrl,
    clock: deps.clock,
  });
  // D45: 'Suggested by {first name} ({relation})' on the cards and profiles of suggested members.
  const suggestionDirectory = createSuggestionDirectory(db);
  const profiles = createProfilesService({
    db,
    suggestions: suggestionDirectory,
    photos,
    publish,
    profileCeiling,
    churches,
    endorsements,
    moderation,
    blockedWords,
  });
  const discovery = createDiscoveryService({
    db,
    suggestions: suggestionDirectory,
    churches,
    profileCeiling,
    secret: deps.authSecret,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  const recommendations = createRecommendationsService({ db, discovery, profileCeiling, clock: deps.clock });
  const interests = createInterestsService({ db, throttle, publish, notifications, moderation });
  const shortlists = createShortlistsService({ db, publish });
  const blocks = createBlocksService({ db, publish });
  const reports = createReportsService({ db, throttle, publish, moderation });
  const conversations = createConversationsService({
    db,
    chaperones: createChaperoneDirectory(db),
    throttle,
    publish,
    reports,
    notifications,
    moderation,
    blockedWords,
  });
  const calls = createCallsService({
    db,
    throttle,
    publish,
    jobs,
    moderation,
    conversations,
    notifications,
    push,
    logger,
    config: config.calls,
    clock: deps.clock,
  });
  const contact = createContactService({ db, throttle, logger, publish });
  const family = createFamilyService({
    db,
    conversations,
    background,
    accounts,
    auth,
    mailer,
    notifications,
    publish,
    publicUrl: config.publicUrl,
    clock: deps.clock,
  });
  const familySuggestions = createFamilySuggestionsService({
    db,
    accounts,
    discovery,
    notifications,
    publish,
    clock: deps.clock,
  });
  const memberData = createMemberDataService({
    db,
    storage,
    jobs,
    auth: betterAuth,
    accounts,
    profiles,
    photos,
    photoVerifications,
    interests,
    shortlists,
    blocks,
    reports,
    conversations,
    notifications,
    family,
    familySuggestions,
    audit,
    throttle,
    mailer,
    publish,
    background,
    logger,
  });
  return {
    background,
    audit,
    throttle,
    profileCeiling,
    accounts,
    auth,
    accountSecurity,
    twoFactor,
    memberData,
    mailer,
    storage,
    photos,
    churches,
    endorsements,
    profiles,
    discovery,
    recommendations,
    interests,
    shortlists,
    blocks,
    reports,
    conversations,
    calls,
    jobs,
    push,
    notifications,
    moderation,
    blockedWords,
    settings,
    churchSettings,
    churchSignIn,
    pastorProposals: createPastorProposalsService({ db, churches, audit, notifications, publish, clock: deps.clock }),
    family,
    familySuggestions,
    familyDrafts: createFamilyDraftsService({
      db,
      accounts,
      auth,
      profiles,
      blockedWords,
      mailer,
      publish,
      logger,
      publicUrl: config.publicUrl,
      clock: deps.clock,
    }),
    relativeView: createRelativeViewService({
      db,
      conversations,
      accounts,
      profiles,
      interests,
      notifications,
      publish,
      clock: deps.clock,
    }),
    photoVerifications,
    premiumRequests: createPremiumRequestsService({
      db,
      accounts,
      settings,
      audit,
      notifications,
      jobs,
      publish,
      clock: deps.clock,
    }),
    chaperoneSummaries: createChaperoneSummaries({
      db,
      jobs,
      mailer,
      accounts,
      conversations,
      publicUrl: config.publicUrl,
      logger,
      clock: deps.clock,
    }),
    retention: createRetentionService({
      db,
      settings,
      accounts,
      photos,
      memberData,
      audit,
      jobs,
      mailer,
      publish,
      publicUrl: config.publicUrl,
      logger,
      clock: deps.clock,
    }),
    dashboard: createDashboardService({
      profiles,
      interests,
      shortlists,
      conversations,
      recommendations,
      suggestions: familySuggestions,
    }),
    contact,
    admin: createAdminService({
      endorsements,
      memberData,
      twoFactor,
      accounts,
      profiles,
      photos,
      interests,
      reports,
      contact,
      conversations,
      audit,
      notifications,
      publish,
      ...(deps.clock ? { clock: deps.clock } : {}),
    }),
    live,
    metrics: createMetricsService({ metrics, token: config.metricsToken, jobs, live }),
    backups: createBackupsService({
      dump: deps.dump,
      dataDir: config.dataDir,
      settings,
      jobs,
      publish,
      logger,
      clock: deps.clock,
    }),
    systemHealth: createSystemHealth({
      db,
      engine: deps.databaseKind === 'postgres' ? 'postgresql' : 'embedded',
      dataDir: config.dataDir,
      jobs,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
