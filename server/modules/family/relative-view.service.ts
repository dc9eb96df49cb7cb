import type { ReportReason } from '#shared/enums.ts';
import { familyMessages } from '#shared/schemas/family.ts';
import type { FamilyMemberView, FamilyProfileEdit } from '#shared/schemas/family-view.ts';
import {
  CHAPERONE_MESSAGES_MAX,
  type ChaperoneConversation,
  type ChaperoneConversations,
} from '#shared/schemas/family-chaperone.ts';
import type { ConversationsService } from '#server/modules/conversations/conversations.service.ts';
import type { Database } from '#server/db/database.ts';
import { ForbiddenError } from '#server/lib/errors.ts';
import { memberOf, type Member } from '#server/lib/member.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { InterestsService } from '#server/modules/interests/interests.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.service.ts';
import type { ProfilesService } from '#server/modules/profiles/profiles.service.ts';
import { assertActive, assertChaperone, assertOwnLink, linkNotFound } from './family.policy.ts';
import { presentMemberView, presentWatched, presentWatchedInbox } from './family.presenter.ts';
import { createFamilyRepository } from './family.repository.ts';

export type RelativeViewService = ReturnType<typeof createRelativeViewService>;

/**
 * D45, the relative's side of a link: the member's profile (without contact details), their
 * interests received and sent and their matches, read through the member's own services as the
 * member; and the profile's edit when the member allows it, saved by the member's own rules
 * (moderation, blocked words) and written in the member's family log.
 */
export function createRelativeViewService(deps: {
  db: Database;
  accounts: Pick<AccountsService, 'findById'>;
  profiles: Pick<ProfilesService, 'ownProfile' | 'save'>;
  interests: Pick<InterestsService, 'received' | 'sent'>;
  conversations: Pick<ConversationsService, 'watchedInbox' | 'watched' | 'reportWatched'>;
  notifications: Pick<NotificationsService, 'record' | 'announce'>;
  publish: Publish;
  clock?: (() => Date) | undefined;
}) {
  const repository = createFamilyRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  /** The relative's accepted link, and its member as the member's services know them (active only). */
  async function linkOf(relative: Member, id: string) {
    const row = assertOwnLink(await repository.find(id), relative, 'relative');
    assertActive(row.link);
    const account = await deps.accounts.findById(row.link.memberId);
    if (account?.accountStatus !== 'active') throw linkNotFound();
    return { row, member: memberOf(account), firstName: account.firstName };
  }

  /** D46: reads of one conversation within this time are one entry of the member's log. */
  const READ_LOG_WINDOW_MS = 30 * 60 * 1000;

  return {
    /** D46: the member's conversations with messages since the chaperone was named. */
    async conversations(relative: Member, id: string): Promise<ChaperoneConversations> {
      const { row, member } = await linkOf(relative, id);
      const since = assertChaperone(row.link);
      return presentWatchedInbox(since, await deps.conversations.watchedInbox(member.id, since));
    },

    /** D46: one conversation from the chaperone's start, read only; the read is in the member's log. */
    async conversation(relative: Member, id: string, conversationId: string): Promise<ChaperoneConversation> {
      const { row, member, firstName } = await linkOf(relative, id);
      const since = assertChaperone(row.link);
      const watched = await deps.conversations.watched(member.id, conversationId, since, CHAPERONE_MESSAGES_MAX + 1);
      const now = clock();
      const logged = await repository.readLoggedSince(
        member.id,
        relative.id,
        conversationId,
        new Date(now.getTime() - READ_LOG_WINDOW_MS),
      );
      if (!logged)
        await repository.record(deps.db, {
          memberId: member.id,
          relativeId: relative.id,
          relative: row.relativeFirstName ?? row.link.email,
          relation: row.link.relation,
          action: 'chaperone_read',
          subject: watched.firstName,
          conversationId,
          at: now,
        });
      if (!logged) await deps.publish({ topic: 'account', to: [member.id] });
      return presentWatched({ id: conversationId, since, member: { id: member.id, firstName }, ...watched });
    },

    /** D46: the chaperone reports a message of the other member's (one they may read). */
    async reportMessage(
      relative: Member,
      id: string,
      conversationId: string,
      messageId: string,
      input: { reason: ReportReason; description: string },
    ) {
      const { row, member } = await linkOf(relative, id);
      const since = assertChaperone(row.link);
      await deps.conversations.reportWatched(relative, member.id, conversationId, messageId, since, input);
    },

    async view(relative: Member, id: string): Promise<FamilyMemberView> {
      const { row, member } = await linkOf(relative, id);
      const [profile, received, sent] = await Promise.all([
        deps.profiles.ownProfile(member),
        deps.interests.received(member),
        deps.interests.sent(member),
      ]);
      return presentMemberView(row.link, profile, received, sent);
    },

    /** The member's profile saved by the relative: the member's contact details stay as they are. */
    async editProfile(relative: Member, id: string, input: FamilyProfileEdit) {
      const { row, member } = await linkOf(relative, id);
      if (!row.link.mayEditProfile) throw new ForbiddenError(familyMessages.editNotAllowed, 'FAMILY_EDIT_NOT_ALLOWED');
      const own = await deps.profiles.ownProfile(member);
      await deps.profiles.save(member, { ...input, countryCode: own.countryCode, phoneNumber: own.phoneNumber });
      const told = await deps.db.transaction(async (tx) => {
        await repository.record(tx, {
          memberId: member.id,
          relativeId: relative.id,
          relative: row.relativeFirstName ?? row.link.email,
          relation: row.link.relation,
          action: 'profile_edited',
          at: clock(),
        });
        return deps.notifications.record(tx, {
          to: member.id,
          kind: 'family_profile_edited',
          actorId: relative.id,
          subjectId: null,
        });
      });
      await deps.publish({ topic: 'account', to: [member.id, relative.id] });
      if (told) await deps.notifications.announce(member.id);
      return { message: familyMessages.profileEdited };
    },
  };
}
