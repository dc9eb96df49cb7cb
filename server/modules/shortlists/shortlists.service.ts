import { discoveryMessages } from '#shared/schemas/discovery.ts';
import type { ShortlistEntry } from '#shared/schemas/shortlists.ts';
import { profileMessages } from '#shared/messages.ts';
import type { Database } from '#server/db/database.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import { presentMemberCard } from '#server/modules/profiles/member-card.presenter.ts';
import { createShortlistsRepository } from './shortlists.repository.ts';
import { assertMayShortlist } from './shortlists.policy.ts';

export type ShortlistsService = ReturnType<typeof createShortlistsService>;

export function createShortlistsService(deps: { db: Database; publish: Publish }) {
  const repository = createShortlistsRepository(deps.db);
  return {
    /** D13: shortlisting is premium, on the server. */
    async add(member: Member, userId: string) {
      assertMayShortlist(member);
      if (!(await repository.add(member.id, userId)))
        throw new NotFoundError(profileMessages.notFound, 'PROFILE_NOT_FOUND');
      await deps.publish({ topic: 'shortlist', to: [member.id] });
    },
    /** Spec §6: a free member may still remove old entries. */
    async remove(member: Member, userId: string) {
      if (!(await repository.remove(member.id, userId)))
        throw new NotFoundError(discoveryMessages.shortlistMissing, 'SHORTLIST_ENTRY_NOT_FOUND');
      await deps.publish({ topic: 'shortlist', to: [member.id] });
    },

    async list(member: Member): Promise<ShortlistEntry[]> {
      const today = new Date();
      const rows = await repository.list(member.id);
      return rows.map((row) => {
        // The Shortlist grid shows no occupation (spec §2).
        const { occupation: _occupation, ...card } = presentMemberCard(row, today);
        return { userId: row.userId, ...card, addedAt: row.addedAt.toISOString() };
      });
    },
    count: (memberId: string) => repository.count(memberId),
  };
}
