import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { ChurchDirectory } from './church-directory.tsx';
import { ChurchSignInSettingsCard } from './church-sign-in.tsx';
import { DataRetention } from './data-retention.tsx';
import { MaintenanceSettings } from './maintenance-settings.tsx';
import { ModerationSettings } from './moderation-settings.tsx';
import { PasswordPolicy } from './password-policy.tsx';
import { PremiumPlansSettings } from './premium-plans-settings.tsx';
import { ScheduledBackups } from './scheduled-backups.tsx';
import { SessionPolicy } from './session-policy.tsx';

/**
 * Spec §9's System Settings list, grouped; every item stays an inert button (D23) until it is built.
 * Registration is built (D31): it is the moderation card's switch above; Premium plans (D41) its own card.
 */
const GROUPS = [
  // Maintenance mode (D42) and Premium plans (D41) are built: each is a card of its own above; so is the
  // password and session policies and data retention (D42), so are scheduled backups (issue 49), and
  // blocked words are kept on the Moderation page (D42).
  { key: 'platform', items: ['verification'] },
  { key: 'membership', items: ['paymentGateway', 'subscriptions'] },
  { key: 'moderation', items: ['autoModeration', 'photoVerification'] },
  { key: 'notifications', items: ['emailTemplates', 'pushNotifications', 'smsNotifications'] },
  { key: 'security', items: ['twoFactor', 'ipBlocking'] },
  { key: 'legal', items: ['privacyPolicy', 'terms', 'gdpr'] },
  { key: 'data', items: ['export', 'restore'] },
  { key: 'integrations', items: ['apiKeys', 'integrations', 'webhooks'] },
  { key: 'maintenance', items: ['clearCache', 'resetPlatform'] },
] as const;

export function SettingsTab() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="admin-settings-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="admin-settings-heading" className="text-xl font-semibold text-slate-900">
          {t('adminPanel.settings.heading')}
        </h2>
        <p className="text-sm text-slate-700">{t('adminPanel.settings.intro')}</p>
      </div>
      <ModerationSettings />
      <MaintenanceSettings />
      <PremiumPlansSettings />
      <ChurchDirectory />
      <PasswordPolicy />
      <SessionPolicy />
      <DataRetention />
      <ScheduledBackups />
      <ChurchSignInSettingsCard />
      <p className="text-sm text-slate-700">{t('adminPanel.settings.inertIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {GROUPS.map((group) => (
          <Card key={group.key} className="flex flex-col gap-3 p-5">
            <h3 className="font-semibold text-slate-900">{t(`adminPanel.settings.groups.${group.key}`)}</h3>
            <ul className="flex flex-col gap-2">
              {group.items.map((item) => (
                <li key={item}>
                  <button
                    type="button"
                    onClick={() => toast.info(t('adminPanel.settings.notAvailable'))}
                    className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {t(`adminPanel.settings.items.${item}`)}
                  </button>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  );
}
