import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/cn.ts';
import type { SplashPhase } from '../hooks/use-splash.ts';
import { BrandMark } from './brand-mark.tsx';

/** Spec §2 / D24: 'Preparing your spiritual journey...' over the landing page, which loads beneath it. */
export function Splash({ phase }: { phase: SplashPhase }) {
  const { t } = useTranslation();
  if (phase === 'gone') return null;
  return (
    <div
      data-testid="splash"
      className={cn(
        'fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-gradient-to-br from-brand-800 via-brand-700 to-rose-600 text-white transition-opacity duration-300',
        phase === 'leaving' && 'pointer-events-none opacity-0',
      )}
    >
      <div className="splash-mark rounded-full bg-white/15 p-6 ring-1 ring-white/30">
        <BrandMark className="size-16 text-white [&>path:last-child]:fill-brand-700" />
      </div>
      <p role="status" className="px-6 text-center text-xl font-medium tracking-wide">
        {t('landing.splash')}
      </p>
      <div className="splash-bar h-1 w-40 overflow-hidden rounded-full bg-white/25" aria-hidden="true">
        <div className="h-full w-full origin-left rounded-full bg-white" />
      </div>
    </div>
  );
}
