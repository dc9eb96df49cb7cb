import '../landing.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useActiveSection } from '../hooks/use-active-section.ts';
import { useSplash } from '../hooks/use-splash.ts';
import { isSectionId, NAV_SECTIONS, SECTION_IDS, type SectionId } from '../sections.ts';
import { AboutSection } from './about-section.tsx';
import { BackToTop } from './back-to-top.tsx';
import { ContactSection } from './contact-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { LandingHeader } from './landing-header.tsx';
import { MissionSection } from './mission-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { Splash } from './splash.tsx';

/**
 * Spec §2 Landing page. The page renders beneath the splash (inert until it lifts), so it is ready
 * the moment the 2 s are over (D24: once per browser session).
 */
export function LandingPage() {
  const { t } = useTranslation();
  const splash = useSplash();
  const active = useActiveSection(SECTION_IDS);
  const { hash } = useLocation();

  // Arriving from another page at /#pricing: the section exists only now.
  useEffect(() => {
    const id = hash.slice(1);
    if (isSectionId(id)) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const highlighted = active && (NAV_SECTIONS as readonly SectionId[]).includes(active) ? active : undefined;

  return (
    <>
      <Splash phase={splash} />
      <div inert={splash === 'showing'} className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t('app.skipToContent')}
        </a>
        <LandingHeader active={highlighted} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <HeroSection />
          <AboutSection />
          <MissionSection />
          <FeaturesSection />
          <PricingSection />
          <ContactSection />
        </main>
        <LandingFooter onLanding />
        <BackToTop />
      </div>
    </>
  );
}
