import type { OwnAccount } from '#shared/schemas/account.ts';
import { AdminPanel } from '#web/features/admin/components/admin-panel.tsx';
import { addStrings } from '#web/lib/i18n.ts';
import adminStrings from '#web/locales/en/on-demand/admin.json';

// The panel's strings come with its code, not with the landing page (ADR 0013).
addStrings(adminStrings);

/** Spec §2: a super admin sees the Super Admin Panel on every path. */
export function AdminPanelRoute({ account }: { account: OwnAccount }) {
  return <AdminPanel displayName={account.firstName || account.email} />;
}
