import type { Ledger } from './ledger.ts';
import type { Check, Query } from './sql.ts';

function compareSets(name: string, told: Set<string>, stored: Set<string>): Check {
  const missing = [...told].filter((key) => !stored.has(key));
  const extra = [...stored].filter((key) => !told.has(key));
  return {
    name: `${name} (${told.size} acknowledged, ${stored.size} rows)`,
    ok: missing.length === 0 && extra.length === 0,
    detail: `lost ${missing.length} ${missing.slice(0, 3).join(' ')}; not acknowledged ${extra.length} ${extra
      .slice(0, 3)
      .join(' ')}`,
  };
}

const pairs = async (query: Query, text: string) => new Set((await query<{ key: string }>(text)).map((row) => row.key));

/** Nothing lost or doubled: what the clients were told, held against the rows. */
export async function ledgerChecks(query: Query, ledger: Ledger): Promise<Check[]> {
  const interests = await query<{ id: string; status: string }>('select id, status from interests');
  const expectedRows = ledger.interestsCreated - ledger.withdrawn.size;
  const byId = new Map(interests.map((row) => [row.id, row.status]));
  const wrongAnswers = [...ledger.answers].filter(([id, status]) => byId.get(id) !== status);
  const answeredUnacknowledged = interests.filter((row) => row.status !== 'pending' && !ledger.answers.has(row.id));
  const withdrawnStillThere = [...ledger.withdrawn].filter((id) => byId.has(id));
  const merge = (map: Map<string, Set<string>>) =>
    new Set([...map].flatMap(([member, set]) => [...set].map((other) => `${member}>${other}`)));
  return [
    {
      name: `interest rows = created − withdrawn (${ledger.interestsCreated} − ${ledger.withdrawn.size} = ${expectedRows}; rows ${interests.length})`,
      ok: interests.length === expectedRows && withdrawnStillThere.length === 0,
      detail: `withdrawn but present: ${withdrawnStillThere.slice(0, 3).join(' ')}`,
    },
    {
      name: `every acknowledged answer is the interest's state, and no other was answered (${ledger.answers.size} answered)`,
      ok: wrongAnswers.length === 0 && answeredUnacknowledged.length === 0,
      detail: `differ: ${JSON.stringify(wrongAnswers.slice(0, 3))}; unacknowledged: ${JSON.stringify(
        answeredUnacknowledged.slice(0, 3),
      )}`,
    },
    compareSets(
      'shortlist rows = acknowledged shortlist adds minus removes',
      merge(ledger.shortlists),
      await pairs(query, `select liker_id || '>' || liked_user_id as key from shortlists`),
    ),
    compareSets(
      'block rows = acknowledged blocks minus unblocks',
      merge(ledger.blocks),
      await pairs(query, `select blocker_id || '>' || blocked_id as key from blocks`),
    ),
    compareSets(
      'profile views: one per viewer and member for every profile answered (D16)',
      ledger.views,
      await pairs(query, `select distinct viewer_id || '>' || viewed_user_id as key from profile_views`),
    ),
  ];
}
