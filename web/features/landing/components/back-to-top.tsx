import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useScrolledPast } from '../hooks/use-active-section.ts';
import { prefersReducedMotion } from '../hooks/use-reduced-motion.ts';

/** Spec §2 / §9: appears once the page is scrolled past 300 px. */
export const BACK_TO_TOP_PX = 300;

export function BackToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(BACK_TO_TOP_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t('landing.backToTop')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        document.getElementById('hero')?.focus({ preventScroll: true });
      }}
      className="fade-in fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:right-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
