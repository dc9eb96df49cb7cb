import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorOffSchema, type TwoFactorOff } from '#shared/schemas/two-factor.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useDisableTwoFactor, useRenewRecoveryCodes, useTwoFactorStatus } from '../api/two-factor-api.ts';
import { PasswordAgainForm } from './password-again-form.tsx';
import { RecoveryCodesList } from './recovery-codes.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

/** D35: Settings → Security → two-factor sign-in: set it up, or (when on) new recovery codes and turning it off. */
export function TwoFactorSettings() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const [settingUp, setSettingUp] = useState(false);

  let body;
  if (status.isPending) {
    body = (
      <p role="status" className="text-sm text-slate-700">
        {t('common.loading')}
      </p>
    );
  } else if (status.isError) {
    body = <FormAlert tone="error">{t('twoFactor.loadFailed')}</FormAlert>;
  } else if (status.data.enabled && !settingUp) {
    body = <TwoFactorOn codesLeft={status.data.recoveryCodesLeft} />;
  } else if (settingUp) {
    body = <TwoFactorSetup onDone={() => setSettingUp(false)} />;
  } else {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-700">{t('twoFactor.off')}</p>
        <Button variant="secondary" onClick={() => setSettingUp(true)}>
          {t('twoFactor.setup.title')}
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="two-factor-heading" className="flex flex-col gap-3">
      <h3 id="two-factor-heading" className="text-lg font-semibold text-slate-900">
        {t('twoFactor.title')}
      </h3>
      {body}
    </section>
  );
}

function TwoFactorOn({ codesLeft }: { codesLeft: number }) {
  const { t } = useTranslation();
  const renew = useRenewRecoveryCodes();
  const [newCodes, setNewCodes] = useState(false);
  if (renew.isSuccess) return <RecoveryCodesList answer={renew.data} onDone={() => renew.reset()} />;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="font-medium text-emerald-800">{t('twoFactor.on')}</p>
        <p className="text-sm text-slate-700">{t('twoFactor.codesLeft', { count: codesLeft })}</p>
      </div>
      <div className="flex flex-col items-start gap-3">
        <h4 className="font-semibold text-slate-900">{t('twoFactor.codes.newTitle')}</h4>
        {newCodes ? (
          <PasswordAgainForm
            mutation={renew}
            label={t('twoFactor.codes.newTitle')}
            submitLabel={t('twoFactor.codes.newSubmit')}
          />
        ) : (
          <Button variant="secondary" onClick={() => setNewCodes(true)}>
            {t('twoFactor.codes.newSubmit')}
          </Button>
        )}
      </div>
      <TurnOffForm />
    </div>
  );
}

const offDefaults: TwoFactorOff = { currentPassword: '', code: '' };

function TurnOffForm() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const { register, onSubmit, error } = useCheckedForm({
    schema: twoFactorOffSchema,
    defaultValues: offDefaults,
    mutation: disable,
    // The section turns to its setup once the status is read again: the message stays as a toast.
    onSuccess: (answer) => toast.success(answer.message),
    clearOnSuccess: true,
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="two-factor-off-heading"
      className="flex max-w-md flex-col gap-4"
    >
      <h4 id="two-factor-off-heading" className="font-semibold text-slate-900">
        {t('twoFactor.turnOff.title')}
      </h4>
      <p className="text-sm text-slate-700">{t('twoFactor.turnOff.explain')}</p>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Field label={t('twoFactor.password')} required>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <Field label={t('twoFactor.codeOrRecovery')} required>
        <Input autoComplete="one-time-code" maxLength={32} {...register('code')} />
      </Field>
      <div>
        <Button type="submit" variant="danger" busy={disable.isPending}>
          {t('twoFactor.turnOff.submit')}
        </Button>
      </div>
    </form>
  );
}
