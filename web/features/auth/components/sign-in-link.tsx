import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useSignInWithLink } from '../api/auth-api.ts';
import { SignInCodeField } from './sign-in-code-field.tsx';

/**
 * ADR 0025: the page a sign-in link leads to. It signs in only when the member presses the button,
 * so a mail scanner that opens the link spends nothing and gets no session. With two-factor
 * sign-in on (D35) the server asks for the code first; the link is spent only once it is right.
 */
const RETRYABLE = new Set(['TWO_FACTOR_REQUIRED', 'INVALID_TWO_FACTOR_CODE', 'TOO_MANY_ATTEMPTS']);

export function SignInWithLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignInWithLink();
  const [codeAsked, setCodeAsked] = useState<string | undefined>();
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  const errorCode = signIn.error instanceof ApiRequestError ? signIn.error.code : undefined;
  const asksCode = errorCode === 'TWO_FACTOR_REQUIRED';
  // A wrong code is said beside its field (issue 44), not above the form.
  const codeError =
    errorCode === 'INVALID_TWO_FACTOR_CODE' && codeAsked !== undefined ? signIn.error?.message : undefined;
  // A wrong code may be typed again; any other refusal (a spent or expired link) ends here.
  const final = signIn.isError && !(errorCode && RETRYABLE.has(errorCode));

  return (
    <form
      className="flex flex-col gap-4"
      aria-live="polite"
      aria-label={t('auth.signInLink.title')}
      onSubmit={(event) => {
        event.preventDefault();
        signIn.mutate(
          { token, ...(codeAsked !== undefined ? { code } : {}) },
          {
            onSuccess: () => {
              toast.success(messages.login.success);
              void navigate(paths.dashboard, { replace: true });
            },
            onError: (error) => {
              if (error instanceof ApiRequestError && error.code === 'TWO_FACTOR_REQUIRED') setCodeAsked(error.message);
              if (error instanceof ApiRequestError && error.code === 'INVALID_TWO_FACTOR_CODE') {
                setCode('');
                codeField.current?.focus();
              }
            },
          },
        );
      }}
    >
      <p className="text-slate-700">{t('auth.signInLink.explain')}</p>
      {signIn.isError && !asksCode && !codeError && <FormAlert tone="error">{signIn.error.message}</FormAlert>}
      {codeAsked !== undefined && (
        <SignInCodeField
          ref={codeField}
          asked={codeAsked}
          error={codeError}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      )}
      <Button type="submit" size="lg" busy={signIn.isPending} disabled={final}>
        {signIn.isPending ? t('auth.login.submitting') : t('auth.signInLink.submit')}
      </Button>
      <Link to={paths.login} className="text-center font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('auth.forgot.backToLogin')}
      </Link>
    </form>
  );
}
