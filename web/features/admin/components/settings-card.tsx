import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moderationMessages, type SystemSettings, type SystemSettingsUpdate } from '#shared/schemas/moderation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { say } from '#web/lib/i18n.ts';
import { useSaveSystemSettings, useSystemSettings } from '../api/admin-api.ts';

/**
 * One card's unsaved change of the System Settings, over what the server holds: `change` adds to
 * it (and clears an earlier save's error), a successful save empties it.
 */
export function useSettingsDraft<Draft extends object>() {
  const settings = useSystemSettings();
  const save = useSaveSystemSettings();
  const [draft, setDraft] = useState<Partial<Draft>>({});
  return {
    settings,
    save,
    draft,
    change(next: Partial<Draft>) {
      save.reset();
      setDraft((previous) => ({ ...previous, ...next }));
    },
    clear: () => setDraft({}),
  };
}

type SettingsDraft = ReturnType<typeof useSettingsDraft>;

/**
 * A card of System Settings (D31, D41, D42): its heading and intro, the settings loading or failing
 * to load, then its form. Saving sends D31's two fields as saved beside what `body` gives (the
 * later settings left out keep theirs, SystemSettingsUpdate).
 */
export function SettingsCard({
  id,
  heading,
  intro,
  submitLabel,
  state,
  body,
  showSaveError = true,
  loadingLabel,
  loadFailedLabel,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  submitLabel: string;
  state: Pick<SettingsDraft, 'settings' | 'save' | 'clear'>;
  body: (saved: SystemSettings) => Partial<SystemSettingsUpdate>;
  /** False when the card shows the save's error beside its own field. */
  showSaveError?: boolean;
  loadingLabel?: string;
  loadFailedLabel?: string;
  children: (saved: SystemSettings) => ReactNode;
}) {
  const { t } = useTranslation();
  const { settings, save, clear } = state;
  const headingId = `${id}-heading`;
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {heading}
        </h3>
        <p className="text-sm text-slate-700">{intro}</p>
      </div>
      {settings.isPending && (
        <p role="status" className="text-sm text-slate-700">
          {loadingLabel ?? t('adminPanel.moderationSettings.loading')}
        </p>
      )}
      {settings.isError && (
        <FormAlert tone="error">
          <p>{loadFailedLabel ?? t('adminPanel.moderationSettings.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void settings.refetch()}>
            {t('adminPanel.retry')}
          </Button>
        </FormAlert>
      )}
      {settings.data && (
        <form
          aria-labelledby={headingId}
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!settings.data) return;
            const { moderationMode, registrationOpen } = settings.data;
            save.mutate(
              { moderationMode, registrationOpen, ...body(settings.data) },
              {
                onSuccess: () => {
                  clear();
                  toast.success(say(moderationMessages.settingsSaved));
                },
              },
            );
          }}
        >
          {children(settings.data)}
          {showSaveError && save.isError && <FormAlert tone="error">{save.error.message}</FormAlert>}
          <div>
            <Button type="submit" busy={save.isPending}>
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
