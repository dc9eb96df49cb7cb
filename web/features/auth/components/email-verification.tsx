import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { useResendVerification, useVerifyEmail } from '../api/auth-api.ts';

/** D10: the page the verification mail links to; it confirms once, on arrival. */
export function VerifyEmail({ token, signedIn }: { token: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      {verify.isPending && <p>{t('auth.verify.working')}</p>}
      {verify.isSuccess && <FormAlert tone="success">{verify.data.message}</FormAlert>}
      {verify.isError && <FormAlert tone="error">{verify.error.message}</FormAlert>}
      {!verify.isPending && (
        <Link
          to={signedIn ? paths.dashboard : paths.login}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('auth.verify.continue')}
        </Link>
      )}
    </div>
  );
}

/** Shown to a signed-in member whose email is not confirmed yet (D10: they may use the app). */
export function VerificationBanner() {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <div className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm text-amber-900">
        <p>{resend.isSuccess ? t('auth.banner.sent') : t('auth.banner.unverified')}</p>
        {!resend.isSuccess && (
          <Button variant="secondary" size="sm" busy={resend.isPending} onClick={() => resend.mutate()}>
            {t('auth.banner.resend')}
          </Button>
        )}
      </div>
      {resend.isError && <FormAlert tone="error">{resend.error.message}</FormAlert>}
    </div>
  );
}
