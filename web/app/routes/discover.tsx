import { paths } from '#web/config/paths.ts';
import { useSession } from '#web/features/auth/api/auth-api.ts';
import { DiscoverPage } from '#web/features/discovery/components/discover-page.tsx';
import { RecommendedPage } from '#web/features/discovery/components/recommended-list.tsx';

/** /discover (spec §2): D15's upgrade banner goes to /premium-upgrade. */
export function DiscoverRoute() {
  const account = useSession().data;
  if (!account) return null;
  return (
    <DiscoverPage
      role={account.role}
      premium={account.membershipType === 'premium'}
      upgradeHref={paths.premiumUpgrade}
      profileHref={paths.profile}
    />
  );
}

/** /recommended (D36): today's whole list. */
export function RecommendedRoute() {
  const account = useSession().data;
  if (!account) return null;
  return (
    <RecommendedPage
      role={account.role}
      premium={account.membershipType === 'premium'}
      upgradeHref={paths.premiumUpgrade}
      myProfileHref={paths.myProfile}
      discoverHref={paths.discover}
      profileHref={paths.profile}
    />
  );
}
