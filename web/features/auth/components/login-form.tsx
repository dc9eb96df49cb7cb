import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import { loginRequestSchema, type LoginRequest } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { MessageDialog } from '#web/components/ui/message-dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { firstErrorMessage } from '#web/lib/form-errors.ts';
import { useLogin } from '../api/auth-api.ts';
import { SignInCodeField } from './sign-in-code-field.tsx';
import { say } from '#web/lib/i18n.ts';

/** Errors the server words in the spec's catalogue (§8); anything else is 'Login failed: …'. */
const CATALOGUED = new Set([
  'INVALID_CREDENTIALS',
  'INVALID_EMAIL',
  'TOO_MANY_ATTEMPTS',
  'ACCOUNT_DEACTIVATED',
  'VALIDATION_FAILED',
  // ADR 0025: the right password from a new device while the email is under attack.
  'SIGN_IN_LINK_SENT',
  // D35: the second step's refusals.
  'INVALID_TWO_FACTOR_CODE',
  // D48: members sign in with the church's button while their password sign-in is off.
  'PASSWORD_SIGN_IN_OFF',
]);

/**
 * Where the sign-in leads: the page `?next=` names (the unsubscribe page's Settings link, issue 44),
 * only a path of this app (one slash, so never another site), else the dashboard.
 */
function landingOf(next: string | null) {
  return next && /^\/(?![/\\])/.test(next) ? next : paths.dashboard;
}

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const { register, handleSubmit, setValue, setFocus } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [failure, setFailure] = useState<string | undefined>();
  // D35: the server asked for the authenticator's code; the same form sends it with the password.
  const [codeAsked, setCodeAsked] = useState<string | undefined>();
  // A wrong code is said beside its field, not in a dialog to close first (issue 44).
  const [codeError, setCodeError] = useState<string | undefined>();

  // The browser checks `required` and the email type first; the schema's messages are catalogued (§8).
  const onSubmit = handleSubmit(
    (values) => {
      // Said again after each wrong try, so that a screen reader announces it again.
      setCodeError(undefined);
      login.mutate(values, {
        onSuccess: () => {
          toast.success(messages.login.success);
          void navigate(landingOf(params.get('next')), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'TWO_FACTOR_REQUIRED' && !codeAsked) {
            setCodeAsked(error.message);
            return;
          }
          if (error instanceof ApiRequestError && error.code === 'INVALID_TWO_FACTOR_CODE' && codeAsked !== undefined) {
            setCodeError(error.message);
            setValue('code', '');
            setFocus('code');
            return;
          }
          const catalogued = error instanceof ApiRequestError && CATALOGUED.has(error.code);
          setFailure(catalogued ? error.message : t('auth.login.failed', { message: say(error.message) }));
        },
      });
    },
    (errors) => setFailure(firstErrorMessage(errors)),
  );

  return (
    <>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('auth.login.title')}>
        <Field label={t('auth.email')} required>
          <Input type="email" autoComplete="email" required {...register('email')} />
        </Field>
        <Field label={t('auth.password')} required>
          <Input type="password" autoComplete="current-password" required {...register('password')} />
        </Field>
        {codeAsked !== undefined && <SignInCodeField asked={codeAsked} error={codeError} {...register('code')} />}
        <div className="flex justify-end">
          <Link
            to={paths.forgotPassword}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" size="lg" busy={login.isPending}>
          {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
        <p className="text-center text-sm text-slate-700">
          {t('auth.login.noAccount')}{' '}
          <Link to={paths.register} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('auth.login.registerLink')}
          </Link>
        </p>
      </form>
      <MessageDialog
        open={failure !== undefined}
        onClose={() => setFailure(undefined)}
        title={t('auth.login.errorTitle')}
        message={failure ?? ''}
      />
    </>
  );
}
