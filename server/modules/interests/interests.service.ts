import { discoveryMessages } from '#shared/schemas/discovery.ts';
import { profileMessages } from '#shared/messages.ts';
import type { Database } from '#server/db/database.ts';
import { ConflictError, NotFoundError, TooManyRequestsError } from '#server/lib/errors.ts';
import type { AccountRow } from '#server/modules/accounts/accounts.repository.ts';
import { assertMayDiscover } from '#server/modules/discovery/discovery.service.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import { createInterestsRepository } from './interests.repository.ts';

/** security-bar.md 11.1.3: interests a member may send per day. */
export const INTERESTS_PER_DAY = { name: 'interests', limit: 50, windowMs: 86_400_000 } as const;

export type InterestsService = ReturnType<typeof createInterestsService>;

export function createInterestsService(deps: { db: Database; throttle: ThrottleService }) {
  const repository = createInterestsRepository(deps.db);
  return {
    /** Spec §4: created pending by the sender; refused while one is pending or accepted. */
    async express(sender: AccountRow, receiverId: string) {
      assertMayDiscover(sender);
      if (!(await deps.throttle.consume(INTERESTS_PER_DAY, sender.id)))
        throw new TooManyRequestsError(discoveryMessages.tooManyInterests);
      const outcome = await repository.create(sender.id, receiverId);
      if (outcome === 'hidden') throw new NotFoundError(profileMessages.notFound, 'PROFILE_NOT_FOUND');
      if (outcome === 'exists') throw new ConflictError(discoveryMessages.interestExists, 'INTEREST_EXISTS');
    },
    countReceived: (receiverId: string) => repository.countReceived(receiverId),
  };
}
