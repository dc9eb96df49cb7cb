import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CHANNEL_NAMES,
  NOTIFICATION_KIND_NAMES,
  type NotificationChoices,
} from '#shared/schemas/notifications.ts';
import { ModalSection } from './user-profile-sections.tsx';

/** D30: the member's notification choices per kind, read-only (the member makes them in Settings). */
export function UserNotificationChoices({ choices }: { choices: NotificationChoices }) {
  const { t } = useTranslation();
  const onOff = (on: boolean) =>
    on ? t('adminPanel.manage.notifications.on') : t('adminPanel.manage.notifications.off');
  return (
    <ModalSection title={t('adminPanel.manage.sections.notifications')}>
      <p className="text-sm text-slate-700">{t('adminPanel.manage.notifications.note')}</p>
      {/* Scrolls sideways on a phone: focusable, so that a keyboard can scroll it too (axe). */}
      <div
        className="overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label={t('adminPanel.manage.sections.notifications')}
      >
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('adminPanel.manage.notifications.kind')}
              </th>
              {NOTIFICATION_CHANNEL_NAMES.map((channel) => (
                <th key={channel} scope="col" className="px-3 py-2 font-medium">
                  {t(`adminPanel.manage.notifications.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KIND_NAMES.map((kind) => (
              <tr key={kind} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-normal text-slate-900">
                  {t(`notificationKinds.${kind}`)}
                </th>
                {NOTIFICATION_CHANNEL_NAMES.map((channel) => (
                  <td key={channel} className="px-3 py-2 text-slate-800">
                    {onOff(choices.kinds[kind][channel])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-700">{t('adminPanel.manage.notifications.rhythm')}</dt>
        <dd className="text-slate-900">
          {choices.emailDigest
            ? t('adminPanel.manage.notifications.digest')
            : t('adminPanel.manage.notifications.single')}
        </dd>
        <dt className="text-slate-700">{t('adminPanel.manage.notifications.previews')}</dt>
        <dd className="text-slate-900">
          {choices.pushPreviews ? t('adminPanel.manage.notifications.yes') : t('adminPanel.manage.notifications.no')}
        </dd>
      </dl>
    </ModalSection>
  );
}
