import type { ReactNode } from 'react';
import { paths } from '#web/config/paths.ts';
import { InfoPage } from '#web/features/landing/components/info-page.tsx';
import { PublicLayout } from '#web/features/landing/components/public-layout.tsx';
import { UpgradePage } from '#web/features/landing/components/upgrade-page.tsx';
import { FullAccessPage } from '#web/features/landing/components/full-access-page.tsx';
import { usePublicSettings } from '#web/lib/public-settings.ts';
import type { InfoPageKey } from '#web/features/landing/info-pages.ts';
import { PremiumUpgradeSwitch } from '#web/features/premium-requests/components/premium-request-page.tsx';

/**
 * Pages open to everyone (spec §2 /premium-upgrade; D25 footer pages). Signed in they sit inside
 * the member layout (app-shell.tsx); signed out inside the public one.
 */
function Frame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return signedIn ? children : <PublicLayout>{children}</PublicLayout>;
}

export function UpgradeRoute({ signedIn }: { signedIn: boolean }) {
  // D41: in 'Everyone has full access' the page says every feature is every member's.
  const fullAccess = usePublicSettings().data?.membershipMode === 'full_access';
  const fallbackPath = signedIn ? paths.dashboard : paths.home;
  return (
    <Frame signedIn={signedIn}>
      {fullAccess ? (
        <FullAccessPage fallbackPath={fallbackPath} />
      ) : signedIn ? (
        // D41: a member of a church that grants Premium asks its office here.
        <PremiumUpgradeSwitch otherwise={<UpgradePage fallbackPath={fallbackPath} />} />
      ) : (
        <UpgradePage fallbackPath={fallbackPath} />
      )}
    </Frame>
  );
}

export function InfoRoute({ page, signedIn }: { page: InfoPageKey; signedIn: boolean }) {
  return (
    <Frame signedIn={signedIn}>
      <InfoPage page={page} />
    </Frame>
  );
}
