import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { paths } from '#web/config/paths.ts';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api/auth-api.ts';

/** D10: asks for a reset link; the answer is the same whether or not the email is registered. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate(email);
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('auth.forgot.title')}>
      {request.isSuccess && <FormAlert tone="success">{request.data.message}</FormAlert>}
      {request.isError && <FormAlert tone="error">{request.error.message}</FormAlert>}
      <Field label={t('auth.email')} required>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
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

/** D10: the page the reset mail links to. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirmPassword) return setProblem(messages.register.passwordsDoNotMatch);
    if (password.length < 6) return setProblem(messages.register.passwordTooShort);
    setProblem(undefined);
    confirm.mutate({ token, password, confirmPassword });
  }

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
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('auth.reset.title')}>
      {(problem ?? confirm.error?.message) && <FormAlert tone="error">{problem ?? confirm.error?.message}</FormAlert>}
      <Field label={t('auth.password')} required>
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Field label={t('auth.confirmPassword')} required>
        <Input
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" busy={confirm.isPending}>
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}
