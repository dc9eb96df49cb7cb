import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '#shared/schemas/admin.ts';
import { formatDateTime } from './format.ts';
import { ModalSection } from './user-profile-sections.tsx';

/** D21: the audit entries about this member, newest first as the server sends them. */
export function UserActivityLog({ activity }: { activity: AdminUserDetail['activity'] }) {
  const { t } = useTranslation();
  return (
    <ModalSection title={t('adminPanel.manage.sections.activity')}>
      {activity.length === 0 ? (
        <p className="text-sm text-slate-700">{t('adminPanel.manage.activity.empty')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-200">
          {activity.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between">
              <span className="text-sm text-slate-900">
                <span className="font-medium">
                  {t(`adminPanel.manage.activity.actions.${entry.action}`, { defaultValue: entry.action })}
                </span>{' '}
                <span className="text-slate-700">
                  {entry.actor
                    ? t('adminPanel.manage.activity.by', { name: entry.actor })
                    : t('adminPanel.manage.activity.system')}
                </span>
              </span>
              <time dateTime={entry.createdAt} className="text-xs text-slate-600">
                {formatDateTime(entry.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </ModalSection>
  );
}
