import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  NOTIFICATION_CHANNEL_NAMES,
  notificationKindsToChoose,
  notificationMessages,
  type NotificationSettings,
} from '#shared/schemas/notifications.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { usePublicSettings } from '#web/lib/public-settings.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications-api.ts';
import { PushDeviceControl } from './push-device-control.tsx';

const checkboxClass = 'size-4 rounded border-slate-400 accent-brand-700';

function Choice({ children, ...input }: { children: ReactNode } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input className={checkboxClass} {...input} />
      {children}
    </label>
  );
}

/**
 * D30: the Notifications section of Settings: per kind, in the product / by email / by push; the
 * spec's channel-wide flags; single emails or one summary a day; names in pushes or not.
 * /settings#notifications (the unsubscribe page's link) brings it into view once it is loaded.
 */
export function NotificationSettingsSection() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const settings = useNotificationSettings();
  const membershipMode = usePublicSettings().data?.membershipMode;
  const loaded = settings.isSuccess;
  useEffect(() => {
    if (loaded && hash === '#notifications') document.getElementById('notifications')?.scrollIntoView();
  }, [loaded, hash]);
  const save = useSaveNotificationSettings();
  const form = useForm<NotificationSettings>({ values: settings.data });
  const { register, handleSubmit, setValue, control } = form;
  const digest = useWatch({ control, name: 'emailDigest' });

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(notificationMessages.settingsSaved),
      onError: (error) => toast.error(error.message),
    }),
  );

  return (
    <Card id="notifications" className="scroll-mt-24">
      <h2 id="notifications-heading" className="text-xl font-semibold text-slate-900">
        {t('notificationSettings.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('notificationSettings.intro')}</p>
      {settings.isPending ? (
        <p role="status" className="py-6 text-sm text-slate-700">
          {t('common.loading')}
        </p>
      ) : settings.isError ? (
        <FormAlert tone="error">{t('notificationSettings.loadFailed')}</FormAlert>
      ) : (
        <form
          onSubmit={(event) => void onSubmit(event)}
          aria-labelledby="notifications-heading"
          className="mt-6 space-y-6"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {notificationKindsToChoose(membershipMode).map((kind) => (
              <fieldset key={kind} className="rounded-lg border border-slate-200 p-4">
                {/* Inside the border, not across it: a title of two lines on a phone (issue 44). */}
                <legend className="float-left w-full text-sm font-semibold text-slate-900">
                  {t(`notificationKinds.${kind}`)}
                </legend>
                <div className="clear-both flex flex-col gap-2 pt-2">
                  {NOTIFICATION_CHANNEL_NAMES.map((channel) => (
                    <Choice key={channel} type="checkbox" {...register(`kinds.${kind}.${channel}`)}>
                      {t(`notificationSettings.channel.${channel}`)}
                    </Choice>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>

          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-900">{t('notificationSettings.email')}</legend>
            <Choice type="checkbox" {...register('emailNotifications')}>
              {t('notificationSettings.emailNotifications')}
            </Choice>
            <div
              role="radiogroup"
              aria-label={t('notificationSettings.emailRhythm')}
              className="flex flex-col gap-2 pl-6"
            >
              <Choice
                type="radio"
                name="emailDigest"
                checked={!digest}
                onChange={() => setValue('emailDigest', false, { shouldDirty: true })}
              >
                {t('notificationSettings.singleEmails')}
              </Choice>
              <Choice
                type="radio"
                name="emailDigest"
                checked={digest}
                onChange={() => setValue('emailDigest', true, { shouldDirty: true })}
              >
                {t('notificationSettings.digest')}
              </Choice>
            </div>
            <Choice type="checkbox" {...register('marketingEmails')}>
              {t('notificationSettings.marketingEmails')}
            </Choice>
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-900">{t('notificationSettings.push')}</legend>
            <Choice type="checkbox" {...register('pushNotifications')}>
              {t('notificationSettings.pushNotifications')}
            </Choice>
            <Choice type="checkbox" {...register('pushPreviews')}>
              {t('notificationSettings.pushPreviews')}
            </Choice>
            <PushDeviceControl />
          </fieldset>

          <Button type="submit" busy={save.isPending}>
            {t('notificationSettings.save')}
          </Button>
        </form>
      )}
    </Card>
  );
}
