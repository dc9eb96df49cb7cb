import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminMessages, type AdminReport } from '#shared/schemas/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog, Dialog } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useDeleteReport, useReportAction } from '../api/admin-api.ts';
import { formatDateTime } from './format.ts';
import { memberLabel, statusTone } from './report-labels.ts';

/**
 * Spec §2, §4 Report Details: Resolve and Dismiss only while pending, Delete after the spec's
 * question, Close; the modal closes after each action (§4) and the outcome is a toast (§8, D25).
 */
export function ReportDetailsDialog({ report, onClose }: { report: AdminReport | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useReportAction();
  const remove = useDeleteReport();
  const [confirming, setConfirming] = useState(false);
  const busy = action.isPending || remove.isPending;

  function move(id: string, next: 'resolve' | 'dismiss') {
    action.mutateAsync({ id, action: next }).then(
      () => {
        onClose();
        toast.success(next === 'resolve' ? adminMessages.reportResolved : adminMessages.reportDismissed);
      },
      () => toast.error(next === 'resolve' ? adminMessages.reportResolveFailed : adminMessages.reportDismissFailed),
    );
  }

  function destroy(id: string) {
    remove.mutateAsync(id).then(
      () => {
        setConfirming(false);
        onClose();
        toast.success(adminMessages.reportDeleted);
      },
      () => {
        setConfirming(false);
        toast.error(adminMessages.reportDeleteFailed);
      },
    );
  }

  const member = (id: string | null, name: string | null) =>
    id !== null && name ? t('adminPanel.reports.idWithName', { id: memberLabel(id), name }) : memberLabel(id);

  return (
    <>
      <Dialog
        open={report !== undefined}
        onOpenChange={(open) => !open && !busy && onClose()}
        closeLabel={t('adminPanel.exitDialog')}
        title={t('adminPanel.reports.details.title')}
        size="lg"
        footer={
          report && (
            <>
              {report.status === 'pending' && (
                <>
                  <Button disabled={busy} onClick={() => move(report.id, 'resolve')}>
                    {t('adminPanel.reports.details.resolve')}
                  </Button>
                  <Button variant="secondary" disabled={busy} onClick={() => move(report.id, 'dismiss')}>
                    {t('adminPanel.reports.details.dismiss')}
                  </Button>
                </>
              )}
              <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
                {t('adminPanel.reports.details.delete')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={onClose}>
                {t('adminPanel.reports.details.close')}
              </Button>
            </>
          )
        }
      >
        {report && (
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Entry label={t('adminPanel.reports.details.reporter')}>
              <span className="font-mono text-sm">{member(report.reporterId, report.reporterName)}</span>
            </Entry>
            <Entry label={t('adminPanel.reports.details.reported')}>
              <span className="font-mono text-sm">{member(report.reportedUserId, report.reportedUserName)}</span>
            </Entry>
            <Entry label={t('adminPanel.reports.details.reason')}>
              {t(`adminPanel.reports.reasons.${report.reason}`)}
            </Entry>
            <Entry label={t('adminPanel.reports.details.status')}>
              <Badge tone={statusTone[report.status]}>{t(`adminPanel.reports.status.${report.status}`)}</Badge>
            </Entry>
            <Entry label={t('adminPanel.reports.details.description')} wide>
              <span className="whitespace-pre-wrap">
                {report.description || t('adminPanel.reports.details.noDescription')}
              </span>
            </Entry>
            {report.message && (
              <div className="flex flex-col items-start gap-1 sm:col-span-2">
                <dt className="text-xs font-medium text-slate-600">
                  {t('adminPanel.reports.details.reportedMessage')}
                </dt>
                <dd className="w-full">
                  <blockquote className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-900">
                    {report.message.body}
                  </blockquote>
                  <p className="mt-1 text-xs text-slate-600">
                    <time dateTime={report.message.sentAt}>
                      {t('adminPanel.reports.details.messageSentAt', { date: formatDateTime(report.message.sentAt) })}
                    </time>
                  </p>
                </dd>
              </div>
            )}
            <Entry label={t('adminPanel.reports.details.created')}>{formatDateTime(report.createdAt)}</Entry>
            {report.resolvedAt && (
              <Entry label={t('adminPanel.reports.details.resolved')}>{formatDateTime(report.resolvedAt)}</Entry>
            )}
            {report.dismissedAt && (
              <Entry label={t('adminPanel.reports.details.dismissed')}>{formatDateTime(report.dismissedAt)}</Entry>
            )}
          </dl>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && !remove.isPending && setConfirming(false)}
        title={t('adminPanel.reports.details.confirmDeleteTitle')}
        message={adminMessages.confirmDeleteReport}
        confirmLabel={t('adminPanel.reports.details.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() => report && destroy(report.id)}
      />
    </>
  );
}

function Entry({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'flex flex-col items-start sm:col-span-2' : 'flex flex-col items-start'}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}
