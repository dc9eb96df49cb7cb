import { useTranslation } from 'react-i18next';
import { MEMBERSHIP_MODES } from '#shared/enums.ts';
import type { SystemSettings } from '#shared/schemas/moderation.ts';
import { SettingsCard, useSettingsDraft } from './settings-card.tsx';

/**
 * D41 in System Settings, 'Premium plans': how this church serves its members — the spec's free and
 * premium tiers, everyone with full access, or Premium granted by the church office. Saved through
 * the System Settings' one PUT with the moderation card's saved values (the later settings are left
 * out, so they keep theirs).
 */
export function PremiumPlansSettings() {
  const { t } = useTranslation();
  const state = useSettingsDraft<Pick<SystemSettings, 'membershipMode'>>();
  const { draft, change } = state;
  return (
    <SettingsCard
      id="admin-premium-plans"
      heading={t('adminPanel.premiumPlans.heading')}
      intro={t('adminPanel.premiumPlans.intro')}
      submitLabel={t('adminPanel.premiumPlans.save')}
      state={state}
      body={(saved) => ({ membershipMode: draft.membershipMode ?? saved.membershipMode })}
    >
      {(saved) => (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('adminPanel.premiumPlans.question')}</legend>
          {MEMBERSHIP_MODES.map((mode) => (
            <label key={mode} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="membershipMode"
                value={mode}
                checked={(draft.membershipMode ?? saved.membershipMode) === mode}
                aria-describedby={`membership-mode-${mode}-hint`}
                onChange={() => change({ membershipMode: mode })}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              <span className="flex flex-col">
                <span className="font-medium">{t(`adminPanel.premiumPlans.modes.${mode}.label`)}</span>
                <span id={`membership-mode-${mode}-hint`} className="text-slate-700">
                  {t(`adminPanel.premiumPlans.modes.${mode}.hint`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </SettingsCard>
  );
}
