import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SystemHealth } from '#shared/schemas/admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { currentLanguage } from '#web/lib/i18n.ts';
import { useSystemHealth } from '../api/admin-api.ts';
import { formatDateTime } from './format.ts';

/** Bytes in the largest unit that keeps the number at 1 or more, as the admin's language writes it. */
export function formatBytes(bytes: number, language = currentLanguage()): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** Issue 49: the installation's version, migrations, job queue, last backup and storage used. */
export function SystemHealthCard() {
  const { t } = useTranslation();
  const health = useSystemHealth();
  return (
    <section aria-labelledby="admin-system-health" className="flex flex-col gap-4">
      <h2 id="admin-system-health" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Activity aria-hidden="true" className="size-5 text-brand-700" />
        {t('adminPanel.systemHealth.title')}
      </h2>
      {health.isError ? (
        <FormAlert tone="error">
          <p>{t('adminPanel.systemHealth.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void health.refetch()}>
            {t('adminPanel.retry')}
          </Button>
        </FormAlert>
      ) : health.data ? (
        <Card className="p-5">
          <Figures health={health.data} />
        </Card>
      ) : (
        <p role="status" className="text-sm text-slate-700">
          {t('adminPanel.systemHealth.loading')}
        </p>
      )}
    </section>
  );
}

function Figures({ health }: { health: SystemHealth }) {
  const { t } = useTranslation();
  const { migrations, queue, lastBackup, storage } = health;
  const rows: [string, string][] = [
    ['version', health.version],
    ['database', t(`adminPanel.systemHealth.engine.${health.engine}`)],
    [
      'migrations',
      t('adminPanel.systemHealth.migrationsValue', {
        applied: migrations.applied,
        known: migrations.known,
        latest: migrations.latest ?? '—',
      }),
    ],
    ['queue', t('adminPanel.systemHealth.queueValue', { waiting: queue.waiting, failed: queue.failed })],
    [
      'lastBackup',
      lastBackup
        ? t(lastBackup.ok ? 'adminPanel.systemHealth.backupMade' : 'adminPanel.systemHealth.backupFailed', {
            when: formatDateTime(lastBackup.at),
          })
        : t('adminPanel.systemHealth.noBackup'),
    ],
    [
      'storage',
      t('adminPanel.systemHealth.storageValue', {
        database: formatBytes(storage.databaseBytes),
        photos: formatBytes(storage.photoBytes),
        files: storage.photos,
      }),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-sm font-medium text-slate-700">{t(`adminPanel.systemHealth.${key}`)}</dt>
          <dd className="text-sm break-words text-slate-900" data-testid={`system-health-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
