import { useTranslation } from 'react-i18next';
import { SPEC_PASSWORD_MIN_LENGTH } from '#shared/schemas/moderation.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { SettingsCard, useSettingsDraft } from './settings-card.tsx';

/**
 * D42 in System Settings: the shortest password a member may choose (never below the spec's 6).
 * It applies to new passwords (registration, change, reset); passwords chosen before keep working.
 */
export function PasswordPolicy() {
  const { t } = useTranslation();
  // The field as typed (a number only once saved: the server refuses what is out of range).
  const state = useSettingsDraft<{ passwordMinLength: string }>();
  const { draft, change, save } = state;
  return (
    <SettingsCard
      id="admin-password-policy"
      heading={t('adminPanel.passwordPolicy.heading')}
      intro={t('adminPanel.passwordPolicy.note')}
      submitLabel={t('adminPanel.passwordPolicy.save')}
      loadingLabel={t('adminPanel.passwordPolicy.loading')}
      loadFailedLabel={t('adminPanel.passwordPolicy.loadFailed')}
      state={state}
      body={(saved) => ({ passwordMinLength: Number(draft.passwordMinLength ?? saved.passwordMinLength) })}
      showSaveError={false}
    >
      {(saved) => (
        <Field
          label={t('adminPanel.passwordPolicy.minLength')}
          hint={t('adminPanel.passwordPolicy.minLengthHint', { min: SPEC_PASSWORD_MIN_LENGTH })}
          error={save.isError ? save.error.message : undefined}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={SPEC_PASSWORD_MIN_LENGTH}
            max={128}
            className="w-32"
            value={draft.passwordMinLength ?? String(saved.passwordMinLength)}
            onChange={(event) => change({ passwordMinLength: event.target.value })}
          />
        </Field>
      )}
    </SettingsCard>
  );
}
