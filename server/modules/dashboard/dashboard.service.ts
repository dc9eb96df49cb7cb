import { DASHBOARD_RECOMMENDATIONS, type Dashboard } from '#shared/schemas/dashboard.ts';
import { ForbiddenError, TooManyRequestsError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import type { FamilySuggestionsService } from '#server/modules/family/suggestions.service.ts';
import type { ConversationsService } from '#server/modules/conversations/conversations.service.ts';
import type { InterestsService } from '#server/modules/interests/interests.service.ts';
import type { ProfilesService } from '#server/modules/profiles/profiles.service.ts';
import type { RecommendationsService } from '#server/modules/recommendations/recommendations.service.ts';
import type { ShortlistsService } from '#server/modules/shortlists/shortlists.service.ts';

export type DashboardService = ReturnType<typeof createDashboardService>;

/**
 * The member dashboard (spec §2): each figure is counted from the rows it stands for by the
 * module that owns them (ADR 0005), so it always equals what the member's lists show. Its first
 * paint needs one request (issue 46): the first of today's recommended members may come with
 * the figures, as GET /api/recommendations would send them.
 */
export function createDashboardService(deps: {
  profiles: ProfilesService;
  interests: InterestsService;
  shortlists: ShortlistsService;
  conversations: ConversationsService;
  recommendations: RecommendationsService;
  /** D45: 'Suggested by your family'. */
  suggestions: Pick<FamilySuggestionsService, 'forMember'>;
}) {
  return {
    /** `recommended`: with today's first recommended members (the first paint's one request). */
    async forMember(member: Member, include: { recommended: boolean } = { recommended: false }): Promise<Dashboard> {
      const premium = member.premiumAccess;
      const [summary, profileViews, newMatches, interestsReceived, shortlisted, messages, recommended, suggestions] =
        await Promise.all([
          deps.profiles.summary(member.id),
          deps.profiles.countViews(member.id),
          deps.interests.countMatches(member.id),
          deps.interests.countReceived(member.id),
          premium ? deps.shortlists.count(member.id) : Promise.resolve(null),
          deps.conversations.unread(member),
          include.recommended ? recommendedFor(member) : Promise.resolve(null),
          deps.suggestions.forMember(member),
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
        recommended,
        suggestions,
      };
    },
  };

  /**
   * Today's first recommended members, or null where the list's own request would be refused (a
   * moderator: members only; the profile ceiling): the page then asks GET /api/recommendations,
   * which says why, and the figures are shown all the same.
   */
  function recommendedFor(member: Member) {
    return deps.recommendations.forToday(member, DASHBOARD_RECOMMENDATIONS).catch((error: unknown) => {
      if (error instanceof ForbiddenError || error instanceof TooManyRequestsError) return null;
      throw error;
    });
  }
}
