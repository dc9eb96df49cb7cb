import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { memberDataMessages } from '#shared/schemas/member-data.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { fullTime } from '#web/lib/format-time.ts';
import { DATA_EXPORT_DOWNLOAD_URL, useDataExport, useRequestDataExport } from '../api/member-data-api.ts';

/**
 * D34: "Download my data": the server prepares a ZIP (the data as JSON, and the photos) in the
 * background; it can be downloaded from here for 7 days.
 */
export function DownloadData() {
  const { t } = useTranslation();
  const current = useDataExport();
  const request = useRequestDataExport();
  const state = current.data?.status;

  return (
    <section aria-labelledby="download-heading" className="flex max-w-xl flex-col items-start gap-3">
      <h3 id="download-heading" className="text-lg font-semibold text-slate-900">
        {t('memberData.download.title')}
      </h3>
      <p className="text-sm text-slate-700">{t('memberData.download.explanation')}</p>
      <div aria-live="polite" className="flex flex-col items-start gap-3">
        {current.isPending && <p className="text-sm text-slate-700">{t('common.loading')}</p>}
        {current.isError && <FormAlert tone="error">{t('memberData.download.loadFailed')}</FormAlert>}
        {state === 'preparing' && (
          <p role="status" className="text-sm text-slate-800">
            {memberDataMessages.exportStarted}
          </p>
        )}
        {state === 'failed' && <FormAlert tone="error">{t('memberData.download.failed')}</FormAlert>}
        {state === 'ready' && current.data?.expiresAt && (
          <>
            <a
              href={DATA_EXPORT_DOWNLOAD_URL}
              download="divine-match-data.zip"
              className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Download aria-hidden="true" className="size-4" />
              {t('memberData.download.link')}
            </a>
            <p className="text-sm text-slate-700">
              {t('memberData.download.until', { date: fullTime(current.data.expiresAt) })}
            </p>
          </>
        )}
        {request.isError && <FormAlert tone="error">{request.error.message}</FormAlert>}
      </div>
      {current.isSuccess && state !== 'preparing' && (
        <Button variant="secondary" busy={request.isPending} onClick={() => request.mutate()}>
          {state === 'ready' ? t('memberData.download.again') : t('memberData.download.prepare')}
        </Button>
      )}
    </section>
  );
}
