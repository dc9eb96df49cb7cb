import type { Dashboard } from '#shared/schemas/dashboard.ts';
import type { Member } from '#server/lib/member.ts';
import type { ConversationsService } from '#server/modules/conversations/conversations.service.ts';
import type { InterestsService } from '#server/modules/interests/interests.service.ts';
import type { ProfilesService } from '#server/modules/profiles/profiles.service.ts';
import type { ShortlistsService } from '#server/modules/shortlists/shortlists.service.ts';

export type DashboardService = ReturnType<typeof createDashboardService>;

/**
 * The member dashboard (spec §2): each figure is counted from the rows it stands for by the
 * module that owns them (ADR 0005), so it always equals what the member's lists show.
 */
export function createDashboardService(deps: {
  profiles: ProfilesService;
  interests: InterestsService;
  shortlists: ShortlistsService;
  conversations: ConversationsService;
}) {
  return {
    async forMember(member: Member): Promise<Dashboard> {
      const premium = member.premiumAccess;
      const [summary, profileViews, newMatches, interestsReceived, shortlisted, messages] = await Promise.all([
        deps.profiles.summary(member.id),
        deps.profiles.countViews(member.id),
        deps.interests.countMatches(member.id),
        deps.interests.countReceived(member.id),
        premium ? deps.shortlists.count(member.id) : Promise.resolve(null),
        deps.conversations.unread(member),
      ]);
      return {
        firstName: summary.firstName,
        email: summary.email,
        membershipType: member.membership,
        completion: summary.completion,
        profileStatus: summary.profileStatus,
        profilePhoto: summary.profilePhoto,
        lookingFor: summary.lookingFor,
        profileViews,
        newMatches,
        interestsReceived,
        shortlisted,
        unreadMessages: messages.unread,
      };
    },
  };
}
