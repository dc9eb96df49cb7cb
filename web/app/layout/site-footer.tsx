import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '#web/components/language-select.tsx';
import { paths } from '#web/config/paths.ts';
import { useChooseMemberLanguage } from '#web/features/auth/api/language-api.ts';

const LINKS = [
  ['help', paths.info.help],
  ['safety', paths.info.safety],
  ['communityGuidelines', paths.info.communityGuidelines],
  ['privacyPolicy', paths.info.privacyPolicy],
  ['termsOfService', paths.info.termsOfService],
  ['cookies', paths.info.cookies],
  ['accessibility', paths.info.accessibility],
] as const;

/** D25: the copyright shows the current year. */
export function SiteFooter() {
  const { t } = useTranslation();
  const chooseLanguage = useChooseMemberLanguage();
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:py-6">
        <div className="flex flex-col gap-2 sm:gap-3">
          <p>{t('footer.tagline')}</p>
          <LanguageSelect onChoose={chooseLanguage} />
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {LINKS.map(([key, href]) => (
              <li key={key}>
                <Link to={href} className="hover:text-brand-700 hover:underline">
                  {t(`footer.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="pb-4 text-center text-xs text-slate-600 sm:pb-6">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
