import type { Dashboard } from '#shared/schemas/dashboard.ts';
import { familyMessages } from '#shared/schemas/family.ts';
import {
  FAMILY_SEARCH_MAX,
  FAMILY_SUGGESTIONS_PER_DAY,
  type FamilyCandidates,
  type FamilySuggestionsSent,
} from '#shared/schemas/family-suggestions.ts';
import type { SuggestedBy } from '#shared/schemas/member-card.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { seekerOf } from '#server/db/fit.ts';
import { ConflictError, NotFoundError, TooManyRequestsError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { DiscoveryService } from '#server/modules/discovery/discovery.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.service.ts';
import { assertActive, assertOwnLink, linkNotFound } from './family.policy.ts';
import { createFamilyRepository } from './family.repository.ts';
import { presentCandidates, presentSent, suggestersById } from './suggestions.presenter.ts';
import { createSuggestionsRepository } from './suggestions.repository.ts';

export type FamilySuggestionsService = ReturnType<typeof createFamilySuggestionsService>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The dashboard's 'Suggested by your family' shows this many suggested members at most, newest first. */
export const DASHBOARD_SUGGESTIONS = 12;

/**
 * D45: a linked relative suggests members ('Suggested by {first name} ({relation})'); the member
 * decides. The relative finds only members the member could see in discovery (the one visibility
 * filter as the member, and D36's audience), by name, age and city; each suggestion is in the
 * member's family log and notified to them; the member sees the open ones on the dashboard as
 * discovery's cards (D13 holds) and dismisses them.
 */
export function createFamilySuggestionsService(deps: {
  db: Database;
  accounts: Pick<AccountsService, 'findById'>;
  discovery: Pick<DiscoveryService, 'present'>;
  notifications: Pick<NotificationsService, 'record' | 'announce'>;
  publish: Publish;
  clock?: (() => Date) | undefined;
}) {
  const links = createFamilyRepository(deps.db);
  const repository = createSuggestionsRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  /** The relative's accepted link, and its member while their account is active. */
  async function linkOf(relative: Member, id: string) {
    const row = assertOwnLink(await links.find(id), relative, 'relative');
    assertActive(row.link);
    const account = await deps.accounts.findById(row.link.memberId);
    if (account?.accountStatus !== 'active') throw linkNotFound();
    return { ...row, memberId: account.id };
  }

  const suggestedNotFound = () => new NotFoundError(familyMessages.suggestedNotFound, 'FAMILY_SUGGESTED_NOT_FOUND');

  return {
    /** The relative's search: members the member could see, whose name holds `q` (at most 20). */
    async candidates(relative: Member, id: string, q: string): Promise<FamilyCandidates> {
      const { memberId } = await linkOf(relative, id);
      const today = clock();
      const seeker = await seekerOf(deps.db, memberId, today);
      return presentCandidates(await repository.search(memberId, seeker, q, FAMILY_SEARCH_MAX), today);
    },

    /**
     * The relative suggests `suggestedId`: a member the member could see; once per link and member
     * (a repeat: 409), at most FAMILY_SUGGESTIONS_PER_DAY a day per link. The suggestion, its log
     * entry and the member's notification are one transaction.
     */
    async suggest(relative: Member, id: string, suggestedId: string) {
      const row = await linkOf(relative, id);
      const now = clock();
      const seeker = await seekerOf(deps.db, row.memberId, now);
      const suggested = await repository.visibleMember(row.memberId, suggestedId, seeker);
      if (!suggested) throw suggestedNotFound();
      const told = await deps.db
        .transaction(async (tx) => {
          const made = await repository.countSince(tx, row.link.id, new Date(now.getTime() - DAY_MS));
          if (made >= FAMILY_SUGGESTIONS_PER_DAY)
            throw new TooManyRequestsError(familyMessages.tooManySuggestions, 'FAMILY_SUGGESTIONS_TOO_MANY');
          await repository.insert(tx, { linkId: row.link.id, memberId: row.memberId, suggestedId, at: now });
          await links.record(tx, {
            memberId: row.memberId,
            relativeId: relative.id,
            relative: row.relativeFirstName ?? row.link.email,
            relation: row.link.relation,
            action: 'suggested',
            subject: suggested.firstName,
            at: now,
          });
          return deps.notifications.record(tx, {
            to: row.memberId,
            kind: 'family_suggestion',
            actorId: relative.id,
            subjectId: null,
          });
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error))
            throw new ConflictError(familyMessages.alreadySuggested, 'FAMILY_ALREADY_SUGGESTED');
          throw error;
        });
      await deps.publish({ topic: 'account', to: [row.memberId, relative.id] });
      if (told) await deps.notifications.announce(row.memberId);
      return { message: familyMessages.suggested };
    },

    /** What this relative suggested through this link, while the member still sees those members. */
    async sent(relative: Member, id: string): Promise<FamilySuggestionsSent> {
      const row = await linkOf(relative, id);
      return presentSent(await repository.sentBy(row.link.id, row.memberId), clock());
    },

    /**
     * The dashboard's 'Suggested by your family': the open suggestions whose member the member still
     * sees, one entry per suggested member (with every relative who suggested them), newest first.
     */
    async forMember(member: Member): Promise<Dashboard['suggestions']> {
      const today = clock();
      const seeker = await seekerOf(deps.db, member.id, today);
      const rows = await repository.openFor(member.id, seeker, today);
      const entries = new Map<string, { row: (typeof rows)[number]; suggestedBy: SuggestedBy }>();
      for (const row of rows) {
        const entry = entries.get(row.id);
        if (entry) entry.suggestedBy.unshift(row.suggestedBy);
        else entries.set(row.id, { row, suggestedBy: [row.suggestedBy] });
      }
      const shown = [...entries.values()].slice(0, DASHBOARD_SUGGESTIONS);
      if (shown.length === 0) return [];
      const { cards } = await deps.discovery.present(
        member,
        shown.map(({ row }) => row),
        seeker,
        today,
        'suggested',
      );
      return shown.map(({ row, suggestedBy }, index) => ({
        id: row.suggestionId,
        suggestedBy,
        at: row.at.toISOString(),
        card: cards[index]!,
      }));
    },

    /** The member dismisses a suggested member (every relative's suggestion of them); only their own. */
    async dismiss(member: Member, id: string) {
      if (!(await repository.dismiss(member.id, id, clock())))
        throw new NotFoundError(familyMessages.suggestionNotFound, 'FAMILY_SUGGESTION_NOT_FOUND');
      await deps.publish({ topic: 'account', to: [member.id] });
      return { message: familyMessages.suggestionDismissed };
    },

    /** D34: the member's data export: who suggested whom, when, and whether it was dismissed. */
    async exportOf(member: Member) {
      return (await repository.allOf(member.id)).map((row) => ({
        suggestedBy: `${row.suggestedBy.firstName} (${row.suggestedBy.relation})`,
        member: `${row.firstName} ${row.lastName}`,
        at: row.at.toISOString(),
        dismissedAt: row.dismissedAt?.toISOString() ?? null,
      }));
    },
  };
}

/**
 * D45, for the lists of members (discovery, the profile view): which of `ids` a linked relative
 * suggested to the viewer, and who. One query for a page's ids.
 */
export function createSuggestionDirectory(db: Database) {
  const repository = createSuggestionsRepository(db);
  return {
    of: async (viewerId: string, ids: string[]) => suggestersById(await repository.suggestersOf(viewerId, ids)),
  };
}
export type SuggestionDirectory = ReturnType<typeof createSuggestionDirectory>;
