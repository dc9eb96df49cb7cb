import { useMaintenance } from '../api/maintenance-api.ts';
import { MaintenanceStaffBanner } from './maintenance-notice.tsx';

/** D42: over every signed-in screen of staff while maintenance mode is on. */
export function StaffMaintenanceBanner() {
  const maintenance = useMaintenance();
  return maintenance.data?.on ? <MaintenanceStaffBanner /> : null;
}
