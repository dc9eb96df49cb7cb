import { useTranslation } from 'react-i18next';
import { enumLabel } from '#web/lib/enum-label.ts';
import { MODERATION_MODES } from '#shared/enums.ts';
import type { SystemSettings } from '#shared/schemas/moderation.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { SettingsCard, useSettingsDraft } from './settings-card.tsx';

type ModerationDraft = Pick<SystemSettings, 'moderationMode' | 'registrationOpen'>;

/**
 * D31 in System Settings: whether profiles are reviewed after publishing (visible at once) or
 * before (hidden until a moderator approves them), and whether visitors may register.
 */
export function ModerationSettings() {
  const { t } = useTranslation();
  const state = useSettingsDraft<ModerationDraft>();
  const { draft, change } = state;
  return (
    <SettingsCard
      id="admin-moderation-settings"
      heading={t('adminPanel.moderationSettings.heading')}
      intro={t('adminPanel.moderationSettings.intro')}
      submitLabel={t('adminPanel.moderationSettings.save')}
      state={state}
      body={() => draft}
    >
      {(saved) => {
        const current = { ...saved, ...draft };
        return (
          <>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-slate-900">
                {t('adminPanel.moderationSettings.modeQuestion')}
              </legend>
              {MODERATION_MODES.map((mode) => (
                <label key={mode} className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="moderationMode"
                    value={mode}
                    checked={current.moderationMode === mode}
                    onChange={() => change({ moderationMode: mode })}
                    className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  />
                  {enumLabel(t, 'moderationMode', mode)}
                </label>
              ))}
            </fieldset>
            <Checkbox
              checked={current.registrationOpen}
              onCheckedChange={(registrationOpen) => change({ registrationOpen })}
              label={t('adminPanel.moderationSettings.registrationOpen')}
            />
          </>
        );
      }}
    </SettingsCard>
  );
}
