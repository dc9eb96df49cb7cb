import type { SunkMail } from '#server/test/smtp-sink.ts';
import type { Check, Query } from './sql.ts';

/** The notification id in a mail's Message-ID, `<notification.<id>@host>` (notification-delivery.ts). */
const NOTIFICATION_ID = /^<notification\.([^@>]+)@[^>]+>$/;

export interface Duplicates {
  /** Copies beyond the first, over all Message-IDs. */
  extra: number;
  /** Extra copies by the kill that ended the process that sent the first copy (index 0: kill 1). */
  byKill: number[];
  /** Message-IDs whose copies differ in recipient or subject: not the same mail sent again. */
  different: string[];
}

/**
 * Mails sent more than once. `killsAt`: when each SIGKILL was sent; a first copy accepted before
 * kill k and after kill k - 1 was sent by the process kill k ended.
 */
export function duplicates(mails: SunkMail[], killsAt: number[]): Duplicates {
  const byId = new Map<string, SunkMail[]>();
  for (const mail of mails) byId.set(mail.messageId, [...(byId.get(mail.messageId) ?? []), mail]);
  const found: Duplicates = { extra: 0, byKill: killsAt.map(() => 0), different: [] };
  for (const [id, copies] of byId) {
    if (copies.length < 2) continue;
    const [first, ...again] = copies as [SunkMail, ...SunkMail[]];
    found.extra += again.length;
    const kill = killsAt.findIndex((at) => first.at <= at);
    if (kill >= 0) found.byKill[kill]! += again.length;
    if (again.some((copy) => copy.to.join() !== first.to.join() || copy.subject !== first.subject))
      found.different.push(id);
  }
  return found;
}

/**
 * The email phase's checks against the rows the restarted server left: the queue is empty, every
 * acknowledged interest has its notification, and every notification's email arrived (by its
 * Message-ID) at most `maxExtra` extra times in all, each copy the same mail.
 */
export async function emailChecks(
  query: Query,
  mails: SunkMail[],
  acknowledged: { sender: string; receiver: string }[],
  found: Duplicates,
  maxExtra: number,
): Promise<{ checks: Check[]; expected: number }> {
  // Due jobs only: a daily pass (D42's retention) always waits in the queue for tomorrow, by design;
  // a job given up (failed_at) is due by then and counts.
  const jobs = await query<{ queue: string; attempts: number; failed_at: unknown; last_error: string | null }>(
    `select queue, attempts, failed_at, last_error from jobs where run_at <= now() or failed_at is not null order by id limit 5`,
  );
  const notifications = await query<{ id: string; member_id: string; actor_id: string }>(
    `select id, member_id, actor_id from notifications where kind = 'interest_received'`,
  );
  const notified = new Set(notifications.map((row) => `${row.actor_id}>${row.member_id}`));
  const unnotified = acknowledged.filter((pair) => !notified.has(`${pair.sender}>${pair.receiver}`));
  const [orphans] = await query<{ count: number }>(
    `select count(*)::int as count from interests i where not exists (
       select 1 from notifications n
       where n.kind = 'interest_received' and n.member_id = i.receiver_id and n.actor_id = i.sender_id)`,
  );
  const expected = new Set(notifications.map((row) => row.id));
  const arrived = new Set(mails.map((mail) => NOTIFICATION_ID.exec(mail.messageId)?.[1] ?? mail.messageId));
  const lost = [...expected].filter((id) => !arrived.has(id));
  const foreign = [...arrived].filter((id) => !expected.has(id));
  return {
    expected: expected.size,
    checks: [
      {
        name: 'every stored interest has its notification, even those whose request a kill cut off (one transaction)',
        ok: (orphans?.count ?? 0) === 0,
        detail: `${orphans?.count ?? 0} interests without a notification`,
      },
      {
        name: 'no job is due after the restart: every email job was done, none given up',
        ok: jobs.length === 0,
        detail: JSON.stringify(jobs),
      },
      {
        name: `every interest answered 201 has its notification (${acknowledged.length} acknowledged)`,
        ok: unnotified.length === 0,
        detail: `${unnotified.length} without: ${JSON.stringify(unnotified.slice(0, 3))}`,
      },
      {
        name: `none lost: every notification's email arrived, by its Message-ID (${expected.size} notifications, ${arrived.size} distinct Message-IDs)`,
        ok: lost.length === 0 && expected.size > 0,
        detail: `${lost.length} never arrived: ${lost.slice(0, 3).join(' ')}`,
      },
      {
        name: 'every mail that arrived is a notification of the run (no other Message-ID, none without one)',
        ok: foreign.length === 0,
        detail: foreign.slice(0, 3).join(' '),
      },
      {
        name: `a mail sent again is the same mail: the same Message-ID, recipient and subject (${found.extra} copies sent again)`,
        // None sent again would leave this check nothing to compare: the kills at an acceptance make some.
        ok: found.different.length === 0 && found.extra > 0,
        detail:
          found.extra === 0 ? 'no mail was sent twice: nothing to compare' : found.different.slice(0, 3).join(' '),
      },
      {
        name: `copies sent again stay within the jobs in flight at the kills (${found.extra} ≤ ${maxExtra})`,
        ok: found.extra <= maxExtra,
        detail: `${found.extra} copies sent again`,
      },
    ],
  };
}
