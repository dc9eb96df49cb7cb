import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminMessages, type AdminReport } from '#shared/schemas/admin.ts';
import { ReportDetails, type ReportDecision } from '#web/components/report-details.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useDeleteReport, useReportAction } from '../api/admin-api.ts';

/**
 * Spec §2, §4 Report Details in the Super Admin Panel: the shared details with the panel's Delete,
 * after the spec's question; the modal closes after each action (§4) and the outcome is a toast
 * (§8, D25).
 */
export function ReportDetailsDialog({ report, onClose }: { report: AdminReport | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useReportAction();
  const remove = useDeleteReport();
  const [confirming, setConfirming] = useState(false);
  const busy = action.isPending || remove.isPending;

  function decide({ id }: AdminReport, next: ReportDecision) {
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

  return (
    <>
      <ReportDetails
        report={report}
        onClose={onClose}
        onDecide={decide}
        busy={busy}
        moreActions={
          <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
            {t('adminPanel.reports.details.delete')}
          </Button>
        }
      />
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
