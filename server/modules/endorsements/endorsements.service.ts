import { randomBytes } from 'node:crypto';
import {
  ENDORSEMENT_LINK_DAYS,
  ENDORSEMENT_MONTHS,
  ENDORSEMENT_REQUESTS_PER_MONTH,
  endorsementMessages,
  type MyEndorsement,
} from '#shared/schemas/endorsements.ts';
import type { Database } from '#server/db/database.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import type { Member } from '#server/lib/member.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import { assertLink, assertMayAsk } from './endorsements.policy.ts';
import { createEndorsementsRepository } from './endorsements.repository.ts';

export type EndorsementsService = ReturnType<typeof createEndorsementsService>;

const DAY_MS = 24 * 60 * 60 * 1000;
const newToken = () => randomBytes(32).toString('base64url');

/** The month the request limit counts (30 days) and the end of a confirmed endorsement (12 months on). */
const monthBefore = (now: Date) => new Date(now.getTime() - 30 * DAY_MS);
const lapsesOn = (confirmedAt: Date) => {
  const until = new Date(confirmedAt);
  until.setUTCMonth(until.getUTCMonth() + ENDORSEMENT_MONTHS);
  return until;
};

/**
 * Pastors' endorsements (D32). A member asks; the directory's pastor gets a single-use link valid
 * 14 days to a page where they confirm or decline (no account); a confirmation mails them a link
 * to withdraw it. The badge (cards, profile) is read by `server/db/member-columns.ts:endorsementOf`.
 */
export function createEndorsementsService(deps: {
  db: Database;
  mailer: Mailer;
  publish: Publish;
  publicUrl: string;
  clock?: (() => Date) | undefined;
}) {
  const repository = createEndorsementsRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());
  const link = (path: string, token: string) => `${deps.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  return {
    /** "Ask my pastor to endorse me": the request and the pastor's email, or nothing at all. */
    async ask(member: Member) {
      const now = clock();
      const token = newToken();
      const request = await repository.withMemberLock(member.id, async (tx) => {
        const church = assertMayAsk(
          await repository.churchOf(tx, member.id),
          await repository.current(tx, member.id, now),
          await repository.requestsSince(tx, member.id, monthBefore(now)),
        );
        const linkExpiresAt = new Date(now.getTime() + ENDORSEMENT_LINK_DAYS * DAY_MS);
        const id = await repository.create(tx, {
          memberId: member.id,
          churchId: church.churchId,
          pastorName: church.pastorName,
          token,
          linkExpiresAt,
        });
        return { id, church };
      });
      const { church } = request;
      const url = link('/endorse', token);
      try {
        await deps.mailer.send({
          to: church.pastorEmail,
          subject: `${church.memberName} asks you to endorse them on Divine Match`,
          text:
            `Dear ${church.pastorName || 'Pastor'},\n\n${church.memberName} is a member of Divine Match, ` +
            `the matchmaking community of your church, and names ${church.church} as their church. They ask you to confirm:\n\n` +
            `"${endorsementMessages.statement}."\n\nConfirm or decline here (no account needed; the link works once, for ${ENDORSEMENT_LINK_DAYS} days):\n${url}\n\n` +
            `If you do not know this person, decline or ignore this email.`,
          links: [url],
        });
      } catch (error) {
        // The mail is sent after the commit (an SMTP wait holds no lock); one that fails takes its request back.
        await repository.remove(request.id);
        throw error;
      }
      await deps.publish({ topic: 'account', to: [member.id] });
      return { message: endorsementMessages.requested };
    },

    /** My Profile's card: the member's church as the directory knows it, their endorsement and request. */
    async mine(member: Member): Promise<MyEndorsement> {
      const now = clock();
      const [church, current, requests] = await Promise.all([
        repository.churchOf(deps.db, member.id),
        repository.current(deps.db, member.id, now),
        repository.requestsSince(deps.db, member.id, monthBefore(now)),
      ]);
      const { confirmed, pending } = current;
      return {
        church: church ? { id: church.churchId, name: church.church, hasPastor: church.pastorEmail !== '' } : null,
        endorsement:
          confirmed?.decidedAt != null
            ? {
                pastorName: confirmed.pastorName,
                church: confirmed.church,
                confirmedAt: confirmed.decidedAt.toISOString(),
                until: lapsesOn(confirmed.decidedAt).toISOString(),
              }
            : null,
        pending: pending
          ? { pastorName: pending.pastorName, linkExpiresAt: pending.linkExpiresAt.toISOString() }
          : null,
        requestsLeft: Math.max(0, ENDORSEMENT_REQUESTS_PER_MONTH - requests),
      };
    },

    /** The pastor's page: whom the link asks about. */
    async review(token: string) {
      return assertLink(await repository.request(token, clock()));
    },

    /** The pastor confirms or declines, once; a confirmation mails them the link to withdraw it. */
    async decide(token: string, decision: 'confirm' | 'decline') {
      const now = clock();
      const view = assertLink(await repository.request(token, now));
      const withdrawToken = newToken();
      const row = assertLink(await repository.decide(token, decision === 'confirm', withdrawToken, now));
      const pastorEmail = decision === 'confirm' ? await repository.pastorEmailOf(row.churchId) : '';
      if (pastorEmail) {
        const url = link('/endorse/withdraw', withdrawToken);
        await deps.mailer.send({
          to: pastorEmail,
          subject: `You endorsed ${view.memberName} on Divine Match`,
          text:
            `Thank you for endorsing ${view.memberName}. Their profile now shows "Endorsed by Pastor ${view.pastorName}, ${view.church}" ` +
            `for ${ENDORSEMENT_MONTHS} months.\n\nYou can withdraw your endorsement at any time with this link:\n${url}`,
          links: [url],
        });
      }
      await deps.publish({ topic: 'account', to: [row.memberId] });
      return { message: decision === 'confirm' ? endorsementMessages.confirmed : endorsementMessages.declined };
    },

    async withdraw(token: string) {
      const row = assertLink(await repository.withdraw(token, clock()));
      await deps.publish({ topic: 'account', to: [row.memberId] });
      return { message: endorsementMessages.withdrawn };
    },

    /** D32: a member who changes church loses the endorsements and requests of the other one. */
    churchChanged: (memberId: string, churchId: string | null) =>
      repository.endOtherChurches(memberId, churchId, clock()),

    history: (memberId: string) => repository.history(memberId),
  };
}
