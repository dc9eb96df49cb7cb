import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '#web/lib/enum-label.ts';
import { MODERATION_MODES } from '#shared/enums.ts';
import { moderationMessages, type SystemSettings } from '#shared/schemas/moderation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useSaveSystemSettings, useSystemSettings } from '../api/admin-api.ts';

/**
 * D31 in System Settings: whether profiles are reviewed after publishing (visible at once) or
 * before (hidden until a moderator approves them), and whether visitors may register.
 */
export function ModerationSettings() {
  const { t } = useTranslation();
  const settings = useSystemSettings();
  const save = useSaveSystemSettings();
  // What the super admin changed and has not saved yet, over what the server holds.
  const [draft, setDraft] = useState<Partial<SystemSettings>>({});
  const current = settings.data && { ...settings.data, ...draft };

  function change(next: Partial<SystemSettings>) {
    save.reset();
    setDraft((previous) => ({ ...previous, ...next }));
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h3 id="admin-moderation-settings-heading" className="text-lg font-semibold text-slate-900">
          {t('adminPanel.moderationSettings.heading')}
        </h3>
        <p className="text-sm text-slate-700">{t('adminPanel.moderationSettings.intro')}</p>
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
      {current && (
        <form
          aria-labelledby="admin-moderation-settings-heading"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(current, {
              onSuccess: () => {
                setDraft({});
                toast.success(moderationMessages.settingsSaved);
              },
            });
          }}
        >
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
          {save.isError && <FormAlert tone="error">{save.error.message}</FormAlert>}
          <div>
            <Button type="submit" busy={save.isPending}>
              {t('adminPanel.moderationSettings.save')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
