import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  VERIFICATION_ATTEMPTS_PER_WEEK,
  VERIFICATION_MINUTES,
  VERIFICATION_POSE_COUNT,
  VERIFICATION_POSE_IDS,
  verificationMessages,
  type MyVerification,
  type VerificationAttempt,
  type VerificationPoseId,
  type VerificationQueue,
} from '#shared/schemas/photo-verification.ts';
import { MODERATION_QUEUE_PAGE } from '#shared/schemas/moderation.ts';
import type { Database } from '#server/db/database.ts';
import { processPhoto } from '#server/lib/images.ts';
import type { Member } from '#server/lib/member.ts';
import type { Storage } from '#server/lib/storage.ts';
import type { AuditContext, AuditService } from '#server/modules/audit/audit.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.service.ts';
import {
  ATTEMPT_WINDOW_MS,
  assertMayAnswer,
  assertMayStart,
  isOpen,
  notWaiting,
  verificationNotFound,
} from './photo-verifications.policy.ts';
import { presentAttempt, presentQueueItem } from './photo-verifications.presenter.ts';
import { createPhotoVerificationsRepository } from './photo-verifications.repository.ts';

export type PhotoVerificationsService = ReturnType<typeof createPhotoVerificationsService>;

/** D43: `count` different poses, each drawn uniformly at random on the server. */
function drawPoses(count: number): VerificationPoseId[] {
  const pool = [...VERIFICATION_POSE_IDS];
  const drawn: VerificationPoseId[] = [];
  while (drawn.length < count) drawn.push(pool.splice(randomInt(pool.length), 1)[0]!);
  return drawn;
}

const SELFIES_PREFIX = 'selfies/';

/**
 * D43: photo verification. The server draws two poses; the member sends a live selfie in each
 * within ten minutes; a moderator compares them with the profile photos and approves ('Photo
 * verified' until the profile photo changes: photos.repository.ts) or rejects with a reason the
 * member reads. The selfies' rows and files go with the decision; the record keeps who, when, the
 * poses and the outcome. Every decision is audited and told to the member (the 'moderation' kind).
 */
export function createPhotoVerificationsService(deps: {
  db: Database;
  storage: Storage;
  audit: AuditService;
  notifications: Pick<NotificationsService, 'record' | 'announce'>;
  publish: Publish;
  logger: FastifyBaseLogger;
  clock?: (() => Date) | undefined;
}) {
  const { db, storage, audit, logger } = deps;
  const repository = createPhotoVerificationsRepository(db);
  const clock = deps.clock ?? (() => new Date());

  async function discard(keys: string[]) {
    if (keys.length === 0) return;
    try {
      await storage.delete(keys);
    } catch (error) {
      logger.error({ err: error, keys }, 'could not delete selfie files');
    }
  }

  async function decide(
    moderator: Member,
    id: string,
    decision: { status: 'approved' | 'rejected'; reason: string | null },
    context: AuditContext,
  ) {
    const found = await repository.find(id);
    if (!found) throw verificationNotFound();
    const decided = await db.transaction(async (tx) => {
      const result = await repository.decide(tx, id, decision, moderator.id, clock());
      if (!result) return undefined;
      await audit.record(
        {
          ...context,
          actorId: moderator.id,
          action:
            decision.status === 'approved' ? 'moderation.verification_approved' : 'moderation.verification_rejected',
          subjectUserId: result.row.memberId,
          detail: { verificationId: id, poses: result.row.poseIds },
        },
        tx,
      );
      await deps.notifications.record(tx, {
        to: result.row.memberId,
        kind: 'moderation',
        actorId: null,
        subjectId: null,
      });
      return result;
    });
    if (!decided) throw notWaiting();
    await discard(decided.keys);
    await deps.notifications.announce(found.memberId);
    await deps.publish({ topic: 'account', to: [found.memberId], admins: true });
  }

  return {
    /** My Profile's card: verified or not, the latest attempt, the one open, attempts left. */
    async mine(member: Member): Promise<MyVerification> {
      const now = clock();
      const [state, latest, attempts] = await Promise.all([
        repository.memberState(member.id),
        repository.latestOf(member.id),
        repository.attemptsSince(member.id, new Date(now.getTime() - ATTEMPT_WINDOW_MS)),
      ]);
      const open = latest && isOpen(latest, now) ? latest : undefined;
      const answered = open ? (await repository.selfiesOf([open.id])).map((selfie) => selfie.poseId) : [];
      return {
        verified: state.verifiedAt !== null,
        verifiedAt: state.verifiedAt?.toISOString() ?? null,
        latest: latest
          ? { status: latest.status, reason: latest.reason, decidedAt: latest.decidedAt?.toISOString() ?? null }
          : null,
        open: open ? presentAttempt(open, answered) : null,
        attemptsLeft: Math.max(0, VERIFICATION_ATTEMPTS_PER_WEEK - attempts),
        hasProfilePhoto: state.hasProfilePhoto,
      };
    },

    /** D34: the member's attempts for their data export: the poses, the outcome and when. */
    async history(member: Member) {
      return (await repository.allOf(member.id)).map((row) => ({
        poses: row.poseIds,
        status: row.status,
        reason: row.reason,
        startedAt: row.issuedAt.toISOString(),
        sentAt: row.submittedAt?.toISOString() ?? null,
        decidedAt: row.decidedAt?.toISOString() ?? null,
      }));
    },

    /** Draws an attempt's poses, or gives back the one still open (asking again draws nothing new). */
    async start(member: Member, context: AuditContext): Promise<VerificationAttempt> {
      const now = clock();
      const { attempt, stale } = await db.transaction(async (tx) => {
        await repository.lockMember(tx, member.id);
        const latest = await repository.latestOf(member.id, tx);
        if (latest && isOpen(latest, now)) {
          const answered = (await repository.selfiesOf([latest.id], tx)).map((selfie) => selfie.poseId);
          return { attempt: presentAttempt(latest, answered), stale: [] };
        }
        const state = await repository.memberState(member.id, tx);
        assertMayStart({
          hasProfilePhoto: state.hasProfilePhoto,
          verified: state.verifiedAt !== null,
          waiting: latest?.status === 'submitted',
          attemptsInWindow: await repository.attemptsSince(member.id, new Date(now.getTime() - ATTEMPT_WINDOW_MS), tx),
        });
        // A selfie of an attempt that expired half answered is never decided: it goes now.
        const staleKeys = await repository.dropUnsentSelfies(tx, member.id);
        const expiresAt = new Date(now.getTime() + VERIFICATION_MINUTES * 60_000);
        const row = await repository.insert(tx, member.id, drawPoses(VERIFICATION_POSE_COUNT), now, expiresAt);
        await audit.record(
          {
            ...context,
            actorId: member.id,
            action: 'member.verification_started',
            subjectUserId: member.id,
            detail: { verificationId: row.id, poses: row.poseIds },
          },
          tx,
        );
        return { attempt: presentAttempt(row, []), stale: staleKeys };
      });
      await discard(stale);
      return attempt;
    },

    /**
     * One live selfie for one pose of the member's open attempt: checked by content and re-encoded
     * as photos are (EXIF gone); the second completes the attempt, which then waits for a moderator.
     */
    async answer(member: Member, id: string, pose: VerificationPoseId, input: Buffer, context: AuditContext) {
      const answeredOf = async () => (await repository.selfiesOf([id])).map((selfie) => selfie.poseId);
      assertMayAnswer(await repository.find(id), member.id, pose, await answeredOf(), clock());
      const image = await processPhoto(input);
      const storageKey = `${SELFIES_PREFIX}${member.id}/${id}/${pose}.webp`;
      await storage.put(storageKey, image.display, image.contentType);
      let answered: string[];
      try {
        answered = await db.transaction(async (tx) => {
          await repository.lockMember(tx, member.id);
          const before = (await repository.selfiesOf([id], tx)).map((selfie) => selfie.poseId);
          const row = assertMayAnswer(await repository.find(id, tx), member.id, pose, before, clock());
          await repository.addSelfie(tx, {
            verificationId: id,
            poseId: pose,
            storageKey,
            contentType: image.contentType,
          });
          const now = [...before, pose];
          if (row.poseIds.every((asked) => now.includes(asked))) {
            await repository.markSubmitted(tx, id, clock());
            await audit.record(
              {
                ...context,
                actorId: member.id,
                action: 'member.verification_submitted',
                subjectUserId: member.id,
                detail: { verificationId: id, poses: row.poseIds },
              },
              tx,
            );
          }
          return now;
        });
      } catch (error) {
        await discard([storageKey]);
        throw error;
      }
      const found = await repository.find(id);
      const submitted = found?.status === 'submitted';
      if (submitted) await deps.publish({ topic: 'account', to: [member.id], admins: true });
      return {
        answered: answered as VerificationPoseId[],
        submitted,
        message: submitted ? verificationMessages.submitted : verificationMessages.selfieSaved,
      };
    },

    /** The moderators' 'Verification' queue, oldest first. */
    async queue(): Promise<VerificationQueue> {
      const rows = await repository.queue(MODERATION_QUEUE_PAGE);
      const selfies = await repository.selfiesOf(rows.map((row) => row.id));
      const photos = await repository.photoIdsOf(rows.map((row) => row.userId));
      return { items: rows.map((row) => presentQueueItem(row, selfies, photos)) };
    },

    /** A selfie's bytes, for the moderators only, while its attempt waits for them. */
    async selfie(id: string, pose: VerificationPoseId): Promise<Buffer> {
      const row = await repository.find(id);
      if (row?.status !== 'submitted') throw verificationNotFound();
      const selfie = (await repository.selfiesOf([id])).find((candidate) => candidate.poseId === pose);
      const bytes = selfie ? await storage.get(selfie.storageKey) : undefined;
      if (!bytes) throw verificationNotFound();
      return bytes;
    },

    async approve(moderator: Member, id: string, context: AuditContext) {
      await decide(moderator, id, { status: 'approved', reason: null }, context);
      return { message: verificationMessages.approved };
    },

    async reject(moderator: Member, id: string, reason: string, context: AuditContext) {
      await decide(moderator, id, { status: 'rejected', reason }, context);
      return { message: verificationMessages.rejected };
    },

    /**
     * Deletes selfie files that no row names, written before `olderThan`: what an account's
     * deletion (its rows go by cascade) or a crash between a file and its row leaves.
     */
    async sweepOrphanFiles(olderThan: Date): Promise<number> {
      const candidates = (await storage.inventory(SELFIES_PREFIX)).filter((object) => object.modifiedAt < olderThan);
      const keys = candidates.map((object) => object.key);
      const inUse = await repository.keysInUse(keys);
      const orphans = keys.filter((key) => !inUse.has(key));
      if (orphans.length > 0) await storage.delete(orphans);
      return orphans.length;
    },
  };
}
