import { schema } from '#server/db/schema.ts';
import { unsubscribeToken } from '#server/modules/notifications/unsubscribe-token.ts';
import { NONE, everyone, get, signedIn, type Row } from './authorization-cells.ts';
import type { Actor, Target, World } from './world.ts';

/** A notification of the actor ('own'), or of another member ('other'). */
async function notificationFor(w: World, actor: Actor, target: Target): Promise<string> {
  const memberId = target === 'own' && actor !== 'visitor' ? w.idOf(actor) : await w.member(actor);
  const [row] = await w.db
    .insert(schema.notifications)
    .values({ memberId, kind: 'account_changed', actorId: null, subjectId: null })
    .returning({ id: schema.notifications.id });
  return row!.id;
}

const everyKindOn = { inApp: true, email: true, push: true };
const settings = {
  kinds: {
    interest_received: everyKindOn,
    interest_accepted: everyKindOn,
    message: everyKindOn,
    account_changed: { ...everyKindOn, push: false },
  },
  emailNotifications: true,
  pushNotifications: true,
  marketingEmails: false,
  emailDigest: false,
  pushPreviews: false,
};

/** D30: a member's own notifications and settings; the unsubscribe link needs no session, only its signature. */
export const NOTIFICATION_ROWS: Row[] = [
  { route: 'GET /api/notifications', targets: NONE, call: get('/api/notifications'), expect: signedIn(200) },
  {
    route: 'GET /api/notifications/unread',
    targets: NONE,
    call: get('/api/notifications/unread'),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/notifications/{id}/read',
    targets: ['own', 'other'],
    call: async (w, actor, target) => ({ url: `/api/notifications/${await notificationFor(w, actor, target)}/read` }),
    expect: signedIn({ own: 204, other: 404 }),
  },
  {
    route: 'POST /api/notifications/read-all',
    targets: NONE,
    call: async () => ({ url: '/api/notifications/read-all' }),
    expect: signedIn(204),
  },
  {
    route: 'GET /api/notifications/settings',
    targets: NONE,
    call: get('/api/notifications/settings'),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/notifications/settings',
    targets: NONE,
    call: async () => ({ url: '/api/notifications/settings', payload: settings }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    targets: NONE,
    call: async (w, actor) => {
      const token = unsubscribeToken(w.secret, { memberId: await w.member(actor), target: 'message' });
      return { url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}` };
    },
    expect: everyone(200),
  },
];
