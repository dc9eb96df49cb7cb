import { randomBytes } from 'node:crypto';
import { churchKey } from '#shared/rules/church-names.ts';
import { schema } from '#server/db/schema.ts';
import { tokenHash } from '#server/modules/endorsements/endorsements.repository.ts';
import { seedProfile } from '#server/test/members.ts';
import { NONE, everyone, get, signedIn, type Row } from './authorization-cells.ts';
import type { World } from './world.ts';

/**
 * A member's request to a pastor of the directory, made for the cell: its link's token, and the
 * withdrawal token once `confirmed`. Each cell has its own, so that one actor's use spends nothing
 * of another's.
 */
async function pastorLink(w: World, confirmed = false) {
  const token = randomBytes(32).toString('base64url');
  const name = `Matrix Endorsing Chapel ${token.slice(0, 10)}`;
  const [church] = await w.db
    .insert(schema.churches)
    .values({ name, nameKey: churchKey(name), city: 'Kochi', country: 'India', pastorEmail: 'p@example.org' })
    .returning({ id: schema.churches.id });
  await w.db.insert(schema.endorsements).values({
    memberId: await seedProfile(w.app),
    churchId: church!.id,
    pastorName: 'Rev. Matrix',
    status: confirmed ? 'confirmed' : 'requested',
    requestTokenHash: confirmed ? null : tokenHash(token),
    withdrawTokenHash: confirmed ? tokenHash(token) : null,
    linkExpiresAt: new Date(Date.now() + 86_400_000),
    decidedAt: confirmed ? new Date() : null,
  });
  return token;
}

/** Pastors' endorsements (D32): members ask and read their own; a pastor's link needs no account. */
export const ENDORSEMENT_ROWS: Row[] = [
  { route: 'GET /api/endorsements/me', targets: NONE, call: get('/api/endorsements/me'), expect: signedIn(200) },
  {
    // The actors name no church of the directory: refused with the directory's words once signed in.
    route: 'POST /api/endorsements',
    targets: NONE,
    call: async () => ({ url: '/api/endorsements' }),
    expect: signedIn(400),
  },
  {
    route: 'POST /api/endorsements/review',
    targets: NONE,
    call: async (w) => ({ url: '/api/endorsements/review', payload: { token: await pastorLink(w) } }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/endorsements/decide',
    targets: NONE,
    call: async (w) => ({
      url: '/api/endorsements/decide',
      payload: { token: await pastorLink(w), decision: 'decline' },
    }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/endorsements/withdraw',
    targets: NONE,
    call: async (w) => ({ url: '/api/endorsements/withdraw', payload: { token: await pastorLink(w, true) } }),
    expect: everyone(200),
  },
];
