import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminMessages } from '#shared/schemas/admin.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { localMidnight, useAdminStats } from '../api/admin-api.ts';
import { AnalyticsTab } from './analytics-tab.tsx';
import { DashboardTab } from './dashboard-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { UsersTab } from './users-tab.tsx';

export const ADMIN_TABS = ['dashboard', 'users', 'reports', 'analytics', 'settings'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/**
 * The Super Admin Panel (spec §2, §4): header, then five tabs, Dashboard first. The role gate is
 * the server's (every /api/admin answer); the app shell only shows this to a super_admin (D6).
 */
export function AdminPanel({ displayName }: { displayName: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<AdminTab>('dashboard');
  // D20: today is the admin's local day; fixed for this visit so the cached figures stay one query.
  const [since] = useState(localMidnight);
  const stats = useAdminStats(since);

  if (stats.isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-700">
        {t('adminPanel.loading')}
      </p>
    );
  }
  if (stats.isError && stats.error instanceof ApiRequestError && stats.error.status === 403) {
    return <FormAlert tone="error">{adminMessages.accessDenied}</FormAlert>;
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.title')}</h1>
        <p className="text-slate-700">{t('admin.loggedInAs', { name: displayName })}</p>
      </div>
      <Tabs
        label={t('adminPanel.tabsLabel')}
        value={tab}
        onValueChange={(value) => setTab(value as AdminTab)}
        items={[
          {
            value: 'dashboard',
            label: t('adminPanel.tabs.dashboard'),
            content: <DashboardTab displayName={displayName} stats={stats} onOpenTab={setTab} />,
          },
          { value: 'users', label: t('adminPanel.tabs.users'), content: <UsersTab /> },
          { value: 'reports', label: t('adminPanel.tabs.reports'), content: <ReportsTab /> },
          { value: 'analytics', label: t('adminPanel.tabs.analytics'), content: <AnalyticsTab since={since} /> },
          { value: 'settings', label: t('adminPanel.tabs.settings'), content: <SettingsTab /> },
        ]}
      />
    </div>
  );
}
