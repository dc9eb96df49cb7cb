import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/config/paths.ts';
import { useSignInWithLink } from '../api/auth-api.ts';

/**
 * ADR 0025: the page a sign-in link leads to. It signs in only when the member presses the button,
 * so a mail scanner that opens the link spends nothing and gets no session.
 */
export function SignInWithLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignInWithLink();

  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      <p className="text-slate-700">{t('auth.signInLink.explain')}</p>
      {signIn.isError && <FormAlert tone="error">{signIn.error.message}</FormAlert>}
      <Button
        size="lg"
        busy={signIn.isPending}
        disabled={signIn.isError}
        onClick={() =>
          signIn.mutate(token, {
            onSuccess: () => {
              toast.success(messages.login.success);
              void navigate(paths.dashboard, { replace: true });
            },
          })
        }
      >
        {signIn.isPending ? t('auth.login.submitting') : t('auth.signInLink.submit')}
      </Button>
      <Link to={paths.login} className="text-center font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('auth.forgot.backToLogin')}
      </Link>
    </div>
  );
}
