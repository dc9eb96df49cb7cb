import { startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { OwnAccount } from '#shared/schemas/account.ts';
import { paths } from '#web/config/paths.ts';
import { fetchSession } from '#web/features/auth/api/session-api.ts';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { LandingRoute } from './routes/landing.tsx';

// The shared messages (servers' answers, forms' rules) and the closed sets' values (issue 44) in the
// chosen language come with the full app (D37).
const FullApp = lazyNamed(() => import('./full-app.tsx'), 'FullApp', ['spec', 'enums']);

type FirstSession = { state: 'pending' } | { state: 'known'; account: OwnAccount | null } | { state: 'failed' };

/**
 * The first thing the browser runs (ADR 0013). It asks the server who is signed in with a plain
 * fetch; a visitor at '/' gets the landing page straight from here, with no more code than the
 * page needs. Anything else — a member, another path, a click to /login — loads the full app
 * (TanStack Query, the route table of app-shell.tsx, every screen), which then stays.
 */
export function FrontDoor() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [session, setSession] = useState<FirstSession>({ state: 'pending' });
  const [fullApp, setFullApp] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchSession(controller.signal).then(
      // A transition: React renders the first page in small slices, so a slow phone stays responsive.
      (account) => startTransition(() => setSession({ state: 'known', account })),
      (error: unknown) => {
        if ((error as Error).name !== 'AbortError') setSession({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  const known = session.state !== 'pending';
  const visitorAtHome = session.state === 'known' && session.account === null && pathname === paths.home;
  const showFullApp = fullApp || (known && !visitorAtHome);
  if (showFullApp && !fullApp) setFullApp(true); // once loaded, the full app stays

  const initializing = (
    <p role="status" className="flex min-h-screen items-center justify-center text-slate-700">
      {t('app.initializing')}
    </p>
  );
  if (showFullApp) {
    return (
      <Suspense fallback={initializing}>
        {/* A failed first ask is asked again, with retries, by the app's own session query. */}
        <FullApp initialSession={session.state === 'known' ? session.account : undefined} />
      </Suspense>
    );
  }
  if (!known) return initializing;
  return <LandingRoute />;
}
