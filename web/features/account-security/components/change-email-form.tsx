import { useTranslation } from 'react-i18next';
import { emailChangeSchema, type EmailChange } from '#shared/schemas/account-security.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useChangeEmail } from '../api/account-security-api.ts';
import { useTwoFactorStatus } from '../api/two-factor-api.ts';

const empty: EmailChange = { email: '', currentPassword: '' };

/**
 * D35: the new address and the password, and with two-factor sign-in on a code from the app or a
 * recovery code (the server asks for it then); the server mails a link to the new address.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const twoFactorOn = useTwoFactorStatus().data?.enabled === true;
  const { register, onSubmit, error } = useCheckedForm({
    schema: emailChangeSchema,
    defaultValues: empty,
    mutation: change,
    clearOnSuccess: true,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4" aria-labelledby="email-heading">
      <h3 id="email-heading" className="text-lg font-semibold text-slate-900">
        {t('accountSecurity.email.title')}
      </h3>
      <p className="text-sm text-slate-700">
        {t('accountSecurity.email.current')}{' '}
        <span className="font-medium break-all text-slate-900">{currentEmail}</span>
      </p>
      {change.isSuccess && <FormAlert tone="success">{change.data.message}</FormAlert>}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Field label={t('accountSecurity.email.new')} required hint={t('accountSecurity.email.hint')}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label={t('accountSecurity.email.password')} required>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      {twoFactorOn && (
        <Field label={t('twoFactor.codeOrRecovery')} required>
          <Input autoComplete="one-time-code" maxLength={32} {...register('code')} />
        </Field>
      )}
      <div>
        <Button type="submit" busy={change.isPending}>
          {t('accountSecurity.email.submit')}
        </Button>
      </div>
    </form>
  );
}
