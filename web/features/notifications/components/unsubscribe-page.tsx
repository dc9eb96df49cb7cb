import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useUnsubscribe } from '../api/notifications-api.ts';

/**
 * /unsubscribe?token=… (D30): an email's unsubscribe link opened in a browser. Nothing changes
 * until the member presses the button, so that a mail scanner that follows links unsubscribes
 * nobody; mail clients use the one-click POST of the List-Unsubscribe header instead.
 */
export function UnsubscribePage({ token, settingsHref }: { token: string; settingsHref: string }) {
  const { t } = useTranslation();
  const unsubscribe = useUnsubscribe();

  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-2xl font-semibold text-slate-900">{t('unsubscribe.title')}</h1>
      {unsubscribe.isSuccess ? (
        <div className="mt-4 space-y-4">
          <FormAlert tone="success">{unsubscribe.data.message}</FormAlert>
          <p className="text-sm text-slate-700">
            {t('unsubscribe.more')}{' '}
            <a href={settingsHref} className="font-medium text-brand-800 underline">
              {t('unsubscribe.settings')}
            </a>
          </p>
        </div>
      ) : !token ? (
        <div className="mt-4">
          <FormAlert tone="error">{t('unsubscribe.missing')}</FormAlert>
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
