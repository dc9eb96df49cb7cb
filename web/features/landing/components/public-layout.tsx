import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { BrandMark, BrandName } from './brand-mark.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { linkButtonClass } from './landing-header.tsx';

/** The frame of the public pages (upgrade, footer pages) for visitors who are not signed in. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white/95">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <Link
            to={paths.home}
            className="flex items-center gap-2 rounded-md text-brand-700"
            aria-label={t('landing.nav.home')}
          >
            <BrandMark />
            <BrandName className="hidden whitespace-nowrap text-slate-900 sm:inline" />
          </Link>
          <div className="flex items-center gap-2">
            <Link to={paths.login} className={linkButtonClass('secondary')}>
              {t('landing.nav.signIn')}
            </Link>
            <Link to={paths.register} className={linkButtonClass('primary')}>
              {t('landing.nav.register')}
            </Link>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 outline-none sm:py-16">
        {children}
      </main>
      <LandingFooter onLanding={false} />
    </div>
  );
}
