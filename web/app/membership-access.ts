import { hasPremiumAccess, showsTiers } from '#shared/rules/membership.ts';
import { usePublicSettings } from '#web/lib/public-settings.ts';
import { useSession } from '#web/features/auth/api/auth-api.ts';

/**
 * D41 for the screens: whether the signed-in member has what Premium gives (their membership, or
 * everyone in 'Everyone has full access') and whether tiers are shown at all (badge, Upgrade
 * buttons and banners, the reveal counter). The server applies the same rule
 * (`shared/rules/membership.ts`); a live 'settings' event refetches the model when it changes.
 * Until the model is known no tier is advertised, so a full-access church never flashes an Upgrade.
 */
export function useMemberAccess() {
  const membershipType = useSession().data?.membershipType;
  const mode = usePublicSettings().data?.membershipMode;
  return {
    premium: membershipType !== undefined && hasPremiumAccess(membershipType, mode ?? 'free_and_premium'),
    tiers: mode !== undefined && showsTiers(mode),
    fullAccess: mode === 'full_access',
  };
}
