import { useEffect, useState } from 'react';

/** Spec §9: the splash shows for 2000 ms. */
export const SPLASH_MS = 2000;
const FADE_MS = 300;
/** D24: once per browser session. The flag holds nothing personal. */
const SEEN_KEY = 'dm.splash-seen';

function alreadySeen(): boolean {
  try {
    return window.sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return true; // storage refused: better no splash than one on every visit
  }
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Whether the splash is still to be shown now: not yet seen in this browser session, within its 2 s. */
export function splashIsDue(): boolean {
  return !alreadySeen() && performance.now() < SPLASH_MS;
}

export type SplashPhase = 'showing' | 'leaving' | 'gone';

/**
 * The phase at this moment. The 2 s count from the page's load (performance.now() is 0 when the
 * navigation began), not from when the landing page's code arrived: a slow start shortens the
 * splash instead of leaving it over the hero at 3 s (issue 24). It fades during its last 300 ms,
 * or simply goes for a visitor who asks for reduced motion (D24).
 */
function phaseAt(now: number): SplashPhase {
  if (now >= SPLASH_MS) return 'gone';
  if (reducedMotion()) return 'showing';
  return now >= SPLASH_MS - FADE_MS ? 'leaving' : 'showing';
}

function nextChangeIn(phase: SplashPhase, now: number): number {
  const at = phase === 'showing' && !reducedMotion() ? SPLASH_MS - FADE_MS : SPLASH_MS;
  return Math.max(0, at - now);
}

function markSeen() {
  try {
    window.sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Private modes may refuse storage; the splash then shows once per page load.
  }
}

/** 'showing' on the first landing visit of a browser session, 'leaving' while it fades, then 'gone'. */
export function useSplash(): SplashPhase {
  const [phase, setPhase] = useState<SplashPhase>(() => (alreadySeen() ? 'gone' : phaseAt(performance.now())));
  useEffect(markSeen, []);
  useEffect(() => {
    if (phase === 'gone') return;
    const timer = setTimeout(
      () => setPhase(phase === 'showing' && !reducedMotion() && performance.now() < SPLASH_MS ? 'leaving' : 'gone'),
      nextChangeIn(phase, performance.now()),
    );
    return () => clearTimeout(timer);
  }, [phase]);
  return phase;
}
