import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { NotificationSettingsSection } from '#web/features/notifications/components/notification-settings.tsx';
import { UnsubscribePage } from '#web/features/notifications/components/unsubscribe-page.tsx';
import { PublicLayout } from '#web/features/landing/components/public-layout.tsx';
import notificationStrings from '#web/locales/en/on-demand/notifications.json';
import { addStrings } from '#web/lib/i18n.ts';

addStrings(notificationStrings);

/** /settings: the member's settings, one section per concern (D30's Notifications first). */
export function SettingsRoute() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('settingsPage.title')}</h1>
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
