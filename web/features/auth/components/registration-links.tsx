import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';

/*
 * The lines around the registration forms (the register page, a started profile's page, a closed
 * registration), apart from the form itself so that a page showing only them does not load it.
 */

/** 'Already have an account? Sign In', under the form and on the page of a closed registration (D31). */
export function SignInInstead() {
  const { t } = useTranslation();
  return (
    <p className="text-center text-sm text-slate-700">
      {t('auth.register.haveAccount')}{' '}
      <Link to={paths.login} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('auth.register.signInLink')}
      </Link>
    </p>
  );
}

/** D34: creating an account accepts the terms and the privacy policy; the form says so. */
export function TermsAcceptance() {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-slate-700">
      {t('auth.register.acceptanceStart')}{' '}
      <NewTabLink href={paths.info.termsOfService}>{t('footer.termsOfService')}</NewTabLink>{' '}
      {t('auth.register.acceptanceAnd')}{' '}
      <NewTabLink href={paths.info.privacyPolicy}>{t('footer.privacyPolicy')}</NewTabLink>
      {t('auth.register.acceptanceEnd')}
    </p>
  );
}

/**
 * A footer page opened beside the form, so that what was typed stays (D34's acceptance line). Plain
 * t() pieces rather than <Trans>, which would add 4 KB to the landing page's framework chunk.
 */
function NewTabLink({ href, children }: { href: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {children}
      <span className="sr-only"> {t('auth.register.opensInNewTab')}</span>
    </a>
  );
}
