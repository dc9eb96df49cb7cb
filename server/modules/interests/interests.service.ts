import { discoveryMessages } from '#shared/schemas/discovery.ts';
import {
  interestMessages,
  type InterestAnswer,
  type MatchMoment,
  type ReceivedInterest,
  type SenderBasicInfo,
  type SentInterest,
} from '#shared/schemas/interests.ts';
import { profileMessages } from '#shared/messages.ts';
import { ageFromIsoDate } from '#shared/rules/age.ts';
import type { Database } from '#server/db/database.ts';
import { ConflictError, NotFoundError, TooManyRequestsError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import { assertMayDiscover } from '#server/modules/discovery/discovery.policy.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { ModerationService } from '#server/modules/moderation/moderation.service.ts';
import type { NotificationEvent, NotificationsService } from '#server/modules/notifications/notifications.service.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import { photoUrl } from '#server/modules/photos/photos.presenter.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import { createInterestsRepository } from './interests.repository.ts';
import { createMatchMomentsRepository } from './match-moments.repository.ts';
import { INTEREST_MOVES, refusalOf } from './interests.policy.ts';

export type InterestsService = ReturnType<typeof createInterestsService>;

/** Issue 44: the other member on an interest's card: photo, name, age (never the birth date) and city. */
function counterpartOf(
  id: string,
  row: { firstName: string; lastName: string; dob: string | null; city: string | null; photoId: string | null },
) {
  return {
    id,
    firstName: row.firstName,
    lastName: row.lastName,
    age: ageFromIsoDate(row.dob),
    city: row.city,
    thumbnailUrl: photoUrl(row.photoId, 'thumbnail'),
  };
}

export function createInterestsService(deps: {
  db: Database;
  throttle: ThrottleService;
  publish: Publish;
  notifications: NotificationsService;
  /** D31, issue 43: a member on hold or deactivated sends no interest. */
  moderation: Pick<ModerationService, 'assertMayReachOthers'>;
}) {
  const repository = createInterestsRepository(deps.db);
  const moments = createMatchMomentsRepository(deps.db);

  return {
    /**
     * Spec §4: created pending by the sender; refused while one is pending or accepted, and to a
     * sender on hold or deactivated (interests.policy.ts:WHO_EXPRESSES).
     */
    async express(sender: Member, receiverId: string) {
      assertMayDiscover(sender);
      if (!(await deps.throttle.consume(THROTTLE_RULES.interestsPerDay, sender.id)))
        throw new TooManyRequestsError(discoveryMessages.tooManyInterests);
      // The interest and the receiver's notification are one write (D30: nothing lost in between).
      const { outcome, shown } = await deps.db.transaction(async (tx) => {
        await deps.moderation.assertMayReachOthers(sender.id, tx);
        const made = await repository.create(sender.id, receiverId, tx);
        const event: NotificationEvent = {
          to: receiverId,
          kind: 'interest_received',
          actorId: sender.id,
          subjectId: null,
        };
        return { outcome: made, shown: made === 'created' && (await deps.notifications.record(tx, event)) };
      });
      if (outcome === 'hidden') throw new NotFoundError(profileMessages.notFound, 'PROFILE_NOT_FOUND');
      if (outcome === 'exists') throw new ConflictError(discoveryMessages.interestExists, 'INTEREST_EXISTS');
      await deps.publish({ topic: 'interests', to: [receiverId], admins: true });
      if (shown) await deps.notifications.announce(receiverId);
    },

    async received(member: Member): Promise<ReceivedInterest[]> {
      const rows = await repository.listReceived(member.id);
      return rows.map((row) => ({
        id: row.id,
        status: row.status === 'accepted' ? 'accepted' : 'pending',
        createdAt: row.createdAt.toISOString(),
        sender: counterpartOf(row.senderId, row),
      }));
    },

    /** Issue 44: the matches the member has not seen yet, about members they may see. */
    async matchMoments(member: Member): Promise<MatchMoment[]> {
      const rows = await moments.pending(member.id);
      return rows.map((row) => ({
        partner: {
          id: row.partnerId,
          firstName: row.firstName,
          lastName: row.lastName,
          photoUrl: photoUrl(row.partnerPhotoId, 'thumbnail'),
        },
        ownPhotoUrl: photoUrl(row.ownPhotoId, 'thumbnail'),
        matchedAt: row.createdAt.toISOString(),
      }));
    },

    /** Issue 44: the member saw the moment ('Send a message' or 'Keep browsing'): it shows no more. */
    async matchMomentSeen(member: Member, partnerId: string) {
      await moments.markSeen(member.id, partnerId);
    },

    async sent(member: Member): Promise<SentInterest[]> {
      const rows = await repository.listSent(member.id);
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        receiver: counterpartOf(row.receiverId, row),
      }));
    },

    /** Spec §4: pending → accepted | rejected, accepted | rejected → removed (interests.policy.ts). */
    async answer(member: Member, id: string, to: InterestAnswer) {
      // An acceptance and the sender's notification are one write (D30).
      const { answered, shown } = await deps.db.transaction(async (tx) => {
        const moved = await repository.answer(member.id, id, to, INTEREST_MOVES[to].from, tx);
        if (!moved || to !== 'accepted') return { answered: moved, shown: false };
        // Issue 44: a match — both members see its moment once (the sender's comes live).
        await moments.record(tx, member.id, moved.senderId);
        const event: NotificationEvent = {
          to: moved.senderId,
          kind: 'interest_accepted',
          actorId: member.id,
          subjectId: null,
        };
        return { answered: moved, shown: await deps.notifications.record(tx, event) };
      });
      if (!answered) throw refusalOf(member, await repository.findInvolving(member.id, id), to);
      await deps.publish({ topic: 'interests', to: [member.id, answered.senderId] });
      if (to === 'accepted') await deps.publish({ topic: 'match', to: [member.id, answered.senderId] });
      if (shown) await deps.notifications.announce(answered.senderId);
      return { message: interestMessages[to] };
    },

    /** Beyond the spec: a pending interest may be withdrawn by its sender (the row goes). */
    async withdraw(member: Member, id: string) {
      const withdrawn = await repository.withdraw(member.id, id, INTEREST_MOVES.withdrawn.from);
      if (!withdrawn) throw refusalOf(member, await repository.findInvolving(member.id, id), 'withdrawn');
      await deps.publish({ topic: 'interests', to: [member.id, withdrawn.receiverId], admins: true });
    },

    async senderBasicInfo(member: Member, id: string): Promise<SenderBasicInfo> {
      const row = await repository.senderBasicInfo(member.id, id);
      if (!row) throw new NotFoundError(interestMessages.senderUnavailable, 'SENDER_UNAVAILABLE');
      return {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        photoUrl: photoUrl(row.photoId, 'display'),
        city: row.city,
        state: row.state,
        denomination: row.church?.trim() ? row.church : interestMessages.notSpecified,
      };
    },

    countReceived: (receiverId: string) => repository.countReceived(receiverId),
    /** New Matches of one member, or with no member the admin's Total Matches (one query). */
    countMatches: (memberId?: string) => repository.countMatches(memberId),

    sentByDay: (start: Date) => repository.sentByDay(start),
  };
}
