import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useUnsubscribe } from '../api/notifications-api.ts';

/** The notification settings; a visitor reaches them through the sign-in page, which leads on there. */
const notificationSettings = `${paths.settings}#notifications`;
const settingsHref = (signedIn: boolean) =>
  signedIn ? notificationSettings : `${paths.login}?next=${encodeURIComponent(notificationSettings)}`;

const linkClass = 'font-medium text-brand-800 underline';

/**
 * /unsubscribe?token=… (D30): an email's unsubscribe link opened in a browser. Nothing changes
 * until the member presses the button, so that a mail scanner that follows links unsubscribes
 * nobody; mail clients use the one-click POST of the List-Unsubscribe header instead. A link the
 * server refuses (altered, or its member gone) or an incomplete one says so and leads to the
 * settings instead: no question and no button are left that could not work (issue 44).
 */
export function UnsubscribePage({ token, signedIn }: { token: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const unsubscribe = useUnsubscribe();
  const refused = unsubscribe.error instanceof ApiRequestError && unsubscribe.error.code === 'INVALID_UNSUBSCRIBE_LINK';
  const href = settingsHref(signedIn);

  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-2xl font-semibold text-slate-900">{t('unsubscribe.title')}</h1>
      {unsubscribe.isSuccess ? (
        <div className="mt-4 space-y-4">
          <FormAlert tone="success">{unsubscribe.data.message}</FormAlert>
          <p className="text-sm text-slate-700">
            {t('unsubscribe.more')}{' '}
            <a href={href} className={linkClass}>
              {t('unsubscribe.settings')}
            </a>
          </p>
        </div>
      ) : !token || refused ? (
        <div className="mt-4 space-y-4">
          <FormAlert tone="error">{t(refused ? 'unsubscribe.refused' : 'unsubscribe.missing')}</FormAlert>
          <p className="text-sm text-slate-700">
            {t(signedIn ? 'unsubscribe.stopSignedIn.before' : 'unsubscribe.stopSignedOut.before')}
            <a href={href} className={linkClass}>
              {t('unsubscribe.settings')}
            </a>
            {t(signedIn ? 'unsubscribe.stopSignedIn.after' : 'unsubscribe.stopSignedOut.after')}
          </p>
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-slate-700">{t('unsubscribe.question')}</p>
          {unsubscribe.isError && <FormAlert tone="error">{unsubscribe.error.message}</FormAlert>}
          <Button busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {t('unsubscribe.confirm')}
          </Button>
        </div>
      )}
    </Card>
  );
}
