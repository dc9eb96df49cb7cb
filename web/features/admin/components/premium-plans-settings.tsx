import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBERSHIP_MODES, type MembershipMode } from '#shared/enums.ts';
import { moderationMessages } from '#shared/schemas/moderation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useSaveSystemSettings, useSystemSettings } from '../api/admin-api.ts';

/**
 * D41 in System Settings, 'Premium plans': how this church serves its members — the spec's free and
 * premium tiers, everyone with full access, or Premium granted by the church office. Saved through
 * the System Settings' one PUT with the moderation card's saved values (the later settings are left
 * out, so they keep theirs).
 */
export function PremiumPlansSettings() {
  const { t } = useTranslation();
  const settings = useSystemSettings();
  const save = useSaveSystemSettings();
  const [draft, setDraft] = useState<MembershipMode | undefined>();
  const current = draft ?? settings.data?.membershipMode;

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h3 id="admin-premium-plans-heading" className="text-lg font-semibold text-slate-900">
          {t('adminPanel.premiumPlans.heading')}
        </h3>
        <p className="text-sm text-slate-700">{t('adminPanel.premiumPlans.intro')}</p>
      </div>
      {settings.isPending && (
        <p role="status" className="text-sm text-slate-700">
          {t('adminPanel.moderationSettings.loading')}
        </p>
      )}
      {settings.isError && (
        <FormAlert tone="error">
          <p>{t('adminPanel.moderationSettings.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void settings.refetch()}>
            {t('adminPanel.retry')}
          </Button>
        </FormAlert>
      )}
      {settings.data && current && (
        <form
          aria-labelledby="admin-premium-plans-heading"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!settings.data) return;
            const { moderationMode, registrationOpen } = settings.data;
            save.mutate(
              { moderationMode, registrationOpen, membershipMode: current },
              {
                onSuccess: () => {
                  setDraft(undefined);
                  toast.success(moderationMessages.settingsSaved);
                },
              },
            );
          }}
        >
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900">
              {t('adminPanel.premiumPlans.question')}
            </legend>
            {MEMBERSHIP_MODES.map((mode) => (
              <label key={mode} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="membershipMode"
                  value={mode}
                  checked={current === mode}
                  aria-describedby={`membership-mode-${mode}-hint`}
                  onChange={() => {
                    save.reset();
                    setDraft(mode);
                  }}
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
          {save.isError && <FormAlert tone="error">{save.error.message}</FormAlert>}
          <div>
            <Button type="submit" busy={save.isPending}>
              {t('adminPanel.premiumPlans.save')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
