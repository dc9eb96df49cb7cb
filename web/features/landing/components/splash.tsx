import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/cn.ts';
import { useSplash, type SplashPhase } from '../hooks/use-splash.ts';
import { BrandMark } from './brand-mark.tsx';

/** Spec §2 / D24: 'Preparing your spiritual journey...' over the landing page, which loads beneath it. */
export function Splash({ phase }: { phase: SplashPhase }) {
  const { t } = useTranslation();
  if (phase === 'gone') return null;
  return (
    <div
      data-testid="splash"
      className={cn(
        'fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-gradient-to-b from-brand-50 via-white to-white text-slate-900 transition-opacity duration-300 motion-reduce:transition-none',
        phase === 'leaving' && 'pointer-events-none opacity-0',
      )}
    >
      <div className="splash-mark rounded-full bg-white p-6 shadow-xl ring-1 shadow-brand-700/15 ring-brand-100">
        <BrandMark className="size-16 text-brand-700" />
      </div>
      <p role="status" className="px-6 text-center text-xl font-medium tracking-wide text-slate-800">
        {t('landing.splash')}
      </p>
      <div className="splash-bar h-1 w-40 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
        <div className="h-full w-full origin-left rounded-full bg-brand-600" />
      </div>
    </div>
  );
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
