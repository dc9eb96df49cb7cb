import { SPLASH_MS, splashIsDue } from './hooks/use-splash.ts';

/**
 * The splash itself is index.html's #splash, not a React element: the server shows it at '/' to a
 * visitor with its words in their language (server/plugins/web-app.ts), so that the words are in
 * the first paint, before any script has arrived (issue 43). The landing page takes that very
 * element over (components/splash.tsx): one copy of the words, read once by a screen reader, with
 * no flash and no animation started again. Under the Vite dev server (no server's pass over
 * index.html) it is hidden until the landing page shows it, with the words then.
 */
const splashElement = () => document.getElementById('splash');

export function removeSplash() {
  splashElement()?.remove();
}

/**
 * Before the app's first render (web/main.tsx): a splash that is not due (seen already in this
 * browser session, D24, or its 2 s since the navigation are over) goes at once; otherwise it goes
 * when those 2 s are over, at the latest, even if the landing page never takes it over (a member's
 * page, a failed session check).
 */
export function settleSplash() {
  if (!splashIsDue()) return removeSplash();
  setTimeout(removeSplash, SPLASH_MS - performance.now());
}

/** Shows the splash with `text` (the app's language may differ from the server's pick), fading if `leaving`. */
export function showSplash(text: string, leaving: boolean) {
  const element = splashElement();
  if (!element) return;
  const status = element.querySelector('[role="status"]');
  if (status && status.textContent !== text) status.textContent = text;
  element.hidden = false;
  element.classList.toggle('opacity-0', leaving);
  element.classList.toggle('pointer-events-none', leaving);
}
