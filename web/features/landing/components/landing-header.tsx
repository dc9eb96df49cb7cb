import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { useActiveSection } from '../hooks/use-active-section.ts';
import { NAV_SECTIONS, scrollToSection, SECTION_IDS, type SectionId } from '../sections.ts';
import { BrandMark, BrandName } from './brand-mark.tsx';
import { LanguageSelect } from '#web/components/language-select.tsx';
import { MenuToggle } from '#web/components/ui/menu-toggle.tsx';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
} as const;

const sizes = { md: 'h-10 px-4 text-sm', lg: 'h-12 px-6 text-base' } as const;

/** A link that looks like a button. Display and size are options because cn() does not merge classes. */
export function linkButtonClass(
  variant: keyof typeof variants,
  { display = 'inline-flex', size = 'md' }: { display?: string; size?: keyof typeof sizes } = {},
) {
  return cn(
    display,
    sizes[size],
    'items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    variants[variant],
  );
}

/**
 * Spec §2: the fixed landing header. Section links scroll smoothly and the one being read is
 * highlighted; below the lg breakpoint they move into a menu.
 */
export function LandingHeader() {
  const { t } = useTranslation();
  const current = useActiveSection(SECTION_IDS);
  const active = current && (NAV_SECTIONS as readonly SectionId[]).includes(current) ? current : undefined;
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const follow = (id: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setMenuOpen(false);
    scrollToSection(id);
  };

  const sectionLink = (id: SectionId, mobile: boolean) => (
    <a
      href={`#${id}`}
      onClick={follow(id)}
      aria-current={active === id ? 'true' : undefined}
      className={cn(
        'rounded-md text-sm font-medium transition-colors aria-[current]:text-brand-700',
        mobile
          ? 'block px-3 py-3 text-base text-slate-800 hover:bg-brand-50 aria-[current]:bg-brand-50'
          : 'relative px-3 py-2 text-slate-700 hover:text-brand-700 aria-[current]:after:absolute aria-[current]:after:inset-x-3 aria-[current]:after:-bottom-0.5 aria-[current]:after:h-0.5 aria-[current]:after:rounded-full aria-[current]:after:bg-brand-600',
      )}
    >
      {t(`landing.nav.${id}`)}
    </a>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <a
          href="#hero"
          onClick={follow('hero')}
          className="flex items-center gap-2 rounded-md text-brand-700"
          aria-label={t('landing.nav.home')}
        >
          <BrandMark />
          <BrandName className="whitespace-nowrap text-slate-900" />
        </a>
        <nav aria-label={t('landing.nav.label')} className="hidden lg:block">
          <ul className="flex gap-1">
            {NAV_SECTIONS.map((id) => (
              <li key={id}>{sectionLink(id, false)}</li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSelect className="hidden lg:flex" />
          <Link to={paths.login} className={linkButtonClass('secondary', { display: 'hidden sm:inline-flex' })}>
            {t('landing.nav.signIn')}
          </Link>
          <Link to={paths.register} className={linkButtonClass('primary')}>
            {t('landing.nav.register')}
          </Link>
          <MenuToggle open={menuOpen} onToggle={() => setMenuOpen((open) => !open)} controls="landing-menu" />
        </div>
      </div>
      {menuOpen && (
        <nav
          id="landing-menu"
          aria-label={t('landing.nav.label')}
          className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden"
        >
          <ul className="flex flex-col">
            {NAV_SECTIONS.map((id) => (
              <li key={id}>{sectionLink(id, true)}</li>
            ))}
          </ul>
          <Link
            to={paths.login}
            className={cn(linkButtonClass('secondary', { display: 'flex sm:hidden' }), 'mt-3 w-full')}
          >
            {t('landing.nav.signIn')}
          </Link>
          <LanguageSelect className="mt-3" />
        </nav>
      )}
    </header>
  );
}
