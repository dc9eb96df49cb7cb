import { LandingPage } from '#web/features/landing/components/landing-page.tsx';
import { useMaintenanceNotice } from '#web/features/maintenance/api/maintenance-notice-api.ts';
import { MaintenanceNotice } from '#web/features/maintenance/components/maintenance-notice.tsx';

/**
 * Spec §2: '/' for visitors. Loaded with the app shell; everything behind sign-in is lazy (ADR 0013).
 * While maintenance mode is on (D42) the page leads with the church office's message.
 */
export function LandingRoute() {
  const maintenance = useMaintenanceNotice();
  return <LandingPage notice={maintenance?.on ? <MaintenanceNotice maintenance={maintenance} /> : undefined} />;
}
