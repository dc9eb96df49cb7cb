import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OwnAccount } from '#shared/schemas/account.ts';
import { twoFactorMessages } from '#shared/schemas/two-factor.ts';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TwoFactorSetup } from '#web/features/account-security/components/two-factor-setup.tsx';
import { AdminPanel } from '#web/features/admin/components/admin-panel.tsx';
import { sessionQueryKey } from '#web/features/auth/api/session-api.ts';

// The panel's strings come with its code, not with the landing page (ADR 0013).

/**
 * Spec §2: a super admin sees the Super Admin Panel on every path. D35: until their two-factor
 * sign-in is on, the panel shows only its setup (the server refuses every admin route until then);
 * once the recovery codes are saved, the session is read again and the panel opens.
 */
export function AdminPanelRoute({ account }: { account: OwnAccount }) {
  if (!account.twoFactorEnabled) return <TwoFactorFirst />;
  return <AdminPanel displayName={account.firstName || account.email} />;
}

function TwoFactorFirst() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.title')}</h1>
      <FormAlert tone="info">{twoFactorMessages.setupRequired}</FormAlert>
      <Card>
        <h2 className="text-xl font-semibold text-slate-900">{t('twoFactor.adminSetup.title')}</h2>
        <p className="mt-2 text-sm text-slate-700">{t('twoFactor.adminSetup.explain')}</p>
        <div className="mt-4">
          <TwoFactorSetup onDone={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })} />
        </div>
      </Card>
    </div>
  );
}
