import { useTranslation } from 'react-i18next';
import { SESSION_IDLE_MINUTES, SESSION_LIFETIME_DAYS, type SystemSettings } from '#shared/schemas/moderation.ts';
import { Field } from '#web/components/ui/field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { SettingsCard, useSettingsDraft } from './settings-card.tsx';

/** The label key of each duration offered (D42): minutes of idle timeout, days of lifetime. */
const IDLE_LABELS: Record<(typeof SESSION_IDLE_MINUTES)[number], string> = {
  30: 'm30',
  120: 'h2',
  480: 'h8',
  1440: 'd1',
  10_080: 'd7',
  43_200: 'd30',
};
const LIFETIME_LABELS: Record<(typeof SESSION_LIFETIME_DAYS)[number], string> = {
  1: 'd1',
  7: 'd7',
  30: 'd30',
  90: 'd90',
};
const NO_LIMIT = 'none';

type Draft = Pick<SystemSettings, 'sessionIdleMinutes' | 'sessionLifetimeDays'>;

/**
 * D42 in System Settings: how long a member stays signed in without using the app (the idle
 * timeout), and at most whatever their use (the lifetime). A session keeps the rules it began with,
 * so a change applies from each member's next sign-in — the card says so.
 */
export function SessionPolicy() {
  const { t } = useTranslation();
  const state = useSettingsDraft<Draft>();
  const { draft, change } = state;
  const label = (key: string) => t(`adminPanel.sessionPolicy.durations.${key}`);
  return (
    <SettingsCard
      id="admin-session-policy"
      heading={t('adminPanel.sessionPolicy.heading')}
      intro={t('adminPanel.sessionPolicy.note')}
      submitLabel={t('adminPanel.sessionPolicy.save')}
      loadingLabel={t('adminPanel.sessionPolicy.loading')}
      loadFailedLabel={t('adminPanel.sessionPolicy.loadFailed')}
      state={state}
      body={(saved) => ({
        sessionIdleMinutes: draft.sessionIdleMinutes ?? saved.sessionIdleMinutes,
        sessionLifetimeDays:
          draft.sessionLifetimeDays !== undefined ? draft.sessionLifetimeDays : saved.sessionLifetimeDays,
      })}
    >
      {(saved) => {
        const lifetime =
          draft.sessionLifetimeDays !== undefined ? draft.sessionLifetimeDays : saved.sessionLifetimeDays;
        return (
          <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap">
            <Field label={t('adminPanel.sessionPolicy.idle')} hint={t('adminPanel.sessionPolicy.idleHint')}>
              <NativeSelect
                className="w-48"
                value={String(draft.sessionIdleMinutes ?? saved.sessionIdleMinutes)}
                onChange={(event) =>
                  change({ sessionIdleMinutes: Number(event.target.value) as Draft['sessionIdleMinutes'] })
                }
              >
                {SESSION_IDLE_MINUTES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {label(IDLE_LABELS[minutes])}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label={t('adminPanel.sessionPolicy.lifetime')} hint={t('adminPanel.sessionPolicy.lifetimeHint')}>
              <NativeSelect
                className="w-48"
                value={lifetime === null ? NO_LIMIT : String(lifetime)}
                onChange={(event) =>
                  change({
                    sessionLifetimeDays:
                      event.target.value === NO_LIMIT
                        ? null
                        : (Number(event.target.value) as NonNullable<Draft['sessionLifetimeDays']>),
                  })
                }
              >
                <option value={NO_LIMIT}>{t('adminPanel.sessionPolicy.noLimit')}</option>
                {SESSION_LIFETIME_DAYS.map((days) => (
                  <option key={days} value={days}>
                    {label(LIFETIME_LABELS[days])}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
        );
      }}
    </SettingsCard>
  );
}
