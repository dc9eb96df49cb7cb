import { Eye, Heart, Inbox, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscoveryCard } from '#shared/schemas/discovery.ts';
import type { Recommendations } from '#shared/schemas/recommendations.ts';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { useDashboard } from '../api/dashboard-api.ts';
import { FamilySuggestions } from './family-suggestions.tsx';
import { LookingForQuestion } from './looking-for-question.tsx';

export interface DashboardPageProps {
  myProfileHref: string;
  /** Issue 44: where an incomplete profile is completed, the guided first profile (resumed where it stopped). */
  firstProfileHref?: string;
  upgradeHref: string;
  /** D41: whether tiers are shown (no badge or Upgrade in 'Everyone has full access'). */
  tiers: boolean;
  interestsHref: string;
  messagesHref: string;
  recommendedHref: string;
  /**
   * D36: the first of today's recommended members, drawn by the discovery feature from the list the
   * dashboard's answer brought (issue 46), or asked for on its own where that is null.
   */
  recommended: (given: Recommendations | undefined) => ReactNode;
  /** Whether the page holds today's recommended members already (then the dashboard does not bring them). */
  hasRecommended: () => boolean;
  /** D45: a member the family suggested, as discovery's card with its actions (drawn by the discovery feature). */
  suggestionCard: (card: DiscoveryCard) => ReactNode;
}

/**
 * /dashboard (spec §2): welcome, completion, membership and the member's figures; until the member
 * says whom they are looking for, that question; then, as a place to start (D36), what is waiting
 * for them and today's recommended members.
 */
export function DashboardPage(props: DashboardPageProps) {
  const { myProfileHref, upgradeHref } = props;
  const { t } = useTranslation();
  const dashboard = useDashboard(props.hasRecommended);

  if (dashboard.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-700">
        {t('dashboard.loading')}
      </p>
    );
  }
  if (dashboard.isError) {
    return (
      <FormAlert tone="error">
        <p>{t('dashboard.loadFailed')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void dashboard.refetch()}>
          {t('dashboard.retry')}
        </Button>
      </FormAlert>
    );
  }

  const data = dashboard.data;
  const premium = data.membershipType === 'premium';
  const { tiers } = props;
  const displayName = data.firstName || data.email;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">{t('pages.dashboard')}</h1>
      <Card className="flex flex-col gap-6 p-6 md:flex-row md:items-center">
        <Avatar photoUrl={data.profilePhoto?.thumbnailUrl} initial={displayName.charAt(0).toUpperCase()} />
        <div className="flex flex-1 flex-col gap-3">
          <h2 className="text-2xl font-bold text-slate-900">{t('dashboard.welcome', { name: displayName })}</h2>
          <div className="flex flex-wrap items-center gap-3">
            {tiers && (
              <Badge tone={premium ? 'brand' : 'neutral'}>
                {premium ? t('dashboard.premiumMember') : t('dashboard.freeMember')}
              </Badge>
            )}
            {tiers && !premium && <ButtonLink to={upgradeHref}>{t('dashboard.upgrade')}</ButtonLink>}
          </div>
        </div>
        <div className="flex flex-col gap-3 md:w-72">
          <Progress value={data.completion / 100} label={t('dashboard.completion')} />
          <ButtonLink to={myProfileHref} variant="secondary">
            {t('dashboard.editProfile')}
          </ButtonLink>
        </div>
      </Card>
      <LookingForQuestion asked={data.lookingFor === null} />
      <Waiting
        interests={data.interestsReceived}
        unread={data.unreadMessages}
        completion={data.completion}
        firstProfileLeft={data.profileStatus === 'incomplete'}
        {...props}
      />
      <FamilySuggestions suggestions={data.suggestions} card={props.suggestionCard} />
      <section aria-labelledby="dashboard-stats">
        <h2 id="dashboard-stats" className="sr-only">
          {t('dashboard.stats')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat icon={<Eye className="size-5" />} label={t('dashboard.profileViews')} value={data.profileViews} />
          <Stat icon={<Heart className="size-5" />} label={t('dashboard.newMatches')} value={data.newMatches} />
          <Stat
            icon={<Inbox className="size-5" />}
            label={t('dashboard.interestsReceived')}
            value={data.interestsReceived}
          />
          {data.shortlisted !== null && (
            <Stat icon={<Star className="size-5" />} label={t('dashboard.shortlisted')} value={data.shortlisted} />
          )}
        </ul>
      </section>
      <section aria-labelledby="dashboard-recommended" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="dashboard-recommended" className="text-xl font-semibold text-slate-900">
            {t('dashboard.recommended')}
          </h2>
          <Link
            to={props.recommendedHref}
            className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
          >
            {t('dashboard.seeAllRecommended')}
          </Link>
        </div>
        {props.recommended(data.recommended ?? undefined)}
      </section>
    </div>
  );
}

/** What is waiting for the member (D36), each with the way there; nothing when nothing waits. */
function Waiting(
  props: DashboardPageProps & { interests: number; unread: number; completion: number; firstProfileLeft: boolean },
) {
  const { t } = useTranslation();
  const items = [
    props.interests > 0 && {
      key: 'interests',
      text: t('dashboard.waitingAnswers', { count: props.interests }),
      to: props.interestsHref,
      action: t('dashboard.answerNow'),
    },
    props.unread > 0 && {
      key: 'unread',
      text: t('dashboard.waitingUnread', { count: props.unread }),
      to: props.messagesHref,
      action: t('dashboard.openConversations'),
    },
    // Issue 44: a first profile not yet completed leads back to it, even when its answers so far fill
    // every field the completion counts.
    (props.completion < 100 || props.firstProfileLeft) && {
      key: 'profile',
      text:
        props.completion < 100
          ? t('dashboard.nextStep', { completion: props.completion })
          : t('dashboard.firstProfileLeft'),
      to: props.firstProfileHref ?? props.myProfileHref,
      action: t('dashboard.completeProfile'),
    },
  ].filter((item) => item !== false);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-waiting">
      <Card className="flex flex-col gap-3 p-5">
        <h2 id="dashboard-waiting" className="text-lg font-semibold text-slate-900">
          {t('dashboard.waiting')}
        </h2>
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.key} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <span className="text-slate-800">{item.text}</span>
              <ButtonLink to={item.to} variant="secondary" size="sm" className="self-start sm:self-auto">
                {item.action}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

/** The primary photo once there is one (issue 24), else (or if it fails to load) the initial. */
function Avatar({ photoUrl, initial }: { photoUrl: string | undefined; initial: string }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState<string>();
  if (photoUrl && broken !== photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={t('dashboard.photoAlt')}
        width={64}
        height={64}
        onError={() => setBroken(photoUrl)}
        className="size-16 shrink-0 rounded-full object-cover"
        data-testid="dashboard-avatar"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
      data-testid="dashboard-avatar"
    >
      {initial}
    </span>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <li>
      <Card className="flex items-center gap-4 p-5">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        >
          {icon}
        </span>
        <div className="flex flex-col-reverse">
          <span className="text-sm text-slate-700">{label}</span>
          <span className="text-2xl font-bold text-slate-900">{value}</span>
        </div>
      </Card>
    </li>
  );
}
