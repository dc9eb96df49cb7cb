import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { SecuritySection } from '#web/features/account-security/components/security-section.tsx';
import { NotificationSettingsSection } from '#web/features/notifications/components/notification-settings.tsx';
import { UnsubscribePage } from '#web/features/notifications/components/unsubscribe-page.tsx';
import { PublicLayout } from '#web/features/landing/components/public-layout.tsx';
import notificationStrings from '#web/locales/en/on-demand/notifications.json';
import accountSecurityStrings from '#web/locales/en/on-demand/account-security.json';
import { addStrings } from '#web/lib/i18n.ts';

addStrings(notificationStrings);
addStrings(accountSecurityStrings);

/** /settings: the member's settings, one section per concern (D35's Security, D30's Notifications). */
export function SettingsRoute() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('settingsPage.title')}</h1>
      <SecuritySection />
      <NotificationSettingsSection />
    </div>
  );
}

/** /unsubscribe?token=… (D30): works signed in or not. */
export function UnsubscribeRoute({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const page = <UnsubscribePage token={params.get('token') ?? ''} settingsHref={paths.settings} />;
  return signedIn ? page : <PublicLayout>{page}</PublicLayout>;
}
