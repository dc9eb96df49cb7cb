import './member-strings.ts';
import { paths } from '#web/config/paths.ts';
import { BlockedPage } from '#web/features/blocks/components/blocked-page.tsx';
import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx';
import { MyInterestsPage } from '#web/features/interests/components/my-interests-page.tsx';
import { ShortlistPage } from '#web/features/shortlists/components/shortlist-page.tsx';

/** /dashboard (spec §2). */
export function DashboardRoute() {
  return <DashboardPage myProfileHref={paths.myProfile} upgradeHref={paths.premiumUpgrade} />;
}

/** /my-interests (spec §2, §4). */
export function MyInterestsRoute() {
  return <MyInterestsPage profileHref={paths.profile} />;
}

/** /shortlist (spec §2): premium members add; anyone may still remove old entries (§6). */
export function ShortlistRoute() {
  return <ShortlistPage profileHref={paths.profile} discoverHref={paths.discover} />;
}

/** /blocked (spec §2). */
export function BlockedRoute() {
  return <BlockedPage />;
}
