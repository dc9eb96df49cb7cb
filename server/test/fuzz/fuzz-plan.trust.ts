import fc from 'fast-check';
import { schema } from '#server/db/schema.ts';
import type { FuzzWorld, OperationPlan } from './fuzz-harness.ts';
import {
  acceptedEmail,
  churchesOf,
  heldMembers,
  pastorLinks,
  pastorProposalsOf,
  verificationsOf,
  premiumRequestsOf,
  reports,
} from './fuzz-records.ts';
import type { Hints } from './schema-arbitraries.ts';

// The fuzz plan's operations of trust (D31, D32), part of FUZZ_PLAN (fuzz-plan.ts): the church
// directory, pastors' endorsements, moderation and the System Settings that work.

/** A church form that mostly passes the rules: names are numbered, some repeat (409); some are any text. */
const churchHints: Hints = {
  name: fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 40 }).map((n) => `Fuzz Chapel ${n}`), weight: 5 },
    { arbitrary: fc.string({ maxLength: 130 }), weight: 1 },
  ),
  city: fc.constantFrom('Kochi', 'Dubai'),
  country: fc.constantFrom('India', 'United Arab Emirates'),
  denomination: fc.constantFrom('', 'Orthodox', 'Pentecostal'),
  pastorName: fc.constantFrom('', 'Rev. Fuzz'),
  pastorEmail: fc.oneof(acceptedEmail, fc.constant('')),
};

/** A moderator's reason: mostly a sentence, sometimes any text (blank, too long, hidden characters). */
const rejectionHints: Hints = {
  reason: fc.oneof(
    { arbitrary: fc.constantFrom('Please add a profile summary.', 'Only you should be in your photos.'), weight: 4 },
    { arbitrary: fc.string({ maxLength: 520 }), weight: 1 },
  ),
};

/**
 * Blocked words (D42) that no other case's text holds ('fuzzword…'), so the suite's profiles and
 * messages are not refused; now and then a word the rules refuse (no letter, too long): one in 25, so
 * that a list of five still reaches the handler more often than not.
 */
const blockedWordHints: Hints = {
  language: fc.constantFrom('en', 'fr', 'ja'),
  words: fc.array(
    fc.oneof(
      { arbitrary: fc.string({ maxLength: 20 }).map((tail) => `fuzzword${tail}`), weight: 24 },
      { arbitrary: fc.constantFrom('...', 'fuzzword'.repeat(8)), weight: 1 },
    ),
    { minLength: 1, maxLength: 5 },
  ),
};

async function blockedWordsOf(world: FuzzWorld) {
  const suffix = crypto.randomUUID().slice(0, 8);
  const rows = await world.t.database.db
    .insert(schema.blockedWords)
    .values(
      ['en', 'fr'].map((language) => ({
        language: language as 'en' | 'fr',
        word: `fuzzword${suffix}`,
        normalized: `fuzzword${suffix}`,
      })),
    )
    .returning({ id: schema.blockedWords.id });
  return rows.map((row) => row.id);
}

export const TRUST_PLAN: Record<string, OperationPlan> = {
  // the church directory (D32): members read it; the super admin keeps it
  'GET /api/churches': { actor: 'member' },
  'GET /api/admin/churches': { actor: 'admin' },
  'POST /api/admin/churches': { actor: 'admin', setup: async () => ({ hints: churchHints }) },
  'PUT /api/admin/churches/{id}': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await churchesOf(world) }, hints: churchHints }),
  },
  'POST /api/admin/churches/{id}/retire': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await churchesOf(world) } }),
  },
  'POST /api/admin/churches/{id}/reinstate': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await churchesOf(world) } }),
  },

  // pastors' endorsements (D32): the actor's own; the pastor's links name real requests, some spent
  'GET /api/endorsements/me': { actor: 'member' },
  'POST /api/endorsements': { actor: 'dedicated' },
  'POST /api/endorsements/review': { actor: 'visitor', setup: async (world) => ({ hints: await pastorLinks(world) }) },
  'POST /api/endorsements/decide': { actor: 'visitor', setup: async (world) => ({ hints: await pastorLinks(world) }) },
  'POST /api/endorsements/withdraw': {
    actor: 'visitor',
    setup: async (world) => ({ hints: await pastorLinks(world, true) }),
  },

  // pastor proposals (D44): members propose for their own church (the suite's members name none
  // of the directory: refused past validation); the office decides on real pending proposals
  'GET /api/pastor-proposals/me': { actor: 'member' },
  'POST /api/pastor-proposals': {
    actor: 'dedicated',
    setup: async (world) => ({
      hints: {
        churchId: fc.constantFrom(...(await churchesOf(world))),
        pastorName: fc.oneof(
          { arbitrary: fc.constantFrom('Rev. Fuzz', 'Pastor Mathew'), weight: 4 },
          { arbitrary: fc.string({ maxLength: 90 }), weight: 1 },
        ),
        pastorEmail: acceptedEmail,
      },
    }),
  },
  'GET /api/admin/pastor-proposals': { actor: 'admin' },
  'POST /api/admin/pastor-proposals/{id}/add': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await pastorProposalsOf(world) } }),
  },
  'POST /api/admin/pastor-proposals/{id}/decline': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await pastorProposalsOf(world) }, hints: rejectionHints }),
  },

  // moderation (D31): the super admin works the queues (moderators too: the authorization matrix)
  'GET /api/moderation/queue': { actor: 'admin' },
  'POST /api/moderation/profiles/{userId}/approve': {
    actor: 'admin',
    setup: async (world) => ({ ids: { userId: await world.seedTargets(3) } }),
  },
  'POST /api/moderation/profiles/{userId}/reject': {
    actor: 'admin',
    setup: async (world) => ({ ids: { userId: await world.seedTargets(3) }, hints: rejectionHints }),
  },
  'POST /api/moderation/held/{userId}/release': {
    actor: 'admin',
    setup: async (world) => ({ ids: { userId: await heldMembers(world) } }),
  },
  'POST /api/moderation/photos/{photoId}/approve': {
    actor: 'admin',
    setup: async (world) => ({ ids: { photoId: world.memberPhotoIds } }),
  },
  'POST /api/moderation/photos/{photoId}/reject': {
    actor: 'admin',
    setup: async (world) => ({ ids: { photoId: world.memberPhotoIds }, hints: rejectionHints }),
  },
  // photo verification (D43): the queue, the selfies and the decisions on real waiting attempts
  'GET /api/moderation/verifications': { actor: 'admin' },
  'GET /api/moderation/verifications/{id}/selfies/{pose}': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await verificationsOf(world, 'submitted'), pose: ['wave', 'salute'] } }),
  },
  'POST /api/moderation/verifications/{id}/approve': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await verificationsOf(world, 'submitted') } }),
  },
  'POST /api/moderation/verifications/{id}/reject': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await verificationsOf(world, 'submitted') }, hints: rejectionHints }),
  },
  'GET /api/moderation/reports': { actor: 'admin' },
  'POST /api/moderation/reports/{id}/resolve': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await reports(world) } }),
  },
  'POST /api/moderation/reports/{id}/dismiss': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await reports(world) } }),
  },
  // Premium granted by the church office (D41), before the blocked words (their setup saves profiles
  // that a fuzzed list could refuse): members ask (refused outside the 'granted' mode,
  // which the settings' cases may set); the super admin decides on real pending requests.
  'GET /api/premium-requests/me': { actor: 'member' },
  'POST /api/premium-requests': { actor: 'dedicated' },
  'GET /api/admin/premium-requests': { actor: 'admin' },
  'POST /api/admin/premium-requests/{id}/grant': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await premiumRequestsOf(world) } }),
  },
  'POST /api/admin/premium-requests/{id}/decline': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await premiumRequestsOf(world) }, hints: rejectionHints }),
  },

  // blocked words (D42): moderators and the super admin keep the lists
  'GET /api/moderation/blocked-words': { actor: 'admin' },
  'POST /api/moderation/blocked-words': { actor: 'admin', setup: async () => ({ hints: blockedWordHints }) },
  'DELETE /api/moderation/blocked-words/{language}/{id}': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await blockedWordsOf(world), language: ['en', 'fr'] } }),
  },
  'GET /api/settings': { actor: 'visitor' },
  'GET /api/admin/settings': { actor: 'admin' },
  'GET /api/admin/retention': { actor: 'admin' },
  // Registration stays open: the suite's other members are made through it.
  'PUT /api/admin/settings': {
    actor: 'admin',
    setup: async () => ({
      hints: { moderationMode: fc.constantFrom('after', 'before'), registrationOpen: fc.constant(true) },
    }),
    // The world goes on after each case: maintenance off again (on, it answers every member 503 by
    // design, D42), the password minimum the spec's 6 (members are registered later) and the
    // spec's sessions of 30 days, with no retention and no scheduled backups.
    afterSuccess: async (world) => {
      const put = await world.t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: world.admin.cookie, origin: world.publicOrigin },
        payload: {
          moderationMode: 'after',
          registrationOpen: true,
          maintenanceOn: false,
          passwordMinLength: 6,
          sessionIdleMinutes: 43_200,
          sessionLifetimeDays: null,
          retentionMonths: null,
          backupSchedule: 'off',
          backupKeep: 7,
        },
      });
      if (put.statusCode !== 200) throw new Error(`settings not put back: ${put.statusCode} ${put.body}`);
    },
  },
  // D48, church sign-in: off in the fuzz world, so start and callback end on the sign-in page (302).
  'GET /api/auth/church': { actor: 'visitor' },
  'GET /api/auth/church/start': { actor: 'visitor' },
  'GET /api/auth/church/callback': { actor: 'visitor' },
  'GET /api/admin/church-sign-in': { actor: 'admin' },
  // Put back after each case: off, and members' password sign-in on (the suite's members sign in with theirs).
  'PUT /api/admin/church-sign-in': {
    actor: 'admin',
    setup: async () => ({
      hints: {
        // The plain-http address of another host is refused by validation: one in five, not one in four.
        issuer: fc.constantFrom(
          '',
          'https://church.example.org',
          'https://church.example.org',
          'http://127.0.0.1:9',
          'http://church.example.org',
        ),
        clientId: fc.constantFrom('', 'divine-match'),
        clientSecret: fc.constantFrom('', 'a-secret'),
        buttonLabel: fc.constantFrom('', 'Grace Church'),
        memberPasswordSignIn: fc.constant(true),
      },
    }),
    afterSuccess: async (world) => {
      const put = await world.t.app.inject({
        method: 'PUT',
        url: '/api/admin/church-sign-in',
        headers: { cookie: world.admin.cookie, origin: world.publicOrigin },
        payload: { on: false, issuer: '', clientId: '', buttonLabel: '', memberPasswordSignIn: true },
      });
      if (put.statusCode !== 200) throw new Error(`church sign-in not put back: ${put.statusCode} ${put.body}`);
    },
  },
};
