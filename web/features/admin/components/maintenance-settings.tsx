import { useTranslation } from 'react-i18next';
import { MAINTENANCE_MESSAGE_MAX_LENGTH, type SystemSettings } from '#shared/schemas/moderation.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { SettingsCard, useSettingsDraft } from './settings-card.tsx';

/**
 * D42 in System Settings: maintenance mode and its message. While it is on, members and visitors
 * see the message instead of the site; staff keep working. Saved through the settings' PUT (the
 * activity log keeps before → after).
 */
export function MaintenanceSettings() {
  const { t } = useTranslation();
  const state = useSettingsDraft<Pick<SystemSettings, 'maintenanceOn' | 'maintenanceMessage'>>();
  const { draft, change } = state;
  return (
    <SettingsCard
      id="admin-maintenance"
      heading={t('adminPanel.maintenance.heading')}
      intro={t('adminPanel.maintenance.intro')}
      submitLabel={t('adminPanel.maintenance.save')}
      state={state}
      // Only this card's settings change; the two the PUT always carries are sent as they are.
      body={(saved) => ({
        maintenanceOn: draft.maintenanceOn ?? saved.maintenanceOn,
        maintenanceMessage: draft.maintenanceMessage ?? saved.maintenanceMessage,
      })}
    >
      {(saved) => {
        const current = { ...saved, ...draft };
        return (
          <>
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
          </>
        );
      }}
    </SettingsCard>
  );
}
