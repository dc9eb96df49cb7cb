import {
  HOLD_AFTER_REPORTS,
  MODERATION_QUEUE_PAGE,
  moderationMessages,
  type ModerationQueue,
} from '#shared/schemas/moderation.ts';
import type { OwnReview } from '#shared/schemas/profile.ts';
import type { Database, Executor } from '#server/db/database.ts';
import type { Member } from '#server/lib/member.ts';
import type { AuditAction, AuditContext, AuditService } from '#server/modules/audit/audit.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.service.ts';
import { photoNotFound } from '#server/modules/photos/photos.policy.ts';
import { assertMayReachOthers, assertMemberFound, assertWaiting, isNewAccount } from './moderation.policy.ts';
import { presentQueue, presentStanding } from './moderation.presenter.ts';
import { createModerationRepository } from './moderation.repository.ts';

export type ModerationService = ReturnType<typeof createModerationService>;

/**
 * D31: the moderators' queues and decisions, the three-report hold, and what moderation hides
 * (users.hidden_by_moderation, read by the one visibility filter). Every decision is in the
 * activity log (D21) and told to the member (a 'moderation' notification; My Profile says what).
 */
export function createModerationService(deps: {
  db: Database;
  audit: AuditService;
  notifications: Pick<NotificationsService, 'notify'>;
  publish: Publish;
}) {
  const repository = createModerationRepository(deps.db);

  /** One decision: the change and its audit event in one transaction, then the member is told. */
  async function decide(
    moderator: Member,
    memberId: string,
    action: AuditAction,
    context: AuditContext,
    change: (tx: Executor) => Promise<void>,
  ) {
    await deps.db.transaction(async (tx) => {
      await change(tx);
      await deps.audit.record({ ...context, actorId: moderator.id, action, subjectUserId: memberId }, tx);
    });
    await deps.notifications.notify({ to: memberId, kind: 'moderation', actorId: null, subjectId: null });
    await deps.publish({ topic: 'account', to: [memberId], admins: true });
  }

  return {
    /** My Profile: the member's standing with the moderators. */
    async standing(userId: string): Promise<OwnReview> {
      const row = await repository.standing(userId);
      return presentStanding(row);
    },

    /** A member's save changed `fields` (none: nothing new to review, the standing stays). */
    async profileChanged(tx: Executor, userId: string, fields: readonly string[]) {
      if (fields.length > 0) await repository.submitProfile(tx, userId, fields);
    },

    /** A new report about `userId`: the third different member's puts them on hold (D31). */
    async reported(userId: string) {
      const held = await deps.db.transaction(async (tx) => {
        const justHeld = await repository.holdIfReported(tx, userId);
        if (justHeld)
          await deps.audit.record(
            {
              actorId: null,
              action: 'moderation.member_held',
              subjectUserId: userId,
              detail: { reports: HOLD_AFTER_REPORTS },
            },
            tx,
          );
        return justHeld;
      });
      if (held) await deps.publish({ topic: 'account', to: [userId], admins: true });
    },

    /**
     * Issue 43: refuses an interest or a message of a member on hold (403) or deactivated (401);
     * in the caller's transaction, so that a hold decided meanwhile is seen.
     */
    async assertMayReachOthers(memberId: string, executor: Executor = deps.db) {
      assertMayReachOthers(await repository.reach(executor, memberId));
    },

    /** Issue 43: an account younger than NEW_ACCOUNT_DAYS (its reports are throttled per address). */
    async isNewAccount(memberId: string): Promise<boolean> {
      const createdAt = await repository.accountCreatedAt(memberId);
      return createdAt === undefined || isNewAccount(createdAt, new Date());
    },

    /** The super admin changed the mode: every profile waiting for review is shown or hidden at once. */
    modeChanged: (tx: Executor) => repository.refreshWaiting(tx),

    async queue(): Promise<ModerationQueue> {
      return presentQueue(await repository.queue(MODERATION_QUEUE_PAGE));
    },

    async approveProfile(moderator: Member, userId: string, context: AuditContext) {
      assertMemberFound(await repository.isMember(userId));
      await decide(moderator, userId, 'moderation.profile_approved', context, async (tx) =>
        assertWaiting(await repository.approveProfile(tx, userId, moderator.id)),
      );
      return { message: moderationMessages.profileApproved };
    },

    async rejectProfile(moderator: Member, userId: string, reason: string, context: AuditContext) {
      assertMemberFound(await repository.isMember(userId));
      await decide(moderator, userId, 'moderation.profile_rejected', context, async (tx) =>
        assertWaiting((await repository.rejectProfile(tx, userId, moderator.id, reason)) !== 'none'),
      );
      return { message: moderationMessages.profileRejected };
    },

    async releaseHold(moderator: Member, userId: string, context: AuditContext) {
      assertMemberFound(await repository.isMember(userId));
      await deps.db.transaction(async (tx) => {
        assertWaiting(await repository.releaseHold(tx, userId, moderator.id), moderationMessages.notHeld);
        await deps.audit.record(
          { ...context, actorId: moderator.id, action: 'moderation.hold_released', subjectUserId: userId },
          tx,
        );
      });
      await deps.publish({ topic: 'account', to: [userId], admins: true });
      return { message: moderationMessages.holdReleased };
    },

    async approvePhoto(moderator: Member, photoId: string, context: AuditContext) {
      return decidePhoto(moderator, photoId, { status: 'approved', reason: null }, context);
    },

    async rejectPhoto(moderator: Member, photoId: string, reason: string, context: AuditContext) {
      return decidePhoto(moderator, photoId, { status: 'rejected', reason }, context);
    },
  };

  async function decidePhoto(
    moderator: Member,
    photoId: string,
    decision: { status: 'approved'; reason: null } | { status: 'rejected'; reason: string },
    context: AuditContext,
  ) {
    if (!(await repository.photoExists(photoId))) throw photoNotFound();
    const ownerId = await deps.db.transaction(async (tx) => {
      const owner = await repository.decidePhoto(tx, photoId, decision);
      assertWaiting(owner !== null);
      await deps.audit.record(
        {
          ...context,
          actorId: moderator.id,
          action: decision.status === 'approved' ? 'moderation.photo_approved' : 'moderation.photo_rejected',
          subjectUserId: owner,
          detail: { photoId },
        },
        tx,
      );
      return owner as string;
    });
    await deps.notifications.notify({ to: ownerId, kind: 'moderation', actorId: null, subjectId: null });
    await deps.publish({ topic: 'account', to: [ownerId], admins: true });
    return {
      message: decision.status === 'approved' ? moderationMessages.photoApproved : moderationMessages.photoRejected,
    };
  }
}
