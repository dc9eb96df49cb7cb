/**
 * The service worker (web/public/sw.js) shows Web Push notifications (D30); it caches nothing.
 * Registered when the app starts in a production build, and by the push control before it
 * subscribes (so that pushes can be tried in development too).
 */
export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!serviceWorkerSupported()) return undefined;
  return navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
}

/** At start-up, production builds only; a failure leaves the app as it is, without pushes. */
export function registerServiceWorkerOnStart() {
  if (!import.meta.env.PROD || !serviceWorkerSupported()) return;
  window.addEventListener('load', () => {
    registerServiceWorker().catch(() => undefined);
  });
}
