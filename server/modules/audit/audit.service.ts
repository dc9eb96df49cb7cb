import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '#server/db/database.ts';
import type { Metrics } from '#server/lib/metrics.ts';
import { createAuditRepository } from './audit.repository.ts';

/** The reasons a sign-in is refused with (auth, two-factor): the sign-in failures' metric labels. */
const SIGN_IN_FAILURE_REASONS = new Set(['credentials', 'deactivated', 'two_factor', 'throttled']);

/** D21: the actions the log knows. Member security events and admin actions. */
export type AuditAction =
  | 'member.registered'
  | 'member.signed_in'
  | 'member.sign_in_link_sent'
  | 'member.sign_in_failed'
  | 'member.signed_out'
  | 'member.password_reset_requested'
  | 'member.password_reset'
  | 'member.password_changed'
  | 'member.email_change_requested'
  | 'member.email_changed'
  | 'member.photo_visibility_changed'
  | 'member.account_deleted'
  | 'member.device_signed_out'
  | 'member.other_devices_signed_out'
  | 'member.two_factor_enabled'
  | 'member.two_factor_disabled'
  | 'member.recovery_codes_renewed'
  | 'admin.two_factor_removed'
  | 'member.email_verified'
  | 'member.deactivated'
  | 'member.reactivated'
  | 'member.profile_ceiling_reached'
  | 'admin.super_admin_created'
  | 'admin.user_updated'
  | 'admin.user_activated'
  | 'admin.user_deactivated'
  | 'admin.user_upgraded'
  | 'admin.user_downgraded'
  | 'admin.user_deleted'
  | 'admin.report_resolved'
  | 'admin.report_dismissed'
  | 'admin.report_deleted'
  | 'admin.church_added'
  | 'admin.church_updated'
  | 'admin.church_retired'
  | 'admin.church_reinstated'
  | 'admin.settings_changed'
  | 'member.premium_requested'
  | 'admin.premium_granted'
  | 'admin.premium_declined'
  | 'member.pastor_proposed'
  | 'admin.pastor_proposal_added'
  | 'admin.pastor_proposal_declined'
  | 'moderation.profile_approved'
  | 'moderation.profile_rejected'
  | 'moderation.photo_approved'
  | 'moderation.photo_rejected'
  | 'member.verification_started'
  | 'member.verification_submitted'
  | 'moderation.verification_approved'
  | 'moderation.verification_rejected'
  | 'moderation.member_held'
  | 'moderation.hold_released'
  | 'moderation.blocked_words_added'
  | 'moderation.blocked_word_removed';

export interface AuditContext {
  actorId?: string | null;
  ipAddress?: string | null;
  requestId?: string | null;
}

export interface AuditEvent extends AuditContext {
  action: AuditAction;
  subjectUserId?: string | null;
  /** Non-sensitive context only: never passwords, tokens, emails or other personal data. */
  detail?: Record<string, unknown>;
}

export type AuditService = ReturnType<typeof createAuditService>;

export function createAuditService(deps: { db: Database; logger: FastifyBaseLogger; metrics?: Metrics }) {
  const { logger } = deps;
  const repository = createAuditRepository(deps.db);
  return {
    /**
     * Records the event and logs it (ASVS 7.2.x). A failure to record is logged, never hidden.
     * Given the transaction of the change it records, the event is stored with the change or not
     * at all: a crash in between cannot leave a change without its event (ADR 0019).
     */
    async record(event: AuditEvent, tx?: Transaction) {
      logger.info(
        { audit: event.action, actorId: event.actorId, subjectUserId: event.subjectUserId, requestId: event.requestId },
        'audit',
      );
      if (event.action === 'member.sign_in_failed') {
        const reason = String(event.detail?.['reason'] ?? '');
        deps.metrics?.signInFailures.inc({ reason: SIGN_IN_FAILURE_REASONS.has(reason) ? reason : 'other' });
      }
      await repository.insert(
        {
          action: event.action,
          actorId: event.actorId ?? null,
          subjectUserId: event.subjectUserId ?? null,
          detail: event.detail ?? {},
          ipAddress: event.ipAddress ?? null,
          requestId: event.requestId ?? null,
        },
        tx,
      );
    },
    listForSubject: (subjectUserId: string, limit = 100) => repository.listForSubject(subjectUserId, limit),
  };
}
