import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/database.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { memberOf } from '#server/lib/member.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { ConversationsService } from '#server/modules/conversations/conversations.service.ts';
import type { JobsService } from '#server/modules/jobs/jobs.service.ts';
import { chaperoneSummaryMail } from './chaperone-summary-mail.ts';
import { createFamilyRepository } from './family.repository.ts';

/** The daily pass that sends the summaries due (one job a day, keyed by the day: one instance runs it). */
export const CHAPERONE_SUMMARY_QUEUE = 'chaperone-summaries';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type ChaperoneSummaries = ReturnType<typeof createChaperoneSummaries>;

/**
 * D46: each chaperone gets a weekly summary email: how many messages the member's conversations
 * had in the week, with whom (first names), never what was written. A period runs from the
 * chaperone's start (or the last summary) for seven days; the daily pass sends every summary due.
 */
export function createChaperoneSummaries(deps: {
  db: Database;
  jobs: JobsService;
  mailer: Mailer;
  accounts: Pick<AccountsService, 'findById' | 'language'>;
  conversations: Pick<ConversationsService, 'watchedInbox'>;
  publicUrl: string;
  logger: FastifyBaseLogger;
  clock?: (() => Date) | undefined;
}) {
  const repository = createFamilyRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());
  const host = new URL(deps.publicUrl).hostname || 'localhost';

  /** The pass as of `now`: every summary whose week has ended; how many were sent. */
  async function run(now: Date): Promise<number> {
    const due = await repository.dueSummaries(new Date(now.getTime() - WEEK_MS));
    for (const link of due) {
      const to = new Date(link.from.getTime() + WEEK_MS);
      const account = await deps.accounts.findById(link.memberId);
      if (!account) continue;
      const member = memberOf(account);
      const rows = await deps.conversations.watchedInbox(member.id, link.from, to);
      const mail = chaperoneSummaryMail({
        language: await deps.accounts.language(member),
        relativeFirstName: link.relativeFirstName,
        memberFirstName: link.memberFirstName,
        from: link.from,
        to,
        conversations: rows.map((row) => ({ firstName: row.firstName, count: row.count })),
        url: `${deps.publicUrl}/family`,
      });
      await deps.mailer.send({
        to: link.relativeEmail,
        ...mail,
        links: [`${deps.publicUrl}/family`],
        // Sent again after a crash, it is the same mail to the chaperone.
        messageId: `<chaperone-summary.${link.linkId}.${to.getTime()}@${host}>`,
      });
      await repository.summarized(link.linkId, link.from, to);
    }
    if (due.length > 0) deps.logger.info({ sent: due.length }, 'chaperone summaries sent');
    return due.length;
  }

  const scheduleDaily = deps.jobs.daily(CHAPERONE_SUMMARY_QUEUE, clock, run);

  return {
    /** At start: today's pass (each pass schedules the next day's). */
    scheduleDaily,
    /** Tests and the CLI: the pass as of `now`. */
    run,
  };
}
