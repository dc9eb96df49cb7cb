import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '#web/lib/enum-label.ts';
import type { AdminReport } from '#shared/schemas/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { fullTime } from '#web/lib/format-time.ts';
import { memberLabel, reportStatusTone } from './report-list.tsx';

export type ReportDecision = 'resolve' | 'dismiss';

/**
 * Spec §2, §4 Report Details, as the Super Admin Panel and the Moderation page (D31) show it:
 * Resolve and Dismiss only while pending, the caller's further actions (the panel's Delete), Close.
 * The caller owns the requests and their toasts, and closes the dialog after each action (§4).
 */
export function ReportDetails({
  report,
  onClose,
  onDecide,
  busy,
  moreActions,
}: {
  report: AdminReport | undefined;
  onClose: () => void;
  onDecide: (report: AdminReport, decision: ReportDecision) => void;
  busy: boolean;
  moreActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const member = (id: string | null, name: string | null) =>
    id !== null && name ? t('reports.idWithName', { id: memberLabel(id), name }) : memberLabel(id);

  return (
    <Dialog
      open={report !== undefined}
      onOpenChange={(open) => !open && !busy && onClose()}
      closeLabel={t('reports.exitDialog')}
      title={t('reports.details.title')}
      size="lg"
      footer={
        report && (
          <>
            {report.status === 'pending' && (
              <>
                <Button disabled={busy} onClick={() => onDecide(report, 'resolve')}>
                  {t('reports.details.resolve')}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => onDecide(report, 'dismiss')}>
                  {t('reports.details.dismiss')}
                </Button>
              </>
            )}
            {moreActions}
            <Button variant="secondary" disabled={busy} onClick={onClose}>
              {t('reports.details.close')}
            </Button>
          </>
        )
      }
    >
      {report && (
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Entry label={t('reports.details.reporter')}>
            <span className="font-mono text-sm">{member(report.reporterId, report.reporterName)}</span>
          </Entry>
          <Entry label={t('reports.details.reported')}>
            <span className="font-mono text-sm">{member(report.reportedUserId, report.reportedUserName)}</span>
          </Entry>
          <Entry label={t('reports.details.reason')}>{enumLabel(t, 'reportReason', report.reason)}</Entry>
          <Entry label={t('reports.details.status')}>
            <Badge tone={reportStatusTone[report.status]}>{enumLabel(t, 'reportStatus', report.status)}</Badge>
          </Entry>
          <Entry label={t('reports.details.description')} wide>
            <span className="whitespace-pre-wrap">{report.description || t('reports.details.noDescription')}</span>
          </Entry>
          {report.message && (
            <div className="flex flex-col items-start gap-1 sm:col-span-2">
              <dt className="text-xs font-medium text-slate-600">{t('reports.details.reportedMessage')}</dt>
              <dd className="w-full">
                <blockquote className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-900">
                  {report.message.body}
                </blockquote>
                <p className="mt-1 text-xs text-slate-600">
                  <time dateTime={report.message.sentAt}>
                    {t('reports.details.messageSentAt', { date: fullTime(report.message.sentAt) })}
                  </time>
                </p>
              </dd>
            </div>
          )}
          <Entry label={t('reports.details.created')}>{fullTime(report.createdAt)}</Entry>
          {report.resolvedAt && <Entry label={t('reports.details.resolved')}>{fullTime(report.resolvedAt)}</Entry>}
          {report.dismissedAt && <Entry label={t('reports.details.dismissed')}>{fullTime(report.dismissedAt)}</Entry>}
        </dl>
      )}
    </Dialog>
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
