import { schema } from '#server/db/schema.ts';
import { seedProfile } from '#server/test/members.ts';
import { NONE, get, signedIn, superAdminOnly, type Row } from './authorization-cells.ts';
import type { World } from './world.ts';

/** A member's pending Premium request, made for the cell (each its own: one decision spends nothing of another's). */
async function pendingRequest(w: World) {
  const [row] = await w.db
    .insert(schema.premiumRequests)
    .values({ memberId: await seedProfile(w.app), message: 'Matrix' })
    .returning({ id: schema.premiumRequests.id });
  return row!.id;
}

/** D41: members ask the church office and read their own request; only the super admin decides. */
export const PREMIUM_REQUEST_ROWS: Row[] = [
  {
    route: 'GET /api/premium-requests/me',
    targets: NONE,
    call: get('/api/premium-requests/me'),
    expect: signedIn(200),
  },
  {
    // The matrix runs in the default mode ('Free and Premium'): asking is refused once signed in.
    route: 'POST /api/premium-requests',
    targets: NONE,
    call: async () => ({ url: '/api/premium-requests', payload: { message: 'Please' } }),
    expect: signedIn(403),
  },
  {
    route: 'GET /api/admin/premium-requests',
    targets: NONE,
    call: get('/api/admin/premium-requests'),
    expect: superAdminOnly(200),
  },
  {
    route: 'POST /api/admin/premium-requests/{id}/grant',
    targets: NONE,
    call: async (w) => ({
      url: `/api/admin/premium-requests/${await pendingRequest(w)}/grant`,
      payload: { termMonths: 6 },
    }),
    expect: superAdminOnly(200),
  },
  {
    route: 'POST /api/admin/premium-requests/{id}/decline',
    targets: NONE,
    call: async (w) => ({
      url: `/api/admin/premium-requests/${await pendingRequest(w)}/decline`,
      payload: { reason: 'Not now' },
    }),
    expect: superAdminOnly(200),
  },
];
