import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema, type PasswordChange } from '#shared/schemas/account-security.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { firstErrorMessage } from '#web/lib/form-errors.ts';
import { useChangePassword } from '../api/account-security-api.ts';

const empty: PasswordChange = { currentPassword: '', password: '', confirmPassword: '' };

/** D35: the current password, then the new one twice; the rules are passwordChangeSchema's, as on the server. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { register, handleSubmit, reset } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: empty,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [problem, setProblem] = useState<string | undefined>();

  const onSubmit = handleSubmit(
    (values) => {
      setProblem(undefined);
      change.mutate(values, { onSuccess: () => reset(empty) });
    },
    (errors) => {
      change.reset();
      setProblem(firstErrorMessage(errors));
    },
  );

  const error = problem ?? change.error?.message;
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
      <Field label={t('accountSecurity.password.new')} required hint={t('accountSecurity.password.hint')}>
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
