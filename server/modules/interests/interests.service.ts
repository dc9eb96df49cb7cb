import { discoveryMessages } from '#shared/schemas/discovery.ts';
import {
  interestMessages,
  type InterestAnswer,
  type ReceivedInterest,
  type SenderBasicInfo,
  type SentInterest,
} from '#shared/schemas/interests.ts';
import { profileMessages } from '#shared/messages.ts';
import type { Database } from '#server/db/database.ts';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from '#server/lib/errors.ts';
import type { AccountRow } from '#server/modules/accounts/accounts.repository.ts';
import { assertMayDiscover } from '#server/modules/discovery/discovery.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import { photoUrl } from '#server/modules/photos/photos.presenter.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import { createInterestsRepository } from './interests.repository.ts';

/** security-bar.md 11.1.3: interests a member may send per day. */
export const INTERESTS_PER_DAY = { name: 'interests', limit: 50, windowMs: 86_400_000 } as const;

export type InterestsService = ReturnType<typeof createInterestsService>;

const notFound = () => new NotFoundError(interestMessages.notFound, 'INTEREST_NOT_FOUND');

export function createInterestsService(deps: { db: Database; throttle: ThrottleService; publish: Publish }) {
  const repository = createInterestsRepository(deps.db);

  /** Why a move was refused: unknown or hidden (404), the wrong side (403), or the wrong state (409). */
  async function refusal(member: AccountRow, id: string, side: 'receiver' | 'sender') {
    const interest = await repository.findInvolving(member.id, id);
    if (!interest) return notFound();
    const isReceiver = interest.receiverId === member.id;
    if (side === 'receiver' && !isReceiver) return new ForbiddenError(interestMessages.receiverOnly, 'RECEIVER_ONLY');
    if (side === 'sender' && isReceiver) return new ForbiddenError(interestMessages.senderOnly, 'SENDER_ONLY');
    return new ConflictError(interestMessages.notAllowed, 'INTEREST_STATE');
  }

  return {
    /** Spec §4: created pending by the sender; refused while one is pending or accepted. */
    async express(sender: AccountRow, receiverId: string) {
      assertMayDiscover(sender);
      if (!(await deps.throttle.consume(INTERESTS_PER_DAY, sender.id)))
        throw new TooManyRequestsError(discoveryMessages.tooManyInterests);
      const outcome = await repository.create(sender.id, receiverId);
      if (outcome === 'hidden') throw new NotFoundError(profileMessages.notFound, 'PROFILE_NOT_FOUND');
      if (outcome === 'exists') throw new ConflictError(discoveryMessages.interestExists, 'INTEREST_EXISTS');
      await deps.publish({ topic: 'interests', to: [receiverId], admins: true });
    },

    async received(member: AccountRow): Promise<ReceivedInterest[]> {
      const rows = await repository.listReceived(member.id);
      return rows.map((row) => ({
        id: row.id,
        status: row.status === 'accepted' ? 'accepted' : 'pending',
        createdAt: row.createdAt.toISOString(),
        sender: { id: row.senderId, firstName: row.firstName, lastName: row.lastName },
      }));
    },

    async sent(member: AccountRow): Promise<SentInterest[]> {
      const rows = await repository.listSent(member.id);
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        receiver: { id: row.receiverId, firstName: row.firstName, lastName: row.lastName },
      }));
    },

    /** Spec §4: pending → accepted | rejected, accepted | rejected → removed; the receiver's alone. */
    async answer(member: AccountRow, id: string, to: InterestAnswer) {
      const answered = await repository.answer(member.id, id, to);
      if (!answered) throw await refusal(member, id, 'receiver');
      await deps.publish({ topic: 'interests', to: [member.id, answered.senderId] });
      return { message: interestMessages[to] };
    },

    /** Beyond the spec: a pending interest may be withdrawn by its sender (the row goes). */
    async withdraw(member: AccountRow, id: string) {
      const withdrawn = await repository.withdraw(member.id, id);
      if (!withdrawn) throw await refusal(member, id, 'sender');
      await deps.publish({ topic: 'interests', to: [member.id, withdrawn.receiverId], admins: true });
    },

    async senderBasicInfo(member: AccountRow, id: string): Promise<SenderBasicInfo> {
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
