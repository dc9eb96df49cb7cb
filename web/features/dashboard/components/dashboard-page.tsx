import { Eye, Heart, Inbox, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { useDashboard } from '../api/dashboard-api.ts';
import { LookingForQuestion } from './looking-for-question.tsx';

/**
 * /dashboard (spec §2): welcome, completion, membership and the member's figures; until the member
 * says whom they are looking for, that question (D36).
 */
export function DashboardPage({ myProfileHref, upgradeHref }: { myProfileHref: string; upgradeHref: string }) {
  const { t } = useTranslation();
  const dashboard = useDashboard();

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
  const displayName = data.firstName || data.email;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">{t('pages.dashboard')}</h1>
      <Card className="flex flex-col gap-6 p-6 md:flex-row md:items-center">
        <Avatar photoUrl={data.profilePhoto?.thumbnailUrl} initial={displayName.charAt(0).toUpperCase()} />
        <div className="flex flex-1 flex-col gap-3">
          <h2 className="text-2xl font-bold text-slate-900">{t('dashboard.welcome', { name: displayName })}</h2>
          <div className="flex flex-wrap items-center gap-3">
            <Badge tone={premium ? 'brand' : 'neutral'}>
              {premium ? t('dashboard.premiumMember') : t('dashboard.freeMember')}
            </Badge>
            {!premium && <ButtonLink to={upgradeHref}>{t('dashboard.upgrade')}</ButtonLink>}
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
          {premium && data.shortlisted !== null && (
            <Stat icon={<Star className="size-5" />} label={t('dashboard.shortlisted')} value={data.shortlisted} />
          )}
        </ul>
      </section>
    </div>
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
