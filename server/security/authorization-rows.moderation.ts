import { schema } from '#server/db/schema.ts';
import { holdMembers, seedProfile } from '#server/test/members.ts';
import { NONE, everyone, get, signedIn, superAdminOnly, type Row } from './authorization-cells.ts';
import type { World } from './world.ts';

/** D31: who works the Moderation page: moderators, admins and super admins; members 403. */
const moderators = (expected: number) => signedIn(403, expected);
const reason = { reason: 'Please add a profile summary.' };

/** A member whose profile waits for review (each cell its own, so one decision spends nothing of another's). */
const waitingMember = (w: World) => seedProfile(w.app);

async function heldMember(w: World) {
  const id = await seedProfile(w.app);
  await holdMembers(w.db, [id]);
  return id;
}

async function waitingPhoto(w: World) {
  return w.photoOf(await seedProfile(w.app));
}

/** Moderation (D31) and the System Settings that work. */
export const MODERATION_ROWS: Row[] = [
  { route: 'GET /api/moderation/queue', targets: NONE, call: get('/api/moderation/queue'), expect: moderators(200) },
  {
    route: 'POST /api/moderation/profiles/{userId}/approve',
    targets: NONE,
    call: async (w) => ({ url: `/api/moderation/profiles/${await waitingMember(w)}/approve` }),
    expect: moderators(200),
  },
  {
    route: 'POST /api/moderation/profiles/{userId}/reject',
    targets: NONE,
    call: async (w) => ({ url: `/api/moderation/profiles/${await waitingMember(w)}/reject`, payload: reason }),
    expect: moderators(200),
  },
  {
    route: 'POST /api/moderation/held/{userId}/release',
    targets: NONE,
    call: async (w) => ({ url: `/api/moderation/held/${await heldMember(w)}/release` }),
    expect: moderators(200),
  },
  {
    route: 'POST /api/moderation/photos/{photoId}/approve',
    targets: NONE,
    call: async (w) => ({ url: `/api/moderation/photos/${await waitingPhoto(w)}/approve` }),
    expect: moderators(200),
  },
  {
    route: 'POST /api/moderation/photos/{photoId}/reject',
    targets: NONE,
    call: async (w) => ({ url: `/api/moderation/photos/${await waitingPhoto(w)}/reject`, payload: reason }),
    expect: moderators(200),
  },
  {
    route: 'GET /api/moderation/reports',
    targets: NONE,
    call: get('/api/moderation/reports'),
    expect: moderators(200),
  },
  ...(['resolve', 'dismiss'] as const).map((decision): Row => ({
    route: `POST /api/moderation/reports/{id}/${decision}`,
    targets: NONE,
    call: async (w) => ({ url: `/api/moderation/reports/${await w.report(await seedProfile(w.app))}/${decision}` }),
    expect: moderators(200),
  })),
  // D42: the blocked words, kept by moderators, admins and super admins.
  {
    route: 'GET /api/moderation/blocked-words',
    targets: NONE,
    call: get('/api/moderation/blocked-words?language=en'),
    expect: moderators(200),
  },
  {
    route: 'POST /api/moderation/blocked-words',
    targets: NONE,
    call: async () => ({
      url: '/api/moderation/blocked-words',
      payload: { language: 'en', words: [`matrixword${crypto.randomUUID().slice(0, 8)}`] },
    }),
    expect: moderators(200),
  },
  {
    route: 'DELETE /api/moderation/blocked-words/{language}/{id}',
    targets: NONE,
    call: async (w) => {
      const word = `matrixword${crypto.randomUUID().slice(0, 8)}`;
      const [row] = await w.db
        .insert(schema.blockedWords)
        .values({ language: 'fr', word, normalized: word })
        .returning({ id: schema.blockedWords.id });
      return { url: `/api/moderation/blocked-words/fr/${row?.id}` };
    },
    expect: moderators(200),
  },
  { route: 'GET /api/settings', targets: NONE, call: get('/api/settings'), expect: everyone(200) },
  { route: 'GET /api/admin/settings', targets: NONE, call: get('/api/admin/settings'), expect: superAdminOnly(200) },
  // D42's data retention: what is scheduled, read by whoever reads System Settings.
  { route: 'GET /api/admin/retention', targets: NONE, call: get('/api/admin/retention'), expect: superAdminOnly(200) },
  {
    // The defaults, so that no other cell meets a closed registration or hidden profiles.
    route: 'PUT /api/admin/settings',
    targets: NONE,
    call: async () => ({ url: '/api/admin/settings', payload: { moderationMode: 'after', registrationOpen: true } }),
    expect: superAdminOnly(200),
  },
  // D48, church sign-in: what the sign-in page shows; start and callback end on a page (302) for
  // anyone while it is off; its settings are the super admin's.
  { route: 'GET /api/auth/church', targets: NONE, call: get('/api/auth/church'), expect: everyone(200) },
  { route: 'GET /api/auth/church/start', targets: NONE, call: get('/api/auth/church/start'), expect: everyone(302) },
  {
    route: 'GET /api/auth/church/callback',
    targets: NONE,
    call: get('/api/auth/church/callback?code=x&state=y'),
    expect: everyone(302),
  },
  {
    route: 'GET /api/admin/church-sign-in',
    targets: NONE,
    call: get('/api/admin/church-sign-in'),
    expect: superAdminOnly(200),
  },
  {
    route: 'PUT /api/admin/church-sign-in',
    targets: NONE,
    call: async () => ({
      url: '/api/admin/church-sign-in',
      payload: { on: false, issuer: '', clientId: '', buttonLabel: '', memberPasswordSignIn: true },
    }),
    expect: superAdminOnly(200),
  },
];
