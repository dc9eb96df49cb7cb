import { paths } from '#web/config/paths.ts';
import { useSession } from '#web/features/auth/api/auth-api.ts';
import { DiscoverPage } from '#web/features/discovery/components/discover-page.tsx';
import { RecommendedPage } from '#web/features/discovery/components/recommended-list.tsx';
import { useMemberAccess } from '../membership-access.ts';

/** /discover (spec §2): D15's upgrade banner goes to /premium-upgrade. */
export function DiscoverRoute() {
  const account = useSession().data;
  const access = useMemberAccess();
  if (!account) return null;
  return (
    <DiscoverPage
      role={account.role}
      premium={access.premium}
      tiers={access.tiers}
      upgradeHref={paths.premiumUpgrade}
      profileHref={paths.profile}
    />
  );
}

/** /recommended (D36): today's whole list. */
export function RecommendedRoute() {
  const account = useSession().data;
  const access = useMemberAccess();
  if (!account) return null;
  return (
    <RecommendedPage
      role={account.role}
      premium={access.premium}
      upgradeHref={paths.premiumUpgrade}
      myProfileHref={paths.myProfile}
      discoverHref={paths.discover}
      profileHref={paths.profile}
    />
  );
}
