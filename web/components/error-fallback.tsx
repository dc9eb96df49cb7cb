import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { Button } from './ui/button.tsx';

/** What a screen shows when it crashes: a way out, and the request id when the server had one. */
export function ErrorFallback({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const requestId = error instanceof ApiRequestError ? error.requestId : undefined;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('errors.title')}</h1>
      <p className="text-slate-700">{t('errors.body')}</p>
      {requestId && <p className="text-xs text-slate-600">{t('errors.requestId', { id: requestId })}</p>}
      <div className="flex gap-2">
        {onRetry && <Button onClick={onRetry}>{t('errors.retry')}</Button>}
        <Button variant="secondary" onClick={() => window.location.assign('/')}>
          {t('errors.home')}
        </Button>
      </div>
    </div>
  );
}
