import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CHURCH_ERRORS, type ChurchError } from '#shared/schemas/church-sign-in.ts';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { currentLanguage } from '#web/lib/i18n.ts';
import { useChurchSignIn } from '../api/church-sign-in-api.ts';

const isChurchError = (code: string | null): code is ChurchError =>
  code !== null && (CHURCH_ERRORS as readonly string[]).includes(code);

/**
 * D48 on the sign-in page: 'Sign in with {label}' when the office turned church sign-in on (a
 * full-page visit to our start route, which sends the browser to the church's provider), the
 * terms a first sign-in accepts (D34, as the registration form says it), and, when the provider's
 * way back ended on this page, why, in the member's language.
 */
export function ChurchSignIn({ alone = false }: { alone?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const church = useChurchSignIn();
  const code = params.get('church_error');
  const start = `/api/auth/church/start?${new URLSearchParams({ language: currentLanguage() }).toString()}`;
  return (
    <>
      {isChurchError(code) && (
        <FormAlert tone="error">
          <p>{t(`auth.church.errors.${code}`)}</p>
        </FormAlert>
      )}
      {church.data?.on && (
        <div className="flex flex-col gap-3">
          <ButtonLink to={start} reloadDocument variant="secondary" size="lg" className="w-full">
            {t('auth.church.button', { label: church.data.label })}
          </ButtonLink>
          <p className="text-sm text-slate-700">
            {t('auth.church.acceptanceStart', { label: church.data.label })}{' '}
            <a href={paths.info.termsOfService} target="_blank" rel="noreferrer" className={link}>
              {t('footer.termsOfService')}
              <span className="sr-only"> {t('auth.register.opensInNewTab')}</span>
            </a>{' '}
            {t('auth.register.acceptanceAnd')}{' '}
            <a href={paths.info.privacyPolicy} target="_blank" rel="noreferrer" className={link}>
              {t('footer.privacyPolicy')}
              <span className="sr-only"> {t('auth.register.opensInNewTab')}</span>
            </a>
            .
          </p>
          {!alone && (
            <p className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
              <span className="h-px flex-1 bg-slate-200" />
              {t('auth.church.or')}
              <span className="h-px flex-1 bg-slate-200" />
            </p>
          )}
        </div>
      )}
    </>
  );
}

const link = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * D48 on the registration page while members' password sign-in is off: new members join through
 * the church (the server refuses the form then), so the page says so and offers the button alone.
 */
export function ChurchJoin({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t('auth.church.joinWithChurch', { label })}</p>
      <ChurchSignIn alone />
    </div>
  );
}
