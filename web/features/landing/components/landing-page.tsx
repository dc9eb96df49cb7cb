import '../landing.css';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isSectionId } from '../sections.ts';
import { AboutSection } from './about-section.tsx';
import { BackToTop } from './back-to-top.tsx';
import { ContactSection } from './contact-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { LandingHeader } from './landing-header.tsx';
import { MissionSection } from './mission-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { SplashGate } from './splash.tsx';

/**
 * Spec §2 Landing page. The page renders beneath the splash (inert until it lifts), so it is ready
 * the moment the 2 s are over (D24: once per browser session). The header and hero render first;
 * the sections below the fold follow in a transition, which React renders in small slices, so the
 * page answers input at once on slow phones. `notice` (maintenance mode, D42) leads the main content.
 */
export function LandingPage({ notice }: { notice?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const [belowTheFold, setBelowTheFold] = useState(false);

  useEffect(() => startTransition(() => setBelowTheFold(true)), []);

  // Arriving from another page at /#pricing: the section exists only now.
  useEffect(() => {
    const id = hash.slice(1);
    if (belowTheFold && isSectionId(id)) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, belowTheFold]);

  return (
    <SplashGate>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <LandingHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* D42: the church office's maintenance message, when it is on (composed in web/app). */}
        {notice}
        <HeroSection />
        {belowTheFold && (
          <>
            <AboutSection />
            <MissionSection />
            <FeaturesSection />
            <PricingSection />
            <ContactSection />
          </>
        )}
      </main>
      {belowTheFold && <LandingFooter onLanding />}
      <BackToTop />
    </SplashGate>
  );
}
