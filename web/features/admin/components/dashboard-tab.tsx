import type { UseQueryResult } from '@tanstack/react-query';
import { BarChart3, CalendarPlus, Crown, Flag, Heart, Settings, UserCheck, User, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '#shared/schemas/admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import type { AdminTab } from './admin-panel.tsx';
import { PremiumRequests } from './premium-requests.tsx';
import { SystemHealthCard } from './system-health.tsx';

/** Spec §2 Dashboard: welcome, the seven figures (§9) and tiles to the other tabs. */
export function DashboardTab({
  displayName,
  stats,
  onOpenTab,
}: {
  displayName: string;
  stats: UseQueryResult<AdminStats>;
  onOpenTab: (tab: AdminTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">
          {t('adminPanel.dashboard.welcome', { name: displayName })}
        </h2>
        <p className="mt-1 text-slate-700">{t('adminPanel.dashboard.intro')}</p>
      </div>
      <section aria-labelledby="admin-stats" className="flex flex-col gap-4">
        <h2 id="admin-stats" className="sr-only">
          {t('adminPanel.dashboard.statsHeading')}
        </h2>
        {stats.isError ? (
          <FormAlert tone="error">
            <p>{t('adminPanel.dashboard.loadFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void stats.refetch()}>
              {t('adminPanel.retry')}
            </Button>
          </FormAlert>
        ) : (
          stats.data && <StatCards stats={stats.data} />
        )}
      </section>
      <PremiumRequests />
      <section aria-labelledby="admin-quick-actions" className="flex flex-col gap-4">
        <h2 id="admin-quick-actions" className="text-lg font-semibold text-slate-900">
          {t('adminPanel.dashboard.quickActions')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Tile
            icon={<Users className="size-5" />}
            onClick={() => onOpenTab('users')}
            hint={t('adminPanel.dashboard.tiles.usersHint')}
          >
            {t('adminPanel.dashboard.tiles.users')}
          </Tile>
          <Tile
            icon={<Flag className="size-5" />}
            onClick={() => onOpenTab('reports')}
            hint={t('adminPanel.dashboard.tiles.reportsHint')}
          >
            {t('adminPanel.dashboard.tiles.reports')}
          </Tile>
          <Tile
            icon={<BarChart3 className="size-5" />}
            onClick={() => onOpenTab('analytics')}
            hint={t('adminPanel.dashboard.tiles.analyticsHint')}
          >
            {t('adminPanel.dashboard.tiles.analytics')}
          </Tile>
          <Tile
            icon={<Settings className="size-5" />}
            onClick={() => onOpenTab('settings')}
            hint={t('adminPanel.dashboard.tiles.settingsHint')}
          >
            {t('adminPanel.dashboard.tiles.settings')}
          </Tile>
        </ul>
      </section>
      <SystemHealthCard />
    </div>
  );
}

function StatCards({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`adminPanel.dashboard.stats.${key}`);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Stat icon={<Users className="size-5" />} label={label('totalUsers')} value={stats.totalUsers} />
      <Stat icon={<UserCheck className="size-5" />} label={label('activeUsers')} value={stats.activeUsers} />
      <Stat icon={<User className="size-5" />} label={label('freeUsers')} value={stats.freeUsers} />
      <Stat icon={<Crown className="size-5" />} label={label('premiumUsers')} value={stats.premiumUsers} />
      <Stat icon={<Flag className="size-5" />} label={label('reports')} value={stats.totalReports} />
      <Stat
        icon={<CalendarPlus className="size-5" />}
        label={label('todayRegistrations')}
        value={stats.todayRegistrations}
      />
      <Stat icon={<Heart className="size-5" />} label={label('totalMatches')} value={stats.totalMatches} />
    </ul>
  );
}

export function Stat({
  icon,
  label,
  value,
  hint,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  hint?: string;
}) {
  return (
    <li>
      <Card className="flex h-full items-center gap-4 p-5">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        >
          {icon}
        </span>
        {/* Read as "label, value": the figure is drawn above its label. */}
        <div className="flex flex-col">
          <span className="order-2 text-sm text-slate-700">{label}</span>
          <span className="order-1 text-2xl font-bold text-slate-900">{value}</span>
          {hint && <span className="order-3 text-xs text-slate-600">{hint}</span>}
        </div>
      </Card>
    </li>
  );
}

function Tile({
  icon,
  hint,
  onClick,
  children,
}: {
  icon: ReactNode;
  hint: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex h-full w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white"
        >
          {icon}
        </span>
        <span className="flex flex-col">
          <span className="font-semibold text-slate-900">{children}</span>
          <span className="text-sm text-slate-700">{hint}</span>
        </span>
      </button>
    </li>
  );
}
