import { useTranslation } from 'react-i18next';
import { AccountSection } from '#web/features/account-security/components/account-section.tsx';
import { SecuritySection } from '#web/features/account-security/components/security-section.tsx';
import { useSession } from '#web/features/auth/api/auth-api.ts';
import { CallSettingsSection } from '#web/features/calls/components/call-settings.tsx';
import { FamilySection } from '#web/features/family/components/family-section.tsx';
import { YourDataSection } from '#web/features/member-data/components/your-data-section.tsx';
import { NotificationSettingsSection } from '#web/features/notifications/components/notification-settings.tsx';
import { PhotoPrivacySection } from '#web/features/photos/components/photo-privacy-section.tsx';
import { DeactivateAccount } from '#web/features/profiles/components/deactivate-account.tsx';
import { useLeaveAfter } from './leave-after.ts';

/**
 * /settings (issue 23): the member's settings, one section per concern: Account (the email and the
 * spec's Deactivate Account, D35/D9), Security (D35), Privacy (who sees my photos, D33), Your data
 * (D34), Notifications (D30), Calls (D47) and Family (D45).
 */
export function SettingsRoute() {
  const { t } = useTranslation();
  const email = useSession().data?.email ?? '';
  const { signOut: afterDeactivation, afterDeletion } = useLeaveAfter();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('settingsPage.title')}</h1>
      <AccountSection email={email}>
        <section aria-labelledby="deactivate-heading" className="flex flex-col items-start gap-3">
          <h3 id="deactivate-heading" className="text-lg font-semibold text-slate-900">
            {t('accountSecurity.account.deactivateTitle')}
          </h3>
          <p className="text-sm text-slate-700">{t('accountSecurity.account.deactivateHint')}</p>
          <DeactivateAccount onDeactivated={afterDeactivation} />
        </section>
      </AccountSection>
      <SecuritySection />
      <PhotoPrivacySection />
      <YourDataSection onDeleted={afterDeletion} />
      <NotificationSettingsSection />
      <CallSettingsSection />
      <FamilySection />
    </div>
  );
}
