import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { schema } from '#server/db/schema.ts';
import { unsubscribeToken } from '#server/modules/notifications/unsubscribe-token.ts';
import { PHOTO_VARIANTS } from '#server/modules/photos/photos.presenter.ts';
import { block, makePremium, turnOnTwoFactor } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import type { OperationPlan } from './fuzz-harness.ts';
import { TRUST_PLAN } from './fuzz-plan.trust.ts';
import { EVENTS_CONTACT_PLAN } from './fuzz-plan.events-contact.ts';
import { FAMILY_PLAN } from './fuzz-plan.family.ts';
import { FAMILY_DRAFTS_PLAN } from './fuzz-plan.family-drafts.ts';
import { FAMILY_SUGGESTIONS_PLAN } from './fuzz-plan.family-suggestions.ts';
import type { Hints } from './schema-arbitraries.ts';
import {
  acceptedEmail,
  callsOf,
  conversationsOf,
  interestsOf,
  notificationsOf,
  reports,
  requireSelf,
  verificationsOf,
  targets,
} from './fuzz-records.ts';

/**
 * How each operation of the OpenAPI document is fuzzed: who sends it and which real records its
 * cases may name. Every operation must have an entry (openapi-coverage.fuzz.test.ts): a route
 * added later fails the suite until it is planned here, and then it is fuzzed like the rest.
 */

const PASSWORD = 'Faithful-Heart-42';

const registrationHints: Hints = {
  firstName: fc.constant('Grace'),
  lastName: fc.constant('Thomas'),
  email: acceptedEmail,
  countryCode: fc.constant('+91'),
  phoneNumber: fc.constant('9876543210'),
  // One in six a common password, which the rules refuse (D7); else a strong one, to reach the service.
  password: fc.constantFrom(PASSWORD, PASSWORD, PASSWORD, PASSWORD, PASSWORD, 'password'),
  confirmPassword: fc.constant(PASSWORD),
};

const profileHints: Hints = Object.fromEntries(
  Object.entries(completeProfile()).map(([name, value]) => [name, fc.constant(value)]),
);

const adminEditHints: Hints = {
  ...profileHints,
  email: acceptedEmail,
  dob: fc.constantFrom('1990-02-14', ''),
  partnerAgeMin: fc.constantFrom(25, null),
  partnerAgeMax: fc.constantFrom(35, null),
  timezone: fc.constant('Asia/Kolkata'),
};

const memberTargets: OperationPlan['setup'] = async (world, self) => ({ ids: { userId: await targets(world, self) } });

const premiumWithTargets: OperationPlan['setup'] = async (world, self) => {
  await makePremium(world.t.database.db, requireSelf(self).id);
  return { ids: { userId: await targets(world, self) } };
};

export const FUZZ_PLAN: Record<string, OperationPlan> = {
  // health
  'GET /health/live': { actor: 'visitor' },
  'GET /health/ready': { actor: 'visitor' },
  'GET /metrics': { actor: 'visitor' },

  // auth
  // A registration that gets through is slow (a password hash, and the timing parity of D7): one
  // address, whose sign-up throttle (5 per 30 min, scaled by 10) lets 50 through; the rest reach the
  // service and answer its 429 'Too many registrations from this network'.
  'POST /api/auth/register': {
    actor: 'visitor',
    setup: async () => ({ hints: registrationHints }),
    addresses: ['10.200.0.1'],
  },
  'POST /api/auth/login': {
    actor: 'visitor',
    setup: async (world) => ({
      hints: {
        email: fc.constantFrom(
          world.member.email,
          world.premium.email,
          'nobody@example.org',
          world.member.email.toUpperCase(),
        ),
        password: fc.constantFrom(PASSWORD, 'Wrong-Password-1'),
      },
    }),
  },
  // ADR 0025: a genuine token exists only in a mail; fuzzed tokens are refused with 400.
  'POST /api/auth/sign-in-link': { actor: 'visitor' },
  'POST /api/auth/logout': { actor: 'dedicated' },
  'GET /api/auth/session': { actor: 'member' },
  // D35: a fuzzed current password is wrong (400) or throttled (429); a dedicated actor, as a
  // change would end its session.
  'PUT /api/auth/password': {
    actor: 'dedicated',
    setup: async () => ({
      hints: { password: fc.constant(`${PASSWORD}!`), confirmPassword: fc.constant(`${PASSWORD}!`) },
    }),
  },
  // D35: a fuzzed password is wrong (400) or throttled (429); with the right one a link is sent.
  'PUT /api/auth/email': {
    actor: 'dedicated',
    setup: async () => ({
      hints: {
        email: fc.constantFrom('fuzz-new-address@example.org', 'other-new-address@example.org'),
        currentPassword: fc.constantFrom(PASSWORD, 'Wrong-Password-1'),
      },
    }),
  },
  'GET /api/auth/devices': { actor: 'member' },
  'DELETE /api/auth/devices/{id}': { actor: 'member' },
  'POST /api/auth/devices/sign-out-others': { actor: 'dedicated' },
  // D35, two-factor sign-in: a fuzzed password is wrong (400) or throttled (429), a fuzzed code wrong
  // (400) or, after the account's wrong codes, throttled (429). The actor has begun the setup (enable)
  // or turned it on (disable, recovery codes), so that the cases reach the code and password checks.
  'GET /api/auth/two-factor': { actor: 'member' },
  'POST /api/auth/two-factor/setup': {
    actor: 'dedicated',
    setup: async () => ({ hints: { currentPassword: fc.constantFrom(PASSWORD, 'Wrong-Password-1') } }),
  },
  'POST /api/auth/two-factor/enable': {
    actor: 'dedicated',
    setup: async (world, self) => {
      const response = await world.t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/setup',
        headers: { cookie: requireSelf(self).cookie },
        payload: { currentPassword: PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`two-factor setup failed: ${response.statusCode}`);
      return { hints: { code: fc.constantFrom('000000', '123456', 'abcde-fghjk') } };
    },
  },
  'POST /api/auth/two-factor/disable': {
    actor: 'dedicated',
    setup: async (world, self) => {
      await turnOnTwoFactor(world.t.app, requireSelf(self).cookie, PASSWORD);
      return {
        hints: {
          currentPassword: fc.constantFrom(PASSWORD, 'Wrong-Password-1'),
          code: fc.constantFrom('000000', '123456', 'abcde-fghjk'),
        },
      };
    },
  },
  'POST /api/auth/two-factor/recovery-codes': {
    actor: 'dedicated',
    setup: async (world, self) => {
      await turnOnTwoFactor(world.t.app, requireSelf(self).cookie, PASSWORD);
      return { hints: { currentPassword: fc.constantFrom(PASSWORD, 'Wrong-Password-1') } };
    },
  },
  'POST /api/auth/password-reset': {
    actor: 'visitor',
    setup: async (world) => ({ hints: { email: fc.constantFrom(world.member.email, 'nobody@example.org') } }),
  },
  'POST /api/auth/password-reset/confirm': {
    actor: 'visitor',
    setup: async () => ({ hints: { password: fc.constant(PASSWORD), confirmPassword: fc.constant(PASSWORD) } }),
  },
  'POST /api/auth/verify-email': { actor: 'member' },
  // better-auth holds every resend to at least 500 ms (timing parity); 1,000 of them would take
  // minutes. A verified actor gets the same validation and the route's no-op branch; the resend
  // itself is covered in auth.routes.test.ts.
  'POST /api/auth/verification-email': {
    actor: 'dedicated',
    setup: async (world, self) => {
      await world.t.database.db
        .update(schema.users)
        .set({ emailVerified: true })
        .where(eq(schema.users.id, requireSelf(self).id));
      return {};
    },
  },

  // accounts
  'GET /api/accounts/me': { actor: 'member' },
  'GET /api/accounts/me/language': { actor: 'member' },
  'PUT /api/accounts/me/language': { actor: 'member' },
  'POST /api/accounts/me/deactivate': { actor: 'dedicated' },
  'GET /api/accounts/me/export': { actor: 'member' },
  'POST /api/accounts/me/export': { actor: 'dedicated' },
  'GET /api/accounts/me/export/download': { actor: 'member' },
  // D34: a fuzzed password is wrong (400) or throttled (429): the account stays.
  'DELETE /api/accounts/me': {
    actor: 'dedicated',
    setup: async () => ({
      hints: { password: fc.constant('Wrong-Password-1'), confirmation: fc.constant('DELETE') },
    }),
  },

  // profiles
  'GET /api/profiles/me': { actor: 'member' },
  'PUT /api/profiles/me': { actor: 'dedicated', setup: async () => ({ hints: profileHints }) },
  'PUT /api/profiles/me/draft': { actor: 'dedicated', setup: async () => ({ hints: profileHints }) },
  'PUT /api/profiles/me/looking-for': { actor: 'dedicated' },
  'GET /api/profiles/{userId}': { actor: 'premium', setup: memberTargets },

  // photos
  'POST /api/photos': { actor: 'dedicated' },
  'DELETE /api/photos/{photoId}': {
    actor: 'dedicated',
    setup: async (world, self) => {
      const owner = requireSelf(self);
      const own = [await world.uploadPhoto(owner, 'profile'), await world.uploadPhoto(owner, 'gallery')];
      return { ids: { photoId: [...own, ...world.memberPhotoIds] } };
    },
  },
  'GET /api/photos/privacy': { actor: 'member' },
  'PUT /api/photos/privacy': { actor: 'dedicated' },
  'GET /api/photos/{photoId}/{variant}': {
    actor: 'premium',
    setup: async (world) => ({ ids: { photoId: world.memberPhotoIds, variant: [...PHOTO_VARIANTS] } }),
  },

  // photo verification (D43): the actor's own; selfies for the actor's open attempt and another member's
  'GET /api/photo-verification': { actor: 'member' },
  'POST /api/photo-verification': { actor: 'dedicated' },
  'POST /api/photo-verification/{id}/selfies': {
    actor: 'dedicated',
    setup: async (world, self) => {
      const owner = requireSelf(self);
      await world.uploadPhoto(owner, 'profile');
      const [own] = await verificationsOf(world, 'issued', [owner.id]);
      return { ids: { id: [own!, ...(await verificationsOf(world, 'issued'))] } };
    },
  },

  // discovery
  'GET /api/discovery': { actor: 'premium' },
  'GET /api/discovery/options': { actor: 'member' },
  'GET /api/recommendations': { actor: 'member' },

  // interests
  'POST /api/interests': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { receiverId: await targets(world, self) } }),
  },
  'GET /api/interests/received': { actor: 'member' },
  'GET /api/interests/sent': { actor: 'member' },
  'GET /api/interests/matches': { actor: 'member' },
  'POST /api/interests/matches/{memberId}/seen': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { memberId: await targets(world, self) } }),
  },
  'PATCH /api/interests/{id}': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { id: await interestsOf(world, requireSelf(self), 'received') } }),
  },
  'DELETE /api/interests/{id}': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { id: await interestsOf(world, requireSelf(self), 'sent') } }),
  },
  'GET /api/interests/{id}/sender': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { id: await interestsOf(world, requireSelf(self), 'received') } }),
  },

  // shortlists and blocks
  'GET /api/shortlists': { actor: 'member' },
  // The shortlist is premium (D13): a free actor would stop at PREMIUM_REQUIRED.
  'PUT /api/shortlists/{userId}': { actor: 'dedicated', setup: premiumWithTargets },
  'DELETE /api/shortlists/{userId}': {
    actor: 'dedicated',
    setup: async (world, self) => {
      const context = (await premiumWithTargets(world, self)) ?? {};
      const liker = requireSelf(self).id;
      const liked = (context.ids?.userId ?? []).filter((id) => id !== liker && id !== world.admin.id);
      await world.t.database.db
        .insert(schema.shortlists)
        .values(liked.map((likedUserId) => ({ likerId: liker, likedUserId })));
      return context;
    },
  },
  'GET /api/blocks': { actor: 'member' },
  'PUT /api/blocks/{userId}': { actor: 'dedicated', setup: memberTargets },
  'DELETE /api/blocks/{userId}': {
    actor: 'dedicated',
    setup: async (world, self) => {
      const blocker = requireSelf(self).id;
      const ids = await targets(world, self);
      for (const id of ids.filter((id) => id !== blocker)) await block(world.t.database.db, blocker, id);
      return { ids: { userId: ids } };
    },
  },

  // reports
  'POST /api/reports': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { reportedUserId: await targets(world, self) } }),
  },

  // dashboard
  'GET /api/dashboard': { actor: 'member' },

  // conversations (D28): the actor's own conversations, and others' (which must answer 404)
  'GET /api/conversations': { actor: 'member' },
  'GET /api/conversations/unread': { actor: 'member' },
  'POST /api/conversations': {
    actor: 'dedicated',
    setup: async (world, self) => {
      const matched = await world.seedTargets(2);
      for (const other of matched)
        await world.t.database.db
          .insert(schema.interests)
          .values({ senderId: other, receiverId: requireSelf(self).id, status: 'accepted' });
      return { ids: { memberId: [...matched, ...(await targets(world, self, 1))] } };
    },
  },
  'GET /api/conversations/{id}': { actor: 'dedicated', setup: conversationsOf },
  'GET /api/conversations/{id}/messages': { actor: 'dedicated', setup: conversationsOf },
  'POST /api/conversations/{id}/messages': { actor: 'dedicated', setup: conversationsOf },
  'POST /api/conversations/{id}/read': { actor: 'dedicated', setup: conversationsOf },
  'PUT /api/conversations/{id}/contact-sharing': { actor: 'dedicated', setup: conversationsOf },
  'POST /api/conversations/{id}/messages/{messageId}/report': { actor: 'dedicated', setup: conversationsOf },

  // calls (D47): the actor's ringing call and another pair's (which must answer 404)
  'POST /api/calls': { actor: 'dedicated', setup: callsOf },
  'GET /api/calls/current': { actor: 'member' },
  'GET /api/calls/settings': { actor: 'member' },
  'PUT /api/calls/settings': { actor: 'dedicated' },
  'POST /api/calls/{id}/accept': { actor: 'dedicated', setup: callsOf },
  'POST /api/calls/{id}/decline': { actor: 'dedicated', setup: callsOf },
  'POST /api/calls/{id}/end': { actor: 'dedicated', setup: callsOf },
  'POST /api/calls/{id}/signals': { actor: 'dedicated', setup: callsOf },
  'GET /api/calls/{id}/signals': { actor: 'dedicated', setup: callsOf },
  'GET /api/calls/{id}/ice-servers': { actor: 'dedicated', setup: callsOf },

  // notifications (D30): the actor's own, others' (which must answer 404), and the signed unsubscribe link
  'GET /api/notifications': { actor: 'member' },
  'GET /api/notifications/unread': { actor: 'member' },
  'POST /api/notifications/{id}/read': { actor: 'dedicated', setup: notificationsOf },
  'POST /api/notifications/read-all': { actor: 'member' },
  'GET /api/notifications/settings': { actor: 'member' },
  'PUT /api/notifications/settings': { actor: 'dedicated' },
  'POST /api/notifications/unsubscribe': {
    actor: 'visitor',
    setup: async (world) => {
      const [memberId] = await world.seedTargets(1);
      const token = unsubscribeToken(world.t.authSecret, { memberId: memberId!, target: 'message' });
      return { hints: { token: fc.constantFrom(token, token, `${token.slice(0, -1)}x`) } };
    },
  },

  // admin: the super admin, so requests reach validation and services
  'GET /api/admin/stats': { actor: 'admin' },
  'GET /api/admin/system-health': { actor: 'admin' },
  'GET /api/admin/analytics': { actor: 'admin' },
  'GET /api/admin/users': { actor: 'admin' },
  'GET /api/admin/users/{id}': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await targets(world, world.admin) } }),
  },
  'PUT /api/admin/users/{id}': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await targets(world, world.admin) }, hints: adminEditHints }),
  },
  'DELETE /api/admin/users/{id}': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await targets(world, world.admin, 2) } }),
  },
  'POST /api/admin/users/{id}/activate': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await targets(world, world.admin) } }),
  },
  'POST /api/admin/users/{id}/deactivate': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await targets(world, world.admin) } }),
  },
  'POST /api/admin/users/{id}/upgrade': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await targets(world, world.admin) } }),
  },
  'POST /api/admin/users/{id}/downgrade': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await targets(world, world.admin) } }),
  },
  'GET /api/admin/reports': { actor: 'admin' },
  'POST /api/admin/reports/{id}/resolve': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await reports(world) } }),
  },
  'POST /api/admin/reports/{id}/dismiss': {
    actor: 'admin',
    setup: async (world) => ({ ids: { id: await reports(world) } }),
  },
  'DELETE /api/admin/reports/{id}': { actor: 'admin', setup: async (world) => ({ ids: { id: await reports(world) } }) },
  'GET /api/admin/contact-messages': { actor: 'admin' },
  'PATCH /api/admin/contact-messages/{id}': {
    actor: 'admin',
    setup: async (world) => {
      const rows = await world.t.database.db
        .insert(schema.contactMessages)
        .values([1, 2].map((n) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.org`, message: 'Hello' })))
        .returning({ id: schema.contactMessages.id });
      return { ids: { id: rows.map((row) => row.id) } };
    },
  },

  ...TRUST_PLAN,
  ...FAMILY_PLAN,
  ...FAMILY_DRAFTS_PLAN,
  ...FAMILY_SUGGESTIONS_PLAN,
  ...EVENTS_CONTACT_PLAN,
};
