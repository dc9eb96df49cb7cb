import { LanguageSelect } from '#web/components/language-select.tsx';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { INFO_PAGES } from '../info-pages.ts';
import { NAV_SECTIONS, scrollToSection, type SectionId } from '../sections.ts';
import { BrandMark, BrandName } from './brand-mark.tsx';

const linkClass = 'rounded text-slate-300 hover:text-white hover:underline';

/**
 * Spec §2 / D25: the public footer: the section anchors, the footer pages and the current year.
 * On the landing page the anchors scroll; elsewhere they lead to the landing page's section.
 */
export function LandingFooter({ onLanding }: { onLanding: boolean }) {
  const { t } = useTranslation();
  const follow = (id: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    scrollToSection(id);
  };
  const groups = [
    { key: 'support', pages: INFO_PAGES.filter((page) => page.group === 'support') },
    { key: 'legal', pages: INFO_PAGES.filter((page) => page.group === 'legal') },
  ];

  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-brand-500">
            <BrandMark />
            <BrandName className="text-white" />
          </p>
          <p className="text-sm">{t('footer.tagline')}</p>
          <LanguageSelect tone="dark" />
        </div>
        <nav aria-label={t('landing.footer.explore')}>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t('landing.footer.explore')}</h2>
          <ul className="mt-4 flex flex-col gap-2 text-sm">
            {NAV_SECTIONS.map((id) => (
              <li key={id}>
                {onLanding ? (
                  <a href={`#${id}`} onClick={follow(id)} className={linkClass}>
                    {t(`landing.nav.${id}`)}
                  </a>
                ) : (
                  <Link to={{ pathname: paths.home, hash: id }} className={linkClass}>
                    {t(`landing.nav.${id}`)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {groups.map((group) => (
          <nav key={group.key} aria-label={t(`landing.footer.${group.key}`)}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
              {t(`landing.footer.${group.key}`)}
            </h2>
            <ul className="mt-4 flex flex-col gap-2 text-sm">
              {group.pages.map((page) => (
                <li key={page.key}>
                  <Link to={page.path} className={linkClass}>
                    {t(page.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-slate-400">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
