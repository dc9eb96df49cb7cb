import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DASHBOARD_RECOMMENDATIONS } from '#shared/schemas/dashboard.ts';
import { paths } from '#web/config/paths.ts';
import { BlockedPage } from '#web/features/blocks/components/blocked-page.tsx';
import { CallButtons } from '#web/features/calls/components/call-buttons.tsx';
import { ConversationList } from '#web/features/conversations/components/conversation-list.tsx';
import { ConversationView } from '#web/features/conversations/components/conversation-view.tsx';
import { MessageButton } from '#web/features/conversations/components/message-button.tsx';
import { MessagesPage } from '#web/features/conversations/components/messages-page.tsx';
import { useSession } from '#web/features/auth/api/auth-api.ts';
import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx';
import { BlockReportActions } from '#web/features/discovery/components/block-report-actions.tsx';
import { DiscoveryCardSlot } from '#web/features/discovery/components/card-slot.tsx';
import { useHasRecommendations } from '#web/features/discovery/api/discovery-api.ts';
import { RecommendedList } from '#web/features/discovery/components/recommended-list.tsx';
import { MyInterestsPage } from '#web/features/interests/components/my-interests-page.tsx';
import { ShortlistPage } from '#web/features/shortlists/components/shortlist-page.tsx';
import { useMemberAccess } from '../membership-access.ts';

/** Message, on an accepted interest's card (D28). */
function messageAction(memberId: string, name: string) {
  return <MessageButton memberId={memberId} name={name} conversationHref={paths.conversation} />;
}

/** /dashboard (spec §2), with today's first recommended members (D36). */
export function DashboardRoute() {
  const account = useSession().data;
  const access = useMemberAccess();
  const hasRecommended = useHasRecommendations(DASHBOARD_RECOMMENDATIONS);
  if (!account) return null;
  return (
    <DashboardPage
      myProfileHref={paths.myProfile}
      firstProfileHref={paths.firstProfile}
      upgradeHref={paths.premiumUpgrade}
      tiers={access.tiers}
      interestsHref={paths.myInterests}
      messagesHref={paths.messages}
      recommendedHref={paths.recommended}
      hasRecommended={hasRecommended}
      suggestionCard={(card) => (
        <DiscoveryCardSlot
          card={card}
          premium={access.premium}
          upgradeHref={paths.premiumUpgrade}
          profileHref={paths.profile}
          heading="h3"
        />
      )}
      recommended={(given) => (
        <RecommendedList
          given={given}
          premium={access.premium}
          upgradeHref={paths.premiumUpgrade}
          myProfileHref={paths.myProfile}
          discoverHref={paths.discover}
          profileHref={paths.profile}
          limit={DASHBOARD_RECOMMENDATIONS}
          cardHeading="h3"
        />
      )}
    />
  );
}

/** /my-interests (spec §2, §4). */
export function MyInterestsRoute() {
  return <MyInterestsPage profileHref={paths.profile} messageAction={messageAction} />;
}

/** /shortlist (spec §2): premium members add; anyone may still remove old entries (§6). */
export function ShortlistRoute() {
  return <ShortlistPage profileHref={paths.profile} discoverHref={paths.discover} />;
}

/** /blocked (spec §2). */
export function BlockedRoute() {
  return <BlockedPage />;
}

/** /messages (issue 19): the member's conversations. */
export function MessagesRoute() {
  return <MessagesPage conversationHref={paths.conversation} interestsHref={paths.myInterests} />;
}

/**
 * /messages/:conversationId (issue 19): one conversation; on wide screens the list stays beside it.
 * Both fill the height the layout leaves them and scroll inside it (issue 44).
 */
export function ConversationRoute() {
  const { t } = useTranslation();
  const { conversationId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <div className="grid min-h-0 flex-1 grid-rows-[minmax(0,1fr)] gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <aside aria-label={t('conversations.listLabel')} className="relative hidden overflow-y-auto lg:block">
        <ConversationList
          conversationHref={paths.conversation}
          interestsHref={paths.myInterests}
          currentId={conversationId}
        />
      </aside>
      <ConversationView
        key={conversationId}
        conversationId={conversationId}
        messagesHref={paths.messages}
        profileHref={paths.profile}
        safetyHref={paths.info.safety}
        backClassName="lg:hidden"
        // D11, D28: a block hides the conversation from both; the member goes back to Messages.
        memberActions={(member, hold) => (
          <BlockReportActions
            member={member}
            onHold={hold}
            onBlocked={() => void navigate(paths.messages, { replace: true })}
          />
        )}
        callActions={({ firstName }) => <CallButtons conversationId={conversationId} firstName={firstName} />}
      />
    </div>
  );
}
