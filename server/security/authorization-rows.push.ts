import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { schema } from '#server/db/schema.ts';
import { ALL_TARGETS, NONE, get, signedIn, subject, type Row } from './authorization-cells.ts';

/**
 * A browser's push subscription (D30). Its endpoint is on this machine's discard port: a push
 * the matrix causes by chance is refused at once, nothing leaves the machine.
 */
function deviceSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `http://127.0.0.1:9/push/${randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

export const PUSH_ROWS: Row[] = [
  // Web Push on the member's devices (D30): each member their own devices only.
  {
    route: 'GET /api/notifications/push/key',
    targets: NONE,
    call: get('/api/notifications/push/key'),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/notifications/push/subscriptions',
    targets: NONE,
    call: async () => ({ url: '/api/notifications/push/subscriptions', payload: deviceSubscription() }),
    expect: signedIn(204),
  },
  {
    // The device of the actor ('own'), of another member, of a deactivated one. Another's stays
    // (push.routes.test.ts): the answer is the same, so it tells nothing of their devices.
    route: 'DELETE /api/notifications/push/subscriptions',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => {
      const { endpoint, keys } = deviceSubscription();
      const memberId = await subject(w, actor, target);
      await w.db.insert(schema.pushSubscriptions).values({ memberId, endpoint, ...keys });
      return { url: '/api/notifications/push/subscriptions', payload: { endpoint } };
    },
    expect: signedIn(204),
  },
];
