import { Activity, Crown, Flag, Heart, Percent, Scale, UserCheck } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { useAdminAnalytics } from '../api/admin-api.ts';
import { Stat } from './dashboard-tab.tsx';
import { oneDecimal } from './format.ts';

// recharts is large: it comes with this tab only (ADR 0013).
const AnalyticsCharts = lazyNamed(() => import('./analytics-charts.tsx'), 'AnalyticsCharts');

/** Spec §9 analytics (one decimal place) and the D20 charts. */
export function AnalyticsTab({ since }: { since: string }) {
  const { t } = useTranslation();
  const analytics = useAdminAnalytics(since);

  if (analytics.isPending) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <span className="sr-only">{t('adminPanel.analytics.loading')}</span>
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (analytics.isError) {
    return (
      <FormAlert tone="error">
        <p>{t('adminPanel.analytics.loadFailed')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void analytics.refetch()}>
          {t('adminPanel.retry')}
        </Button>
      </FormAlert>
    );
  }

  const data = analytics.data;
  const percent = (value: number) => t('adminPanel.analytics.percent', { value: oneDecimal(value) });
  const label = (key: string) => t(`adminPanel.analytics.${key}`);
  const hint = (key: string) => t(`adminPanel.analytics.hints.${key}`);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="admin-analytics-figures" className="flex flex-col gap-4">
        <h2 id="admin-analytics-figures" className="text-xl font-semibold text-slate-900">
          {label('heading')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat
            icon={<Crown className="size-5" />}
            label={label('premiumConversion')}
            value={percent(data.premiumConversion)}
            hint={hint('premiumConversion')}
          />
          <Stat
            icon={<Percent className="size-5" />}
            label={label('premiumAdoption')}
            value={percent(data.premiumAdoption)}
            hint={hint('premiumAdoption')}
          />
          <Stat
            icon={<UserCheck className="size-5" />}
            label={label('activeRate')}
            value={percent(data.activeRate)}
            hint={hint('activeRate')}
          />
          <Stat
            icon={<Activity className="size-5" />}
            label={label('retention')}
            value={percent(data.retention)}
            hint={hint('retention')}
          />
          <Stat
            icon={<Heart className="size-5" />}
            label={label('matchRate')}
            value={percent(data.matchRate)}
            hint={hint('matchRate')}
          />
          <Stat
            icon={<Scale className="size-5" />}
            label={label('freeToPremiumRatio')}
            value={oneDecimal(data.freeToPremiumRatio)}
            hint={hint('freeToPremiumRatio')}
          />
          <Stat
            icon={<Flag className="size-5" />}
            label={label('totalReports')}
            value={data.stats.totalReports}
            hint={hint('totalReports')}
          />
        </ul>
      </section>
      <section aria-labelledby="admin-analytics-charts" className="flex flex-col gap-4">
        <h2 id="admin-analytics-charts" className="text-xl font-semibold text-slate-900">
          {label('chartsHeading')}
        </h2>
        <Suspense
          fallback={
            <div role="status" className="grid gap-4 lg:grid-cols-2">
              <span className="sr-only">{label('chartsLoading')}</span>
              <Skeleton className="h-72 w-full" />
              <Skeleton className="h-72 w-full" />
            </div>
          }
        >
          <AnalyticsCharts analytics={data} />
        </Suspense>
      </section>
    </div>
  );
}
