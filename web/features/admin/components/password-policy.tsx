import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moderationMessages, SPEC_PASSWORD_MIN_LENGTH } from '#shared/schemas/moderation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { say } from '#web/lib/i18n.ts';
import { useSaveSystemSettings, useSystemSettings } from '../api/admin-api.ts';

/**
 * D42 in System Settings: the shortest password a member may choose (never below the spec's 6).
 * It applies to new passwords (registration, change, reset); passwords chosen before keep working.
 */
export function PasswordPolicy() {
  const { t } = useTranslation();
  const settings = useSystemSettings();
  const save = useSaveSystemSettings();
  const [draft, setDraft] = useState<string | undefined>();
  const value = draft ?? String(settings.data?.passwordMinLength ?? SPEC_PASSWORD_MIN_LENGTH);

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h3 id="admin-password-policy-heading" className="text-lg font-semibold text-slate-900">
          {t('adminPanel.passwordPolicy.heading')}
        </h3>
        <p className="text-sm text-slate-700">{t('adminPanel.passwordPolicy.note')}</p>
      </div>
      {settings.isPending && (
        <p role="status" className="text-sm text-slate-700">
          {t('adminPanel.passwordPolicy.loading')}
        </p>
      )}
      {settings.isError && (
        <FormAlert tone="error">
          <p>{t('adminPanel.passwordPolicy.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void settings.refetch()}>
            {t('adminPanel.retry')}
          </Button>
        </FormAlert>
      )}
      {settings.data && (
        <form
          aria-labelledby="admin-password-policy-heading"
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!settings.data) return;
            const { moderationMode, registrationOpen } = settings.data;
            save.mutate(
              { moderationMode, registrationOpen, passwordMinLength: Number(value) },
              {
                onSuccess: () => {
                  setDraft(undefined);
                  toast.success(say(moderationMessages.settingsSaved));
                },
              },
            );
          }}
        >
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
              value={value}
              onChange={(event) => {
                save.reset();
                setDraft(event.target.value);
              }}
            />
          </Field>
          <div>
            <Button type="submit" busy={save.isPending}>
              {t('adminPanel.passwordPolicy.save')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
