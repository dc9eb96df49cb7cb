import type { ReportReason, ReportStatus } from '#shared/enums.ts';
import { profileMessages } from '#shared/messages.ts';
import { discoveryMessages } from '#shared/schemas/discovery.ts';
import type { Database } from '#server/db/database.ts';
import { BadRequestError, ConflictError, NotFoundError, TooManyRequestsError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import type { RequestContext } from '#server/lib/request-context.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { ModerationService } from '#server/modules/moderation/moderation.service.ts';
import { createReportsRepository } from './reports.repository.ts';

export type ReportsService = ReturnType<typeof createReportsService>;

/**
 * D18: a member reports a profile; the admin's Reports & Complaints tab reads them. One open report
 * per reporter and reported member (issue 25): while one is pending, another about that member —
 * of the profile or of a message — is refused with 409; once the admin decides it, a new one is taken.
 */
export function createReportsService(deps: {
  db: Database;
  throttle: ThrottleService;
  publish: Publish;
  /** D31: the third different member's report puts the member on hold; issue 43: new accounts. */
  moderation: Pick<ModerationService, 'reported' | 'isNewAccount'>;
}) {
  const repository = createReportsRepository(deps.db);
  return {
    async report(
      reporter: Member,
      input: { reportedUserId: string; reason: ReportReason; description: string },
      ctx: Pick<RequestContext, 'ip'>,
    ) {
      if (input.reportedUserId === reporter.id)
        throw new BadRequestError('You cannot report yourself.', 'CANNOT_REPORT_SELF');
      if (!(await deps.throttle.consume(THROTTLE_RULES.reportsPerDay, reporter.id)))
        throw new TooManyRequestsError(discoveryMessages.tooManyReports);
      // Issue 43: throwaway accounts made from one address report from it too.
      if (
        (await deps.moderation.isNewAccount(reporter.id)) &&
        !(await deps.throttle.consume(THROTTLE_RULES.newAccountReportsPerIp, ctx.ip))
      )
        throw new TooManyRequestsError(discoveryMessages.tooManyNewAccountReports, 'TOO_MANY_NEW_ACCOUNT_REPORTS');
      const created = await repository.create({
        reporterId: reporter.id,
        reportedUserId: input.reportedUserId,
        reason: input.reason,
        description: input.description,
      });
      if (created === 'not-found') throw new NotFoundError(profileMessages.notFound, 'PROFILE_NOT_FOUND');
      if (created === 'exists') throw new ConflictError(discoveryMessages.reportExists, 'REPORT_EXISTS');
      await deps.moderation.reported(input.reportedUserId);
      await deps.publish({ topic: 'admin', admins: true });
    },

    /**
     * D28: a member reports a message of their conversation; the report carries that message
     * (a copy of it, and nothing else of the conversation) and counts against the same daily limit.
     */
    async reportMessage(
      reporter: Member,
      input: {
        reason: ReportReason;
        description: string;
        message: { id: number; senderId: string; body: string; createdAt: Date };
      },
    ) {
      if (!(await deps.throttle.consume(THROTTLE_RULES.reportsPerDay, reporter.id)))
        throw new TooManyRequestsError(discoveryMessages.tooManyReports);
      const created = await repository.insert({
        reporterId: reporter.id,
        reportedUserId: input.message.senderId,
        reason: input.reason,
        description: input.description,
        messageId: input.message.id,
        messageBody: input.message.body,
        messageSentAt: input.message.createdAt,
      });
      if (created === 'exists') throw new ConflictError(discoveryMessages.reportExists, 'REPORT_EXISTS');
      await deps.moderation.reported(input.message.senderId);
      await deps.publish({ topic: 'admin', admins: true });
    },

    list: (status: ReportStatus | undefined) => repository.list(status),
    madeBy: (reporterId: string) => repository.madeBy(reporterId),
    count: () => repository.count(),
    decide: (id: string, to: 'resolved' | 'dismissed', adminId: string) => repository.decide(id, to, adminId),
    exists: (id: string) => repository.exists(id),
    remove: (id: string) => repository.delete(id),
  };
}
