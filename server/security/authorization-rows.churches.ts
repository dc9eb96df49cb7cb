import { randomUUID } from 'node:crypto';
import { churchKey } from '#shared/rules/church-names.ts';
import { schema } from '#server/db/schema.ts';
import { NONE, everyAccount, get, superAdminOnly, type Row } from './authorization-cells.ts';
import type { World } from './world.ts';

/** A church form with a name no other cell uses (a listed name would answer 409). */
const churchForm = () => ({
  name: `Matrix Chapel ${randomUUID()}`,
  city: 'Kochi',
  country: 'India',
  denomination: '',
  pastorName: 'Rev. Matrix',
  pastorEmail: 'pastor@matrix.example.org',
});

/** A listed church of the cell's own, so that one actor's edit or retirement decides nothing for another. */
async function listedChurch(w: World, retired = false): Promise<string> {
  const form = churchForm();
  const [row] = await w.db
    .insert(schema.churches)
    .values({ ...form, nameKey: churchKey(form.name), retiredAt: retired ? new Date() : null })
    .returning({ id: schema.churches.id });
  if (!row) throw new Error('church missing');
  return row.id;
}

/** The church directory (D32): members read the pickable churches; the super admin keeps it. */
export const CHURCH_ROWS: Row[] = [
  { route: 'GET /api/churches', targets: NONE, call: get('/api/churches'), expect: everyAccount(200) },
  { route: 'GET /api/admin/churches', targets: NONE, call: get('/api/admin/churches'), expect: superAdminOnly(200) },
  {
    route: 'POST /api/admin/churches',
    targets: NONE,
    call: async () => ({ url: '/api/admin/churches', payload: churchForm() }),
    expect: superAdminOnly(201),
  },
  {
    route: 'PUT /api/admin/churches/{id}',
    targets: NONE,
    call: async (w) => ({ url: `/api/admin/churches/${await listedChurch(w)}`, payload: churchForm() }),
    expect: superAdminOnly(200),
  },
  {
    route: 'POST /api/admin/churches/{id}/retire',
    targets: NONE,
    call: async (w) => ({ url: `/api/admin/churches/${await listedChurch(w)}/retire` }),
    expect: superAdminOnly(200),
  },
  {
    route: 'POST /api/admin/churches/{id}/reinstate',
    targets: NONE,
    call: async (w) => ({ url: `/api/admin/churches/${await listedChurch(w, true)}/reinstate` }),
    expect: superAdminOnly(200),
  },
];
