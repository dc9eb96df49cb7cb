import { multipart } from '#server/test/images.ts';
import { schema } from '#server/db/schema.ts';
import { registerMember, registration } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import {
  ALL_TARGETS,
  HIDDEN,
  NONE,
  everyAccount,
  everyone,
  get,
  signedIn,
  subject,
  superAdminOnly,
  type Call,
  type Row,
} from './authorization-cells.ts';
import { ACCOUNT_SECURITY_ROWS } from './authorization-rows.account-security.ts';
import { CHURCH_ROWS } from './authorization-rows.churches.ts';
import { ENDORSEMENT_ROWS } from './authorization-rows.endorsements.ts';
import { MODERATION_ROWS } from './authorization-rows.moderation.ts';
import { CALL_ROWS } from './authorization-rows.calls.ts';
import { CONVERSATION_ROWS } from './authorization-rows.conversations.ts';
import { NOTIFICATION_ROWS } from './authorization-rows.notifications.ts';
import { PUSH_ROWS } from './authorization-rows.push.ts';
import { PASTOR_PROPOSAL_ROWS } from './authorization-rows.pastor-proposals.ts';
import { FAMILY_ROWS } from './authorization-rows.family.ts';
import { FAMILY_DRAFT_ROWS } from './authorization-rows.family-drafts.ts';
import { FAMILY_SUGGESTION_ROWS } from './authorization-rows.family-suggestions.ts';
import { PHOTO_VERIFICATION_ROWS } from './authorization-rows.photo-verifications.ts';
import { PREMIUM_REQUEST_ROWS } from './authorization-rows.premium-requests.ts';
import type { Actor, Target, World } from './world.ts';

export type { Call, Row };

export const ROWS: Row[] = [
  { route: 'GET /health/live', targets: NONE, call: get('/health/live'), expect: everyone(200) },
  { route: 'GET /health/ready', targets: NONE, call: get('/health/ready'), expect: everyone(200) },
  // Issue 49: off (404) unless METRICS_TOKEN is set, whoever asks; a session is no token.
  { route: 'GET /metrics', targets: NONE, call: get('/metrics'), expect: everyone(404) },

  // Accounts (spec §2 Register and Login; D7–D10)
  {
    route: 'POST /api/auth/register',
    targets: NONE,
    call: async () => ({ url: '/api/auth/register', payload: registration() }),
    expect: everyone(201),
  },
  {
    route: 'POST /api/auth/login',
    targets: NONE,
    call: async (w) => {
      const { body } = await registerMember(w.app);
      return { url: '/api/auth/login', payload: { email: body.email, password: body.password } };
    },
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/sign-in-link',
    targets: NONE,
    call: async () => ({ url: '/api/auth/sign-in-link', payload: { token: 'not-a-real-token-0123456789' } }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/auth/logout',
    targets: NONE,
    call: async () => ({ url: '/api/auth/logout', freshSession: true }),
    expect: everyone(200),
  },
  { route: 'GET /api/auth/session', targets: NONE, call: get('/api/auth/session'), expect: everyone(200) },
  {
    route: 'POST /api/auth/password-reset',
    targets: NONE,
    call: async () => ({ url: '/api/auth/password-reset', payload: { email: registration().email } }),
    expect: everyone(202),
  },
  {
    route: 'POST /api/auth/password-reset/confirm',
    targets: NONE,
    call: async () => ({
      url: '/api/auth/password-reset/confirm',
      payload: {
        token: 'not-a-real-token-0123456789',
        password: 'Faithful-Heart-43',
        confirmPassword: 'Faithful-Heart-43',
      },
    }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/auth/verify-email',
    targets: NONE,
    call: async () => ({ url: '/api/auth/verify-email', payload: { token: 'not-a-real-token-0123456789' } }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/auth/verification-email',
    targets: NONE,
    call: async () => ({ url: '/api/auth/verification-email' }),
    expect: signedIn(202),
  },
  ...ACCOUNT_SECURITY_ROWS,
  { route: 'GET /api/accounts/me', targets: NONE, call: get('/api/accounts/me'), expect: signedIn(200) },
  // D37: the member's own language; nobody else's is reachable.
  {
    route: 'GET /api/accounts/me/language',
    targets: NONE,
    call: get('/api/accounts/me/language'),
    expect: everyAccount(200),
  },
  {
    route: 'PUT /api/accounts/me/language',
    targets: NONE,
    call: async () => ({ url: '/api/accounts/me/language', payload: { language: 'en' } }),
    expect: everyAccount(200),
  },
  {
    route: 'POST /api/accounts/me/deactivate',
    targets: NONE,
    call: async () => ({ url: '/api/accounts/me/deactivate', freshSession: true }),
    expect: signedIn(200),
  },
  {
    // D34: a wrong password here: nothing is deleted.
    route: 'DELETE /api/accounts/me',
    targets: NONE,
    call: async () => ({
      url: '/api/accounts/me',
      payload: { password: 'Not-The-Password-1', confirmation: 'DELETE' },
    }),
    // A super admin is refused before any password is checked (the panel needs them); a
    // relative's account may delete itself (D45).
    expect: { ...signedIn(400, 400, 403), relative: 400 },
  },
  // D34: the member's own data download; nobody else's exists for them.
  { route: 'GET /api/accounts/me/export', targets: NONE, call: get('/api/accounts/me/export'), expect: signedIn(200) },
  {
    route: 'POST /api/accounts/me/export',
    targets: NONE,
    call: async () => ({ url: '/api/accounts/me/export' }),
    expect: signedIn(202),
  },
  {
    // Nothing prepared (the row above may have prepared one meanwhile: forgotten first).
    route: 'GET /api/accounts/me/export/download',
    targets: NONE,
    call: async (w) => {
      await w.db.delete(schema.dataExports);
      return { url: '/api/accounts/me/export/download' };
    },
    expect: signedIn(404),
  },

  // Profiles and photos (spec §2 My Profile, Profile Details; D11–D14, D17)
  { route: 'GET /api/profiles/me', targets: NONE, call: get('/api/profiles/me'), expect: signedIn(200) },
  // Issue 44: a draft of the guided first profile, the caller's own; before the row below, which
  // completes the actors' profiles (a complete profile's draft is refused with 409).
  {
    route: 'PUT /api/profiles/me/draft',
    targets: NONE,
    call: async () => ({ url: '/api/profiles/me/draft', payload: { city: 'Kottayam' } }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/profiles/me',
    targets: NONE,
    call: async () => ({ url: '/api/profiles/me', payload: completeProfile() }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/profiles/me/looking-for',
    targets: NONE,
    call: async () => ({ url: '/api/profiles/me/looking-for', payload: { lookingFor: 'Female' } }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/profiles/{userId}',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({ url: `/api/profiles/${await subject(w, actor, target)}` }),
    expect: { ...signedIn({ own: 404, other: 200, hidden: 404 }), blocked: HIDDEN },
  },
  {
    route: 'POST /api/photos',
    targets: NONE,
    call: async (w) => {
      const { payload, headers } = multipart(await w.photoBytes());
      return { url: '/api/photos?kind=gallery', payload, headers };
    },
    expect: signedIn(201),
  },
  {
    route: 'DELETE /api/photos/{photoId}',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({ url: `/api/photos/${await w.photoOf(await subject(w, actor, target))}` }),
    expect: signedIn({ own: 204, other: 404, hidden: 404 }),
  },
  // D33: the member's own choice of who sees their photos.
  { route: 'GET /api/photos/privacy', targets: NONE, call: get('/api/photos/privacy'), expect: signedIn(200) },
  {
    route: 'PUT /api/photos/privacy',
    targets: NONE,
    call: async () => ({ url: '/api/photos/privacy', payload: { photosVisibleTo: 'members' } }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/photos/{photoId}/{variant}',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({
      url: `/api/photos/${await w.photoOf(await subject(w, actor, target))}/thumbnail`,
    }),
    // Staff see every photo as it is (D31: moderators review them).
    expect: { ...signedIn({ own: 200, other: 200, hidden: 404 }, 200), blocked: { own: 200, other: 404, hidden: 404 } },
  },

  // Discovery and its card actions (spec §2 Discover, §6; D11–D13, D18, D19)
  {
    route: 'GET /api/discovery',
    targets: NONE,
    call: get('/api/discovery?ageMin=18'),
    expect: signedIn(200, 403),
  },
  {
    route: 'GET /api/discovery/options',
    targets: NONE,
    call: get('/api/discovery/options'),
    expect: signedIn(200, 403),
  },
  // Recommended for you (D36): discovery's audience, members only
  {
    route: 'GET /api/recommendations',
    targets: NONE,
    call: get('/api/recommendations'),
    expect: signedIn(200, 403),
  },
  {
    route: 'POST /api/interests',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({
      url: '/api/interests',
      payload: { receiverId: await subject(w, actor, target) },
    }),
    expect: { ...signedIn({ own: 404, other: 201, hidden: 404 }, 403), blocked: HIDDEN },
  },
  { route: 'GET /api/interests/received', targets: NONE, call: get('/api/interests/received'), expect: signedIn(200) },
  { route: 'GET /api/interests/sent', targets: NONE, call: get('/api/interests/sent'), expect: signedIn(200) },
  // Issue 44: the match moment — only the member's own moments; marking one seen reveals nothing.
  { route: 'GET /api/interests/matches', targets: NONE, call: get('/api/interests/matches'), expect: signedIn(200) },
  {
    route: 'POST /api/interests/matches/{memberId}/seen',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({ url: `/api/interests/matches/${await subject(w, actor, target)}/seen` }),
    expect: signedIn(204),
  },
  {
    route: 'PATCH /api/interests/{id}',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({
      url: `/api/interests/${await interestFor(w, actor, target, 'to-actor')}`,
      payload: { status: 'accepted' },
    }),
    expect: { ...signedIn({ own: 200, other: 404, hidden: 404 }), blocked: HIDDEN },
  },
  {
    route: 'DELETE /api/interests/{id}',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({ url: `/api/interests/${await interestFor(w, actor, target, 'from-actor')}` }),
    // A sender can withdraw their own pending interest whatever became of the receiver: the
    // answer is the same for a visible one, so it reveals no block or deactivation.
    expect: signedIn({ own: 204, other: 404, hidden: 204 }),
  },
  {
    route: 'GET /api/interests/{id}/sender',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({
      url: `/api/interests/${await interestFor(w, actor, target, 'to-actor', 'accepted')}/sender`,
    }),
    expect: { ...signedIn({ own: 200, other: 404, hidden: 404 }), blocked: HIDDEN },
  },

  ...CONVERSATION_ROWS,
  ...CALL_ROWS,
  ...NOTIFICATION_ROWS,
  { route: 'GET /api/shortlists', targets: NONE, call: get('/api/shortlists'), expect: signedIn(200) },
  {
    route: 'PUT /api/shortlists/{userId}',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({ url: `/api/shortlists/${await subject(w, actor, target)}` }),
    expect: { ...signedIn(403), premium: { own: 404, other: 204, hidden: 404 }, blocked: HIDDEN },
  },
  {
    route: 'DELETE /api/shortlists/{userId}',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => {
      const userId = await subject(w, actor, target);
      if (target !== 'own' && actor !== 'visitor') await w.shortlist(w.idOf(actor), userId);
      return { url: `/api/shortlists/${userId}` };
    },
    // One's own entries can always be removed (spec §6), even of members now hidden.
    expect: signedIn({ own: 404, other: 204, hidden: 204 }),
  },
  { route: 'GET /api/blocks', targets: NONE, call: get('/api/blocks'), expect: signedIn(200) },
  {
    route: 'PUT /api/blocks/{userId}',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({ url: `/api/blocks/${await subject(w, actor, target)}` }),
    // Any member account can be blocked, visible or not: the answer reveals no block or deactivation.
    expect: signedIn({ own: 400, other: 204, hidden: 204 }),
  },
  {
    route: 'DELETE /api/blocks/{userId}',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => {
      const userId = await subject(w, actor, target);
      if (target !== 'own' && actor !== 'visitor') await w.block(w.idOf(actor), userId);
      return { url: `/api/blocks/${userId}` };
    },
    expect: signedIn({ own: 404, other: 204, hidden: 204 }),
  },
  {
    route: 'POST /api/reports',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({
      url: '/api/reports',
      payload: { reportedUserId: await subject(w, actor, target), reason: 'fake_profile', description: '' },
    }),
    expect: signedIn({ own: 400, other: 201, hidden: 201 }),
  },
  { route: 'GET /api/dashboard', targets: NONE, call: get('/api/dashboard'), expect: signedIn(200) },
  {
    route: 'GET /api/events',
    targets: NONE,
    call: async () => ({ url: '/api/events', stream: true }),
    expect: everyAccount(200),
  },
  {
    route: 'POST /api/contact',
    targets: NONE,
    call: async () => ({
      url: '/api/contact',
      payload: {
        contactName: 'Ruth',
        contactEmail: 'ruth@example.org',
        subject: 'general',
        message: 'Hello, a question.',
      },
    }),
    expect: everyone(201),
  },

  // The Super Admin Panel (spec §2, D6, D20–D23)
  { route: 'GET /api/admin/stats', targets: NONE, call: get('/api/admin/stats'), expect: superAdminOnly(200) },
  {
    route: 'GET /api/admin/system-health',
    targets: NONE,
    call: get('/api/admin/system-health'),
    expect: superAdminOnly(200),
  },
  { route: 'GET /api/admin/analytics', targets: NONE, call: get('/api/admin/analytics'), expect: superAdminOnly(200) },
  { route: 'GET /api/admin/users', targets: NONE, call: get('/api/admin/users?q=a'), expect: superAdminOnly(200) },
  {
    route: 'GET /api/admin/users/{id}',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({ url: `/api/admin/users/${await subject(w, actor, target)}` }),
    expect: superAdminOnly(200),
  },
  {
    route: 'PUT /api/admin/users/{id}',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => {
      const id = await subject(w, actor, target);
      return { url: `/api/admin/users/${id}`, payload: await w.adminEditBody(id) };
    },
    expect: superAdminOnly(200),
  },
  ...(['activate', 'deactivate', 'upgrade', 'downgrade'] as const).map((action): Row => ({
    route: `POST /api/admin/users/{id}/${action}`,
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({ url: `/api/admin/users/${await subject(w, actor, target)}/${action}` }),
    // An admin does not act on their own account.
    expect: superAdminOnly({ own: 403, other: 200, hidden: 200 }),
  })),
  {
    route: 'DELETE /api/admin/users/{id}',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({ url: `/api/admin/users/${await subject(w, actor, target)}` }),
    expect: superAdminOnly({ own: 403, other: 200, hidden: 200 }),
  },
  { route: 'GET /api/admin/reports', targets: NONE, call: get('/api/admin/reports'), expect: superAdminOnly(200) },
  ...(['resolve', 'dismiss'] as const).map((decision): Row => ({
    route: `POST /api/admin/reports/{id}/${decision}`,
    targets: ['other', 'hidden'],
    call: async (w, actor, target) => ({
      url: `/api/admin/reports/${await w.report(await subject(w, actor, target))}/${decision}`,
    }),
    expect: superAdminOnly(200),
  })),
  {
    route: 'DELETE /api/admin/reports/{id}',
    targets: ['other', 'hidden'],
    call: async (w, actor, target) => ({
      url: `/api/admin/reports/${await w.report(await subject(w, actor, target))}`,
    }),
    expect: superAdminOnly(200),
  },
  {
    route: 'GET /api/admin/contact-messages',
    targets: NONE,
    call: get('/api/admin/contact-messages'),
    expect: superAdminOnly(200),
  },
  {
    route: 'PATCH /api/admin/contact-messages/{id}',
    targets: NONE,
    call: async (w) => ({ url: `/api/admin/contact-messages/${await w.contactMessage()}`, payload: { read: true } }),
    expect: superAdminOnly(204),
  },

  ...PUSH_ROWS,
  ...CHURCH_ROWS,
  ...ENDORSEMENT_ROWS,
  ...PASTOR_PROPOSAL_ROWS,
  ...FAMILY_ROWS,
  ...FAMILY_DRAFT_ROWS,
  ...FAMILY_SUGGESTION_ROWS,
  ...PHOTO_VERIFICATION_ROWS,
  ...MODERATION_ROWS,
  ...PREMIUM_REQUEST_ROWS,
];

/**
 * An interest for the interest routes: `own` involves the actor (sent to it, or by it), `other`
 * is between two other members, `hidden` involves the actor and a deactivated member.
 */
async function interestFor(
  w: World,
  actor: Actor,
  target: Target,
  direction: 'to-actor' | 'from-actor',
  status: 'pending' | 'accepted' = 'pending',
) {
  const actorId = actor === 'visitor' ? await w.member(actor) : w.idOf(actor);
  const counterpart = target === 'hidden' ? await w.hiddenMember() : await w.member(actor);
  if (target === 'other') return w.interest(await w.member(actor), counterpart, status);
  return direction === 'to-actor' ? w.interest(counterpart, actorId, status) : w.interest(actorId, counterpart, status);
}
