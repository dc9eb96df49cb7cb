import {
  PREMIUM_REMINDER_DAYS,
  premiumRequestMessages,
  type MyPremiumRequest,
  type PremiumDecline,
  type PremiumGrant,
  type PremiumRequestAsk,
  type PremiumRequestsPage,
} from '#shared/schemas/premium-requests.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { ConflictError, NotFoundError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AuditContext, AuditService } from '#server/modules/audit/audit.service.ts';
import type { JobsService } from '#server/modules/jobs/jobs.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.service.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import { alreadyPending, assertMayAsk, termEnd } from './premium-requests.policy.ts';
import { presentOwnRequest, presentPendingRequest } from './premium-requests.presenter.ts';
import { createPremiumRequestsRepository } from './premium-requests.repository.ts';

export type PremiumRequestsService = ReturnType<typeof createPremiumRequestsService>;

/** The job that reminds members whose term ends soon and returns ended terms to Free. */
export const PREMIUM_TERMS_QUEUE = 'premium-terms';
const DAY_MS = 86_400_000;

/**
 * D41, 'Premium granted by the church office': members ask, the super admin grants for a term or
 * declines with a reason (audited, the member told); 14 days before a term ends the member is
 * told, and at its end they return to Free, downgraded by the system. The reminder and the end
 * run on the job queue: one job due at each, plus one at every start (a term that ended while no
 * instance ran).
 */
export function createPremiumRequestsService(deps: {
  db: Database;
  accounts: AccountsService;
  settings: Pick<SettingsService, 'current'>;
  audit: AuditService;
  notifications: NotificationsService;
  jobs: JobsService;
  publish: Publish;
  clock?: (() => Date) | undefined;
}) {
  const { db, accounts, audit, notifications, jobs } = deps;
  const repository = createPremiumRequestsRepository(db);
  const clock = deps.clock ?? (() => new Date());

  /** Reminds the terms ending within 14 days (once each) and ends the terms that ended. */
  async function runTerms(now: Date) {
    const told: string[] = [];
    await db.transaction(async (tx) => {
      const reminders = await accounts.claimPremiumReminders(
        now,
        new Date(now.getTime() + PREMIUM_REMINDER_DAYS * DAY_MS),
        tx,
      );
      for (const { id, premiumUntil } of reminders) {
        const date = premiumUntil ? premiumUntil.toISOString().slice(0, 10) : null;
        if (await notifications.record(tx, { to: id, kind: 'premium_ending', actorId: null, subjectId: date }))
          told.push(id);
      }
      for (const { id } of await accounts.endPremiumTerms(now, tx)) {
        // Recorded as the spec's downgrade, by the system: no actor.
        await audit.record(
          {
            actorId: null,
            action: 'admin.user_downgraded',
            subjectUserId: id,
            detail: { by: 'system', reason: 'term_ended' },
          },
          tx,
        );
        await notifications.record(tx, { to: id, kind: 'account_changed', actorId: null, subjectId: null });
        told.push(id);
      }
    });
    for (const id of new Set(told)) {
      await notifications.announce(id);
      await deps.publish({ topic: 'account', to: [id], admins: true });
    }
  }

  jobs.register(PREMIUM_TERMS_QUEUE, async () => runTerms(clock()));

  const enqueueTerms = (at: Date, tx: Parameters<JobsService['enqueue']>[1]) =>
    jobs.enqueue(
      { queue: PREMIUM_TERMS_QUEUE, key: `${PREMIUM_TERMS_QUEUE}:${at.toISOString()}`, payload: {}, runAt: at },
      tx,
    );

  async function pendingOrThrow(id: string) {
    const row = await repository.find(id);
    if (!row) throw new NotFoundError(premiumRequestMessages.notFound, 'PREMIUM_REQUEST_NOT_FOUND');
    return row;
  }

  return {
    /** The member's latest request and where their Premium stands. */
    async mine(member: Member): Promise<MyPremiumRequest> {
      const [account, settings, latest] = await Promise.all([
        accounts.own(member),
        deps.settings.current(),
        repository.latestOf(member.id),
      ]);
      return {
        membershipMode: settings.membershipMode,
        membershipType: account.membershipType,
        premiumUntil: account.membershipType === 'premium' ? (account.premiumUntil?.toISOString() ?? null) : null,
        request: presentOwnRequest(latest),
      };
    },

    /** A member asks the church office (only in the 'granted' mode; one pending at a time). */
    async ask(member: Member, input: PremiumRequestAsk, context: AuditContext) {
      assertMayAsk((await deps.settings.current()).membershipMode);
      const message = (input.message ?? '').trim();
      try {
        await db.transaction(async (tx) => {
          const row = await repository.insert(member.id, message, tx);
          await audit.record(
            {
              ...context,
              actorId: member.id,
              action: 'member.premium_requested',
              subjectUserId: member.id,
              detail: { requestId: row?.id },
            },
            tx,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyPending();
        throw error;
      }
      await deps.publish({ topic: 'admin', admins: true });
      return { message: premiumRequestMessages.asked };
    },

    /** The admin panel: the pending requests and their count (the Dashboard tab's). */
    async pending(): Promise<PremiumRequestsPage> {
      const [rows, pending] = await Promise.all([repository.pending(), repository.pendingCount()]);
      return { pending, requests: rows.map(presentPendingRequest) };
    },

    /** The super admin grants Premium for a term (or until revoked): premium at once, audited, told. */
    async grant(admin: Member, id: string, input: PremiumGrant, context: AuditContext) {
      const request = await pendingOrThrow(id);
      const now = clock();
      const until = termEnd(now, input.termMonths);
      const decided = await db.transaction(async (tx) => {
        const row = await repository.decide(
          id,
          { status: 'granted', termMonths: input.termMonths, declineReason: null },
          admin.id,
          now,
          tx,
        );
        if (!row) return undefined;
        await accounts.grantPremium(request.memberId, admin.id, until, now, tx);
        await audit.record(
          {
            ...context,
            actorId: admin.id,
            action: 'admin.premium_granted',
            subjectUserId: request.memberId,
            detail: { requestId: id, termMonths: input.termMonths, premiumUntil: until?.toISOString() ?? null },
          },
          tx,
        );
        await notifications.record(tx, { to: request.memberId, kind: 'premium_granted', actorId: null, subjectId: id });
        if (until) {
          await enqueueTerms(new Date(until.getTime() - PREMIUM_REMINDER_DAYS * DAY_MS), tx);
          await enqueueTerms(until, tx);
        }
        return row;
      });
      if (!decided) throw new ConflictError(premiumRequestMessages.notPending, 'PREMIUM_REQUEST_NOT_PENDING');
      await notifications.announce(request.memberId);
      await deps.publish({ topic: 'account', to: [request.memberId], admins: true });
      return { message: premiumRequestMessages.granted };
    },

    /** The super admin declines with a reason, which the member reads on the upgrade page. */
    async decline(admin: Member, id: string, input: PremiumDecline, context: AuditContext) {
      const request = await pendingOrThrow(id);
      const now = clock();
      const decided = await db.transaction(async (tx) => {
        const row = await repository.decide(
          id,
          { status: 'declined', termMonths: null, declineReason: input.reason },
          admin.id,
          now,
          tx,
        );
        if (!row) return undefined;
        await audit.record(
          {
            ...context,
            actorId: admin.id,
            action: 'admin.premium_declined',
            subjectUserId: request.memberId,
            detail: { requestId: id, reason: input.reason },
          },
          tx,
        );
        await notifications.record(tx, {
          to: request.memberId,
          kind: 'premium_declined',
          actorId: null,
          subjectId: id,
        });
        return row;
      });
      if (!decided) throw new ConflictError(premiumRequestMessages.notPending, 'PREMIUM_REQUEST_NOT_PENDING');
      await notifications.announce(request.memberId);
      await deps.publish({ topic: 'account', to: [request.memberId], admins: true });
      return { message: premiumRequestMessages.declined };
    },

    /** At start: a pass for the terms that came due while no instance ran (keyed by the hour: one instance). */
    scheduleTerms: () =>
      jobs.enqueue({
        queue: PREMIUM_TERMS_QUEUE,
        key: `${PREMIUM_TERMS_QUEUE}:start:${clock().toISOString().slice(0, 13)}`,
        payload: {},
      }),

    /** Tests and the CLI: the reminder and end pass as of `now`. */
    runTerms,
  };
}
