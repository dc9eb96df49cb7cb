import { useTranslation } from 'react-i18next';
import { passwordChangeSchema, type PasswordChange } from '#shared/schemas/account-security.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { usePasswordMinLength } from '#web/lib/public-settings.ts';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useChangePassword } from '../api/account-security-api.ts';

const empty: PasswordChange = { currentPassword: '', password: '', confirmPassword: '' };

/** D35: the current password, then the new one twice; the rules are passwordChangeSchema's, as on the server. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const passwordMinLength = usePasswordMinLength();
  const change = useChangePassword();
  const { register, onSubmit, error } = useCheckedForm({
    schema: passwordChangeSchema,
    defaultValues: empty,
    mutation: change,
    clearOnSuccess: true,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4" aria-labelledby="password-heading">
      <h3 id="password-heading" className="text-lg font-semibold text-slate-900">
        {t('accountSecurity.password.title')}
      </h3>
      {change.isSuccess && <FormAlert tone="success">{change.data.message}</FormAlert>}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Field label={t('accountSecurity.password.current')} required>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <Field
        label={t('accountSecurity.password.new')}
        required
        hint={t('accountSecurity.password.hint', { min: passwordMinLength })}
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label={t('accountSecurity.password.confirm')} required>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <div>
        <Button type="submit" busy={change.isPending}>
          {t('accountSecurity.password.submit')}
        </Button>
      </div>
    </form>
  );
}
