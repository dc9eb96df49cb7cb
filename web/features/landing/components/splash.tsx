import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSplash, type SplashPhase } from '../hooks/use-splash.ts';
import { removeSplash, showSplash } from '../splash-overlay.ts';

/**
 * Spec §2 / D24: 'Preparing your spiritual journey...' over the landing page, which loads beneath
 * it. The splash is index.html's, in the first paint (issue 43, splash-overlay.ts): this drives it
 * through its phases, in the app's language, and renders nothing of its own.
 */
export function Splash({ phase }: { phase: SplashPhase }) {
  const { t } = useTranslation();
  const text = t('landing.splash');
  useLayoutEffect(() => {
    if (phase === 'gone') removeSplash();
    else showSplash(text, phase === 'leaving');
  }, [phase, text]);
  return null;
}

/**
 * The splash over its page, which is inert (no focus, no clicks, hidden from screen readers) until
 * the splash lifts. Only this component re-renders when it does: `children` is the same element.
 */
export function SplashGate({ children }: { children: ReactNode }) {
  const phase = useSplash();
  return (
    <>
      <Splash phase={phase} />
      <div inert={phase === 'showing'} className="flex min-h-screen flex-col">
        {children}
      </div>
    </>
  );
}
