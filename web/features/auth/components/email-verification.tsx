import { Mail, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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

/** Where a dismissed banner is remembered: for this tab's session, for the member who dismissed it. */
const DISMISSED_KEY = 'dm.verification-banner-dismissed';

function dismissedFor(accountId: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === accountId;
  } catch {
    return false;
  }
}

/**
 * Shown to a signed-in member whose email is not confirmed yet (D10: they may use the app): one
 * compact line with the resend action, dismissible for the session (issue 44); a new session
 * shows it again while the email is still unconfirmed.
 */
export function VerificationBanner({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const [dismissed, setDismissed] = useState(() => dismissedFor(accountId));
  if (dismissed) return null;

  function dismiss() {
    try {
      sessionStorage.setItem(DISMISSED_KEY, accountId);
    } catch {
      // Without storage it is dismissed for this page only.
    }
    setDismissed(true);
  }

  return (
    // No landmark name: a name with 'Email' in it would be found by a search for the Email field.
    <div data-testid="email-banner" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-1.5 text-sm text-amber-900">
        <Mail aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
        <p className="line-clamp-2 min-w-0 flex-1">
          {resend.isSuccess ? t('auth.banner.sent') : t('auth.banner.unverified')}
        </p>
        {!resend.isSuccess && (
          <button
            type="button"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
            className="shrink-0 rounded font-medium whitespace-nowrap underline underline-offset-2 hover:text-amber-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 disabled:opacity-60"
          >
            {t('auth.banner.resend')}
          </button>
        )}
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('auth.banner.dismiss')}
          title={t('auth.banner.dismiss')}
          className="-mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {resend.isError && <FormAlert tone="error">{resend.error.message}</FormAlert>}
    </div>
  );
}
