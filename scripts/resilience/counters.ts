import type { MemberClient } from './client.ts';
import type { Check, Query } from './sql.ts';

interface Counted {
  id: string;
  interests_received: number;
  new_matches: number;
  shortlisted: number;
  profile_views: number;
}

interface Dashboard {
  profileViews: number;
  newMatches: number;
  interestsReceived: number;
  shortlisted: number | null;
}

/** `other` is visible to `viewer` (D11, D12), written out again here rather than borrowed from the server. */
const visible = (viewer: string, other: string) => `(
  exists (select 1 from users o where o.id = ${other} and o.account_status = 'active' and o.role = 'user')
  and ${other} <> ${viewer}
  and not exists (select 1 from blocks b where (b.blocker_id = ${viewer} and b.blocked_id = ${other})
                                           or (b.blocker_id = ${other} and b.blocked_id = ${viewer})))`;

/**
 * Each dashboard figure counted from its rows by the rules of spec §4 and ADR 0005/0014; a match
 * (D39) is a pair with an accepted interest or interests sent both ways, counted once.
 */
const COUNTS = `
  select m.id,
    (select count(distinct i.sender_id) from interests i
      where i.receiver_id = m.id and i.status in ('pending', 'accepted') and ${visible('m.id', 'i.sender_id')})::int
      as interests_received,
    (select count(*) from (
        select case when i.sender_id = m.id then i.receiver_id else i.sender_id end as other
        from interests i where i.sender_id = m.id or i.receiver_id = m.id
        group by 1
        having bool_or(i.status = 'accepted') or (bool_or(i.sender_id = m.id) and bool_or(i.receiver_id = m.id))
      ) pair where ${visible('m.id', 'pair.other')})::int as new_matches,
    (select count(*) from shortlists s where s.liker_id = m.id and ${visible('m.id', 's.liked_user_id')})::int
      as shortlisted,
    (select count(*) from profile_views v where v.viewed_user_id = m.id)::int as profile_views
  from users m`;

/** Every member's dashboard and the lengths of the lists it summarises, as the API answers them. */
export async function readDashboards(clients: Map<string, MemberClient>) {
  const seen = new Map<string, { dashboard: Dashboard; received: number; shortlist: number | null }>();
  for (const [id, client] of clients) {
    const dashboard = await client.request<Dashboard>('GET', '/api/dashboard', {
      route: 'check: GET /api/dashboard',
      expected: [200, 401],
    });
    if (dashboard.status !== 200) continue;
    const received = await client.request<{ interests: unknown[] }>('GET', '/api/interests/received', {
      route: 'check: GET /api/interests/received',
      expected: [200],
    });
    const shortlist =
      dashboard.body.shortlisted === null
        ? undefined
        : await client.request<{ entries: unknown[] }>('GET', '/api/shortlists', {
            route: 'check: GET /api/shortlists',
            expected: [200],
          });
    seen.set(id, {
      dashboard: dashboard.body,
      received: received.body.interests.length,
      shortlist: shortlist ? shortlist.body.entries.length : null,
    });
  }
  return seen;
}

/**
 * ADR 0005: no counter is stored; each figure is derived. So "every counter equals its rows" is:
 * what every member's dashboard said equals the rows counted here independently, and equals the
 * length of the list it summarises (received interests, shortlist). Read the dashboards while
 * nothing writes, then count.
 */
export async function counterChecks(query: Query, seen: Awaited<ReturnType<typeof readDashboards>>): Promise<Check[]> {
  const counted = new Map((await query<Counted>(COUNTS)).map((row) => [row.id, row]));
  const mismatches: string[] = [];
  for (const [id, { dashboard: d, received, shortlist }] of seen) {
    const row = counted.get(id);
    const differences = [
      row?.interests_received !== d.interestsReceived &&
        `interestsReceived ${d.interestsReceived} ≠ rows ${row?.interests_received}`,
      received !== d.interestsReceived && `interestsReceived ${d.interestsReceived} ≠ list ${received}`,
      row?.new_matches !== d.newMatches && `newMatches ${d.newMatches} ≠ rows ${row?.new_matches}`,
      row?.profile_views !== d.profileViews && `profileViews ${d.profileViews} ≠ rows ${row?.profile_views}`,
      d.shortlisted !== null &&
        row?.shortlisted !== d.shortlisted &&
        `shortlisted ${d.shortlisted} ≠ rows ${row?.shortlisted}`,
      shortlist !== null && shortlist !== d.shortlisted && `shortlisted ${d.shortlisted} ≠ list ${shortlist}`,
    ].filter(Boolean);
    if (differences.length > 0) mismatches.push(`${id}: ${differences.join(', ')}`);
  }
  return [
    {
      name: `every dashboard counter equals its rows and its list (${seen.size} members compared)`,
      ok: mismatches.length === 0 && seen.size > 0,
      detail: seen.size === 0 ? 'no member could be compared' : mismatches.slice(0, 5).join('; '),
    },
  ];
}
