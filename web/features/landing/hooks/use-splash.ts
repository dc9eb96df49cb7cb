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

export type SplashPhase = 'showing' | 'leaving' | 'gone';

/** 'showing' for 2 s on the first landing visit of a browser session, 'leaving' while it fades. */
export function useSplash(): SplashPhase {
  const [phase, setPhase] = useState<SplashPhase>(() => (alreadySeen() ? 'gone' : 'showing'));
  useEffect(() => {
    if (phase === 'gone') return;
    try {
      window.sessionStorage.setItem(SEEN_KEY, '1');
    } catch {
      // Private modes may refuse storage; the splash then shows once per page load.
    }
    const timer = setTimeout(
      () => setPhase(phase === 'showing' ? 'leaving' : 'gone'),
      phase === 'showing' ? SPLASH_MS : FADE_MS,
    );
    return () => clearTimeout(timer);
  }, [phase]);
  return phase;
}
