import { useTranslation } from 'react-i18next';
import { ReportDialog as Report, reasonLabels } from '#web/components/report-dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useReportMember } from '../api/discovery-api.ts';

/** D18: reports a member from their card. */
export function ReportDialog({
  member,
  onClose,
}: {
  member: { id: string; name: string } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const report = useReportMember();
  return (
    <Report
      open={member !== undefined}
      subject={member?.name}
      labels={{
        title: t('discover.reportTitle'),
        reason: t('discover.reportReason'),
        description: t('discover.reportDescription'),
        submit: t('discover.reportSubmit'),
        reasons: reasonLabels((reason) => t(`discover.reasons.${reason}`)),
      }}
      busy={report.isPending}
      error={report.error?.message}
      onSubmit={(values) => {
        if (!member) return Promise.resolve();
        return report.mutateAsync({ reportedUserId: member.id, ...values }).then((result) => {
          toast.success(result.message);
          onClose();
        });
      }}
      onClose={onClose}
    />
  );
}
