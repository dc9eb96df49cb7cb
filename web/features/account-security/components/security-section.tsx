import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DevicesList } from './devices-list.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';

/** D35: the Security section of Settings: the password, two-factor sign-in and the signed-in devices. */
export function SecuritySection() {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">{t('accountSecurity.title')}</h2>
      <div className="mt-4 flex flex-col gap-8">
        <ChangePasswordForm />
        <TwoFactorSettings />
        <DevicesList />
      </div>
    </Card>
  );
}
