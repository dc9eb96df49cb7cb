import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { ChangeEmailForm } from './change-email-form.tsx';

/**
 * D35: the Account section of Settings: the email, then what the route adds below (the spec's
 * Deactivate Account, which moved here from My Profile).
 */
export function AccountSection({ email, children }: { email: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">{t('accountSecurity.account.title')}</h2>
      <div className="mt-4 flex flex-col gap-8">
        <ChangeEmailForm currentEmail={email} />
        {children}
      </div>
    </Card>
  );
}
