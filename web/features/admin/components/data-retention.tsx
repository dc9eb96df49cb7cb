import { useTranslation } from 'react-i18next';
import { RETENTION_MONTHS, type SystemSettings } from '#shared/schemas/moderation.ts';
import { Field } from '#web/components/ui/field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useRetentionStatus } from '../api/admin-api.ts';
import { formatDate } from './format.ts';
import { SettingsCard, useSettingsDraft } from './settings-card.tsx';

/** The select's value for "off" (the setting's null). */
const OFF = 'off';

/**
 * D42 in System Settings: data retention. Off by default; with a period set, the server's daily
 * pass emails each member whose account has been deactivated that long less 30 days, and deletes
 * the account 30 days later unless it is active again. The card says how many are scheduled.
 */
export function DataRetention() {
  const { t } = useTranslation();
  const state = useSettingsDraft<Pick<SystemSettings, 'retentionMonths'>>();
  const { draft, change } = state;
  return (
    <SettingsCard
      id="admin-data-retention"
      heading={t('adminPanel.retention.heading')}
      intro={t('adminPanel.retention.intro')}
      submitLabel={t('adminPanel.retention.save')}
      state={state}
      body={(saved) => ({
        retentionMonths: draft.retentionMonths === undefined ? saved.retentionMonths : draft.retentionMonths,
      })}
    >
      {(saved) => {
        const months = draft.retentionMonths === undefined ? saved.retentionMonths : draft.retentionMonths;
        return (
          <>
            <Field label={t('adminPanel.retention.period')}>
              <NativeSelect
                className="w-48"
                value={months === null ? OFF : String(months)}
                onChange={(event) => {
                  const chosen = RETENTION_MONTHS.find((choice) => String(choice) === event.target.value);
                  change({ retentionMonths: chosen ?? null });
                }}
              >
                <option value={OFF}>{t('adminPanel.retention.off')}</option>
                {RETENTION_MONTHS.map((choice) => (
                  <option key={choice} value={String(choice)}>
                    {t(`adminPanel.retention.months.${choice}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {saved.retentionMonths !== null && <Scheduled />}
          </>
        );
      }}
    </SettingsCard>
  );
}

/** What the saved period has scheduled: the accounts told and waiting, the next deletion, who is told next. */
function Scheduled() {
  const { t } = useTranslation();
  const status = useRetentionStatus();
  if (!status.data) return null;
  const { noticed, nextDeletionAt, dueForNotice } = status.data;
  return (
    <div role="status" className="flex flex-col gap-1 text-sm text-slate-700">
      <p>
        {noticed > 0 && nextDeletionAt
          ? t('adminPanel.retention.scheduled', { count: noticed, date: formatDate(nextDeletionAt) })
          : t('adminPanel.retention.noneScheduled')}
      </p>
      {dueForNotice > 0 && <p>{t('adminPanel.retention.dueForNotice', { count: dueForNotice })}</p>}
    </div>
  );
}
