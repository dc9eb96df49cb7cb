import { profileMessages } from '#shared/messages.ts';
import { blockMessages, type BlockedMember } from '#shared/schemas/blocks.ts';
import type { Database } from '#server/db/database.ts';
import { BadRequestError, NotFoundError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import { createBlocksRepository } from './blocks.repository.ts';

export type BlocksService = ReturnType<typeof createBlocksService>;

/** D11: a block hides the pair from each other everywhere (the visibility filter reads it). */
export function createBlocksService(deps: { db: Database; publish: Publish }) {
  const repository = createBlocksRepository(deps.db);
  return {
    async block(member: Member, userId: string) {
      if (userId === member.id) throw new BadRequestError('You cannot block yourself.', 'CANNOT_BLOCK_SELF');
      if (!(await repository.add(member.id, userId)))
        throw new NotFoundError(profileMessages.notFound, 'PROFILE_NOT_FOUND');
      // Their conversation leaves both members' open screens at once (D28); the event carries no data.
      await deps.publish({ topic: 'messages', to: [member.id, userId] });
    },
    async unblock(member: Member, userId: string) {
      if (!(await repository.remove(member.id, userId)))
        throw new NotFoundError(blockMessages.notBlocked, 'BLOCK_NOT_FOUND');
      await deps.publish({ topic: 'messages', to: [member.id, userId] });
    },

    /** D11: only the blocker sees their Blocked list, newest first. */
    async list(member: Member): Promise<BlockedMember[]> {
      const rows = await repository.list(member.id);
      return rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() }));
    },
  };
}
