import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_MESSAGE_MAX_LENGTH, moderationMessages, type SystemSettings } from '#shared/schemas/moderation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useSaveSystemSettings, useSystemSettings } from '../api/admin-api.ts';

type MaintenanceDraft = Partial<Pick<SystemSettings, 'maintenanceOn' | 'maintenanceMessage'>>;

/**
 * D42 in System Settings: maintenance mode and its message. While it is on, members and visitors
 * see the message instead of the site; staff keep working. Saved through the settings' PUT (the
 * activity log keeps before → after).
 */
export function MaintenanceSettings() {
  const { t } = useTranslation();
  const settings = useSystemSettings();
  const save = useSaveSystemSettings();
  // What the super admin changed and has not saved yet, over what the server holds.
  const [draft, setDraft] = useState<MaintenanceDraft>({});
  const current = settings.data && { ...settings.data, ...draft };

  function change(next: MaintenanceDraft) {
    save.reset();
    setDraft((previous) => ({ ...previous, ...next }));
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h3 id="admin-maintenance-heading" className="text-lg font-semibold text-slate-900">
          {t('adminPanel.maintenance.heading')}
        </h3>
        <p className="text-sm text-slate-700">{t('adminPanel.maintenance.intro')}</p>
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
          aria-labelledby="admin-maintenance-heading"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            // Only this card's settings change; the two the PUT always carries are sent as they are.
            const { moderationMode, registrationOpen, maintenanceOn, maintenanceMessage } = current;
            save.mutate(
              { moderationMode, registrationOpen, maintenanceOn, maintenanceMessage },
              {
                onSuccess: () => {
                  setDraft({});
                  toast.success(moderationMessages.settingsSaved);
                },
              },
            );
          }}
        >
          <Checkbox
            checked={current.maintenanceOn}
            onCheckedChange={(maintenanceOn) => change({ maintenanceOn })}
            label={t('adminPanel.maintenance.on')}
          />
          <Field
            label={t('adminPanel.maintenance.message')}
            hint={t('adminPanel.maintenance.messageHint', { max: MAINTENANCE_MESSAGE_MAX_LENGTH })}
          >
            <Textarea
              rows={3}
              maxLength={MAINTENANCE_MESSAGE_MAX_LENGTH}
              value={current.maintenanceMessage}
              onChange={(event) => change({ maintenanceMessage: event.target.value })}
            />
          </Field>
          {save.isError && <FormAlert tone="error">{save.error.message}</FormAlert>}
          <div>
            <Button type="submit" busy={save.isPending}>
              {t('adminPanel.maintenance.save')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
