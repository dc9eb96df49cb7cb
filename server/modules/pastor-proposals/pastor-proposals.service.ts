import {
  pastorProposalMessages,
  type MyPastorProposal,
  type PastorProposalDecline,
  type PastorProposalForm,
  type PastorProposalsPage,
} from '#shared/schemas/pastor-proposals.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { Member } from '#server/lib/member.ts';
import type { AuditContext, AuditService } from '#server/modules/audit/audit.service.ts';
import type { ChurchesService } from '#server/modules/churches/churches.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.service.ts';
import {
  alreadyPending,
  assertFound,
  assertMayPropose,
  churchHasPastor,
  notPending,
} from './pastor-proposals.policy.ts';
import { presentOwnProposal, presentPendingProposal } from './pastor-proposals.presenter.ts';
import { createPastorProposalsRepository } from './pastor-proposals.repository.ts';

export type PastorProposalsService = ReturnType<typeof createPastorProposalsService>;

/**
 * D44, 'a pastor every member can reach': a member whose church in the directory has no pastor's
 * email proposes their pastor's name and email; the church office (System Settings → church
 * directory) adds it to the church's entry or declines, audited, the member told (the bell and the
 * channels they chose). Then the member asks for the endorsement as D32.
 */
export function createPastorProposalsService(deps: {
  db: Database;
  churches: Pick<ChurchesService, 'addProposedPastor'>;
  audit: AuditService;
  notifications: NotificationsService;
  publish: Publish;
  clock?: (() => Date) | undefined;
}) {
  const { db, audit, notifications } = deps;
  const repository = createPastorProposalsRepository(db);
  const clock = deps.clock ?? (() => new Date());

  /** The decision in one transaction: the proposal, the church's entry (when added), the audit, the bell. */
  async function decide(
    admin: Member,
    id: string,
    decision: { status: 'added' | 'declined'; declineReason: string | null },
    context: AuditContext,
  ) {
    const proposal = assertFound(await repository.find(id));
    const decided = await db.transaction(async (tx) => {
      const row = await repository.decide(id, decision, admin.id, clock(), tx);
      if (!row) return undefined;
      if (decision.status === 'added') {
        const pastor = { pastorName: row.pastorName, pastorEmail: row.pastorEmail };
        if (!(await deps.churches.addProposedPastor(row.churchId, pastor, tx))) throw churchHasPastor();
      }
      await audit.record(
        {
          ...context,
          actorId: admin.id,
          action: decision.status === 'added' ? 'admin.pastor_proposal_added' : 'admin.pastor_proposal_declined',
          subjectUserId: row.memberId,
          detail: { proposalId: id, churchId: row.churchId },
        },
        tx,
      );
      await notifications.record(tx, {
        to: row.memberId,
        kind: decision.status === 'added' ? 'pastor_added' : 'pastor_declined',
        actorId: null,
        subjectId: id,
      });
      return row;
    });
    if (!decided) throw notPending();
    await notifications.announce(proposal.memberId);
    await deps.publish({ topic: 'account', to: [proposal.memberId], admins: true });
  }

  return {
    /** The member's latest proposal for the church My Profile names now (none: no church of the directory). */
    async mine(member: Member): Promise<MyPastorProposal> {
      const church = await repository.churchOf(member.id);
      return { proposal: church ? presentOwnProposal(await repository.latestOf(member.id, church.id)) : null };
    },

    async propose(member: Member, form: PastorProposalForm, context: AuditContext) {
      assertMayPropose(await repository.churchOf(member.id), form.churchId);
      try {
        await db.transaction(async (tx) => {
          const row = await repository.insert(member.id, form, tx);
          await audit.record(
            {
              ...context,
              actorId: member.id,
              action: 'member.pastor_proposed',
              subjectUserId: member.id,
              detail: { proposalId: row.id, churchId: form.churchId },
            },
            tx,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyPending();
        throw error;
      }
      await deps.publish({ topic: 'account', to: [member.id], admins: true });
      return { message: pastorProposalMessages.proposed };
    },

    async pending(): Promise<PastorProposalsPage> {
      return { proposals: (await repository.pending()).map(presentPendingProposal) };
    },

    async add(admin: Member, id: string, context: AuditContext) {
      await decide(admin, id, { status: 'added', declineReason: null }, context);
      return { message: pastorProposalMessages.added };
    },

    async decline(admin: Member, id: string, input: PastorProposalDecline, context: AuditContext) {
      const reason = (input.reason ?? '').trim();
      await decide(admin, id, { status: 'declined', declineReason: reason || null }, context);
      return { message: pastorProposalMessages.declined };
    },
  };
}
