import { useTranslation } from 'react-i18next';
import { BACKUP_SCHEDULES } from '#shared/enums.ts';
import { BACKUP_KEEP_MAX, backupMessages, type SystemSettings } from '#shared/schemas/moderation.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { say } from '#web/lib/i18n.ts';
import { useSystemHealth } from '../api/admin-api.ts';
import { formatDateTime } from './format.ts';
import { SettingsCard, useSettingsDraft } from './settings-card.tsx';

const ID = 'admin-scheduled-backups';

/**
 * Issue 49 in System Settings: the embedded default backs itself up at midnight (UTC), daily or
 * weekly, into DATA_DIR/backups, keeping the newest N; the card says how the last one went. On
 * PostgreSQL the server refuses a schedule, and the card says what the operator does instead.
 */
export function ScheduledBackups() {
  const { t } = useTranslation();
  const health = useSystemHealth();
  if (health.data?.engine === 'postgresql') {
    return (
      <Card className="flex flex-col gap-2 p-5">
        <h3 className="text-lg font-semibold text-slate-900">{t('adminPanel.backups.heading')}</h3>
        <p className="text-sm text-slate-700">{say(backupMessages.embeddedOnly)}</p>
      </Card>
    );
  }
  return <ScheduleForm lastBackup={health.data?.lastBackup ?? null} />;
}

function ScheduleForm({ lastBackup }: { lastBackup: { at: string; ok: boolean } | null }) {
  const { t } = useTranslation();
  // The number as typed (a number only once saved: the server refuses what is out of range).
  const state = useSettingsDraft<{ backupSchedule: SystemSettings['backupSchedule']; backupKeep: string }>();
  const { draft, change, save } = state;
  return (
    <SettingsCard
      id={ID}
      heading={t('adminPanel.backups.heading')}
      intro={t('adminPanel.backups.intro')}
      submitLabel={t('adminPanel.backups.save')}
      state={state}
      body={(saved) => ({
        backupSchedule: draft.backupSchedule ?? saved.backupSchedule,
        backupKeep: Number(draft.backupKeep ?? saved.backupKeep),
      })}
      showSaveError={false}
    >
      {(saved) => (
        <>
          <Field label={t('adminPanel.backups.schedule')}>
            <NativeSelect
              className="w-48"
              value={draft.backupSchedule ?? saved.backupSchedule}
              onChange={(event) => {
                const chosen = BACKUP_SCHEDULES.find((choice) => choice === event.target.value);
                if (chosen) change({ backupSchedule: chosen });
              }}
            >
              {BACKUP_SCHEDULES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`adminPanel.backups.schedules.${choice}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={t('adminPanel.backups.keep')}
            hint={t('adminPanel.backups.keepHint', { max: BACKUP_KEEP_MAX })}
            error={save.isError ? save.error.message : undefined}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={BACKUP_KEEP_MAX}
              className="w-32"
              value={draft.backupKeep ?? String(saved.backupKeep)}
              onChange={(event) => change({ backupKeep: event.target.value })}
            />
          </Field>
          <p role="status" className="text-sm text-slate-700" data-testid={`${ID}-last`}>
            {lastBackup
              ? t(lastBackup.ok ? 'adminPanel.backups.lastMade' : 'adminPanel.backups.lastFailed', {
                  when: formatDateTime(lastBackup.at),
                })
              : t('adminPanel.backups.none')}
          </p>
        </>
      )}
    </SettingsCard>
  );
}
