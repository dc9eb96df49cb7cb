import type { FastifyBaseLogger } from 'fastify';
import type { RetentionStatus } from '#shared/schemas/retention.ts';
import type { Database } from '#server/db/database.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AuditService } from '#server/modules/audit/audit.service.ts';
import type { JobsService } from '#server/modules/jobs/jobs.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { MemberDataService } from '#server/modules/member-data/member-data.service.ts';
import type { PhotosService } from '#server/modules/photos/photos.service.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import { deletionCutoffs, deletionDate, noticeCutoff, type DeletionCutoffs } from './retention.policy.ts';
import { retentionNotice } from './retention-notice.ts';
import { createRetentionRepository } from './retention.repository.ts';

export type RetentionService = ReturnType<typeof createRetentionService>;

/** The daily pass (one job a day, keyed by the day: one instance runs it). */
export const RETENTION_QUEUE = 'retention';
/** One notice email per account told, sent (and retried) by the job queue. */
export const RETENTION_NOTICE_QUEUE = 'retention-notice';

/**
 * D42's data retention: while System Settings' `retentionMonths` is set, a daily pass emails the
 * members whose account has been deactivated for the period less 30 days, and 30 days later
 * deletes the accounts still deactivated, with D22's removal (the admin's deletion), recorded in
 * the activity log as deleted by the system. Off, it does nothing.
 */
export function createRetentionService(deps: {
  db: Database;
  settings: Pick<SettingsService, 'current'>;
  accounts: Pick<AccountsService, 'deleteAccount'>;
  photos: Pick<PhotosService, 'photosByUser' | 'discardFiles'>;
  memberData: Pick<MemberDataService, 'forget' | 'discardFolder'>;
  audit: AuditService;
  jobs: JobsService;
  mailer: Mailer;
  publish: Publish;
  publicUrl: string;
  logger: FastifyBaseLogger;
  clock?: (() => Date) | undefined;
}) {
  const { db, audit, jobs } = deps;
  const repository = createRetentionRepository(db);
  const clock = deps.clock ?? (() => new Date());
  const host = new URL(deps.publicUrl).hostname || 'localhost';

  /**
   * D22's removal, as the admin's deletion does it: the export and the photo files go with the
   * rows. The rows go only if the account is still due under a row lock, so a member signing in
   * at that moment keeps theirs.
   */
  async function remove(id: string, cut: DeletionCutoffs, months: number): Promise<boolean> {
    const files = (await deps.photos.photosByUser([id])).get(id) ?? [];
    await deps.memberData.forget(id);
    const removed = await db.transaction(async (tx) => {
      if (!(await repository.lockIfDue(id, cut, tx))) return false;
      await deps.accounts.deleteAccount(id, tx);
      // The admin's deletion, by the system: no actor (as a Premium term's end, D41).
      await audit.record(
        {
          actorId: null,
          action: 'admin.user_deleted',
          detail: { deletedUserId: id, by: 'system', reason: 'retention', retentionMonths: months },
        },
        tx,
      );
      return true;
    });
    if (!removed) return false;
    await deps.photos.discardFiles(files);
    await deps.memberData.discardFolder(id);
    return true;
  }

  /** The pass as of `now`: the notices that are due, then the deletions that are. */
  async function run(now: Date): Promise<{ noticed: number; deleted: number }> {
    const { retentionMonths: months } = await deps.settings.current();
    if (months === null) return { noticed: 0, deleted: 0 };
    const noticed = await db.transaction(async (tx) => {
      const told = await repository.claimNotices(now, noticeCutoff(now, months), tx);
      // The email exists exactly when the mark does; the queue retries a failed send.
      for (const { id } of told) {
        await jobs.enqueue(
          {
            queue: RETENTION_NOTICE_QUEUE,
            key: `${RETENTION_NOTICE_QUEUE}:${id}:${now.toISOString()}`,
            payload: { userId: id },
          },
          tx,
        );
      }
      return told.length;
    });
    const cut = deletionCutoffs(now, months);
    let deleted = 0;
    for (const { id } of await repository.due(cut)) if (await remove(id, cut, months)) deleted += 1;
    if (noticed + deleted > 0) {
      deps.logger.info({ noticed, deleted, retentionMonths: months }, 'data retention pass');
      await deps.publish({ topic: 'admin', admins: true });
    }
    return { noticed, deleted };
  }

  /** The notice, as the account stands when it is sent: not to a member who came back meanwhile. */
  async function sendNotice(userId: string) {
    const [recipient, { retentionMonths: months }] = await Promise.all([
      repository.recipient(userId),
      deps.settings.current(),
    ]);
    if (!recipient?.retentionNoticeAt || recipient.accountStatus !== 'deactivated' || months === null) return;
    const notice = retentionNotice({
      language: recipient.language ?? 'en',
      deletionAt: deletionDate(recipient.retentionNoticeAt),
      months,
      deactivatedBy: recipient.deactivatedBy,
      publicUrl: deps.publicUrl,
    });
    await deps.mailer.send({
      to: recipient.email,
      subject: notice.subject,
      text: notice.text,
      links: [notice.url],
      // Sent again after a crash, it is the same mail to the member.
      messageId: `<retention.${userId}.${recipient.retentionNoticeAt.getTime()}@${host}>`,
    });
  }

  const scheduleDaily = jobs.daily(RETENTION_QUEUE, clock, run);
  jobs.register(RETENTION_NOTICE_QUEUE, async (payload) => {
    if (typeof payload.userId === 'string') await sendNotice(payload.userId);
  });

  return {
    /** At start: today's pass (keyed by the day: one instance; each pass schedules the next day's). */
    scheduleDaily,

    /** Tests and the CLI: the pass as of `now`. */
    run,

    /** The admin's view (GET /api/admin/retention): how many are scheduled, the next, and who is told next. */
    async status(): Promise<RetentionStatus> {
      const { retentionMonths: months } = await deps.settings.current();
      if (months === null) return { months: null, noticed: 0, nextDeletionAt: null, dueForNotice: 0 };
      const [pending, dueForNotice] = await Promise.all([
        repository.pending(),
        repository.dueForNotice(noticeCutoff(clock(), months)),
      ]);
      return {
        months,
        noticed: pending.noticed,
        nextDeletionAt: pending.firstNoticeAt ? deletionDate(pending.firstNoticeAt).toISOString() : null,
        dueForNotice,
      };
    },
  };
}
