import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router';
import type { OwnAccount } from '#shared/schemas/account.ts';
import { useMemberLanguage } from '#web/features/auth/api/language-api.ts';
import { VerificationBanner } from '#web/features/auth/components/email-verification.tsx';
import { StaffMaintenanceBanner } from '#web/features/maintenance/components/staff-maintenance-banner.tsx';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Issue 44: a member's match moment, over whatever screen is open (loaded on demand, ADR 0013). */
const MatchMoment = lazyNamed(() => import('../match-moment.tsx'), 'MatchMoment', ['interests']);
/** D47: the member's live call (ringing, connected) over whatever screen is open. */
const CallOverlay = lazyNamed(() => import('#web/features/calls/components/call-overlay.tsx'), 'CallOverlay', [
  'calls',
]);

/**
 * The shared header and footer of every signed-in screen (spec §2). An open conversation fills the
 * window below the header instead, with no footer: its history scrolls inside it, its composer stays
 * at the bottom, and the page itself does not scroll (issue 44).
 */
export function SignedInLayout({ account, children }: { account: OwnAccount; children: ReactNode }) {
  const { t } = useTranslation();
  useMemberLanguage();
  const fill = useMatch('/messages/:conversationId') !== null;
  return (
    <div className={fill ? 'flex h-dvh flex-col' : 'flex min-h-screen flex-col'}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <SiteHeader account={account} />
      {!account.emailVerified && <VerificationBanner accountId={account.id} />}
      {account.role !== 'user' && <StaffMaintenanceBanner />}
      <main
        id="main"
        className={`mx-auto w-full max-w-6xl flex-1 px-4 ${fill ? 'flex min-h-0 flex-col py-3 sm:py-4' : 'py-4 sm:py-8'}`}
      >
        {/* Screens load on demand (ADR 0013); the header and footer stay while one arrives. */}
        <Suspense
          fallback={
            <p role="status" className="py-16 text-center text-slate-700">
              {t('common.loading')}
            </p>
          }
        >
          {children}
        </Suspense>
      </main>
      {!fill && <SiteFooter />}
      {account.role === 'user' && !account.relative && (
        <Suspense fallback={null}>
          <MatchMoment />
          <CallOverlay />
        </Suspense>
      )}
    </div>
  );
}
