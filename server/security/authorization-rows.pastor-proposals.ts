import { randomUUID } from 'node:crypto';
import { churchKey } from '#shared/rules/church-names.ts';
import { schema } from '#server/db/schema.ts';
import { seedProfile } from '#server/test/members.ts';
import { NONE, get, signedIn, superAdminOnly, type Row } from './authorization-cells.ts';
import type { World } from './world.ts';

/** A church of the directory with no pastor's email, of the cell's own. */
async function churchWithoutPastor(w: World) {
  const name = `Matrix Proposing Chapel ${randomUUID()}`;
  const [church] = await w.db
    .insert(schema.churches)
    .values({ name, nameKey: churchKey(name), city: 'Kochi', country: 'India' })
    .returning({ id: schema.churches.id });
  return church!.id;
}

/** A member's pending proposal, made for the cell (each its own: one decision spends nothing of another's). */
async function pendingProposal(w: World) {
  const [row] = await w.db
    .insert(schema.pastorProposals)
    .values({
      memberId: await seedProfile(w.app),
      churchId: await churchWithoutPastor(w),
      pastorName: 'Rev. Matrix',
      pastorEmail: 'rev.matrix@example.org',
    })
    .returning({ id: schema.pastorProposals.id });
  return row!.id;
}

/** D44: members propose their pastor and read their own proposal; only the church office decides. */
export const PASTOR_PROPOSAL_ROWS: Row[] = [
  {
    route: 'GET /api/pastor-proposals/me',
    targets: NONE,
    call: get('/api/pastor-proposals/me'),
    expect: signedIn(200),
  },
  {
    // The actors name no church of the directory: refused with the directory's words once signed in.
    route: 'POST /api/pastor-proposals',
    targets: NONE,
    call: async (w) => ({
      url: '/api/pastor-proposals',
      payload: { churchId: await churchWithoutPastor(w), pastorName: 'Rev. Matrix', pastorEmail: 'rev@example.org' },
    }),
    expect: signedIn(400),
  },
  {
    route: 'GET /api/admin/pastor-proposals',
    targets: NONE,
    call: get('/api/admin/pastor-proposals'),
    expect: superAdminOnly(200),
  },
  {
    route: 'POST /api/admin/pastor-proposals/{id}/add',
    targets: NONE,
    call: async (w) => ({ url: `/api/admin/pastor-proposals/${await pendingProposal(w)}/add` }),
    expect: superAdminOnly(200),
  },
  {
    route: 'POST /api/admin/pastor-proposals/{id}/decline',
    targets: NONE,
    call: async (w) => ({
      url: `/api/admin/pastor-proposals/${await pendingProposal(w)}/decline`,
      payload: { reason: 'Not our pastor' },
    }),
    expect: superAdminOnly(200),
  },
];
