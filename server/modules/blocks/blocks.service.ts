import { profileMessages } from '#shared/messages.ts';
import type { Database } from '#server/db/database.ts';
import { BadRequestError, NotFoundError } from '#server/lib/errors.ts';
import type { AccountRow } from '#server/modules/accounts/accounts.repository.ts';
import { createBlocksRepository } from './blocks.repository.ts';

export type BlocksService = ReturnType<typeof createBlocksService>;

/** D11: a block hides the pair from each other everywhere (the visibility filter reads it). */
export function createBlocksService(deps: { db: Database }) {
  const repository = createBlocksRepository(deps.db);
  return {
    async block(member: AccountRow, userId: string) {
      if (userId === member.id) throw new BadRequestError('You cannot block yourself.', 'CANNOT_BLOCK_SELF');
      if (!(await repository.add(member.id, userId)))
        throw new NotFoundError(profileMessages.notFound, 'PROFILE_NOT_FOUND');
    },
    async unblock(member: AccountRow, userId: string) {
      if (!(await repository.remove(member.id, userId)))
        throw new NotFoundError('Failed to unblock', 'BLOCK_NOT_FOUND');
    },
  };
}
