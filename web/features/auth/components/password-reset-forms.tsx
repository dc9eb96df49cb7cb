import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  type PasswordResetConfirm,
  type PasswordResetRequest,
} from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { paths } from '#web/config/paths.ts';
import { firstErrorMessage } from '#web/lib/form-errors.ts';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api/auth-api.ts';

/** D10: asks for a reset link; the answer is the same whether or not the email is registered. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const { register, handleSubmit } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [problem, setProblem] = useState<string | undefined>();

  const onSubmit = handleSubmit(
    ({ email }) => {
      setProblem(undefined);
      request.mutate(email);
    },
    (errors) => {
      request.reset();
      setProblem(firstErrorMessage(errors));
    },
  );

  const error = problem ?? request.error?.message;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('auth.forgot.title')}>
      {request.isSuccess && <FormAlert tone="success">{request.data.message}</FormAlert>}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Field label={t('auth.email')} required>
        <Input type="email" autoComplete="email" required {...register('email')} />
      </Field>
      <Button type="submit" size="lg" busy={request.isPending}>
        {t('auth.forgot.submit')}
      </Button>
      <Link
        to={paths.login}
        className="text-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t('auth.forgot.backToLogin')}
      </Link>
    </form>
  );
}

/** D10: the page the reset mail links to; the rules are passwordResetConfirmSchema's, as on the server. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmPasswordReset();
  const { register, handleSubmit } = useForm<PasswordResetConfirm>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [problem, setProblem] = useState<string | undefined>();

  const onSubmit = handleSubmit(
    (values) => {
      setProblem(undefined);
      confirm.mutate(values);
    },
    (errors) => setProblem(firstErrorMessage(errors)),
  );

  if (confirm.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success">{confirm.data.message}</FormAlert>
        <Link to={paths.login} className="text-center font-medium text-brand-700 underline-offset-2 hover:underline">
          {t('auth.reset.signIn')}
        </Link>
      </div>
    );
  }
  const error = problem ?? confirm.error?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('auth.reset.title')}>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <NewPasswordFields password={register('password')} confirmPassword={register('confirmPassword')} />
      <Button type="submit" size="lg" busy={confirm.isPending}>
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}
