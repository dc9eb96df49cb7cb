import { useTranslation } from 'react-i18next';
import { twoFactorCodeSchema, type TwoFactorSetup as SetupAnswer } from '#shared/schemas/two-factor.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useEnableTwoFactor, useStartTwoFactorSetup, useTwoFactorDone } from '../api/two-factor-api.ts';
import { PasswordAgainForm } from './password-again-form.tsx';
import { RecoveryCodesList } from './recovery-codes.tsx';

/** The key as an app's "enter a setup key" screen shows it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * D35: setting up two-factor sign-in: the password again, then the QR code (drawn on the server,
 * no outside service) and the key as text, then the app's first code, then the recovery codes,
 * shown once. `onDone` follows once the member says the codes are saved.
 */
export function TwoFactorSetup({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const done = useTwoFactorDone();

  if (enable.isSuccess) {
    return (
      <RecoveryCodesList
        answer={enable.data}
        onDone={() => {
          void done();
          onDone?.();
        }}
      />
    );
  }
  if (start.isSuccess) return <ScanStep setup={start.data} enable={enable} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{t('twoFactor.setup.explain')}</p>
      <PasswordAgainForm mutation={start} label={t('twoFactor.setup.title')} submitLabel={t('twoFactor.setup.start')} />
    </div>
  );
}

function ScanStep({ setup, enable }: { setup: SetupAnswer; enable: ReturnType<typeof useEnableTwoFactor> }) {
  const { t } = useTranslation();
  const { register, onSubmit, error } = useCheckedForm({
    schema: twoFactorCodeSchema,
    defaultValues: { code: '' },
    mutation: enable,
  });
  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('twoFactor.setup.scan')}</li>
        <li>{t('twoFactor.setup.enterCode')}</li>
      </ol>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t('twoFactor.setup.qrAlt')}
        width={200}
        height={200}
        className="rounded-lg border border-slate-200 bg-white"
      />
      <p className="text-sm text-slate-700">
        {t('twoFactor.setup.keyLabel')}{' '}
        <code data-testid="two-factor-secret" className="font-mono break-words text-slate-900">
          {grouped(setup.secret)}
        </code>
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('twoFactor.setup.confirmTitle')}
        className="flex max-w-md flex-col gap-4"
      >
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <Field label={t('twoFactor.code')} required>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={32} {...register('code')} />
        </Field>
        <div>
          <Button type="submit" busy={enable.isPending}>
            {t('twoFactor.setup.turnOn')}
          </Button>
        </div>
      </form>
    </div>
  );
}
