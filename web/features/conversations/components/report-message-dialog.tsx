import { useTranslation } from 'react-i18next';
import { conversationMessages, type Message } from '#shared/schemas/conversations.ts';
import { ReportDialog, reasonLabels } from '#web/components/report-dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useReportMessage } from '../api/conversations-api.ts';

/** D18, D28: reports one incoming message; the team sees that message only. */
export function ReportMessageDialog({
  conversationId,
  message,
  onClose,
}: {
  conversationId: string;
  message: Message | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const report = useReportMessage(conversationId);
  const close = () => {
    report.reset();
    onClose();
  };
  return (
    <ReportDialog
      open={message !== undefined}
      subject={message && (message.body.length > 140 ? `${message.body.slice(0, 140)}…` : message.body)}
      labels={{
        title: t('conversations.reportTitle'),
        reason: t('conversations.reportReason'),
        description: t('conversations.reportDescription'),
        submit: t('conversations.reportSubmit'),
        reasons: reasonLabels((reason) => t(`conversations.reasons.${reason}`)),
      }}
      busy={report.isPending}
      error={report.error?.message}
      onSubmit={(values) => {
        if (!message) return Promise.resolve();
        return report.mutateAsync({ messageId: message.id, ...values }).then(() => {
          toast.success(conversationMessages.reportSent);
          close();
        });
      }}
      onClose={close}
    />
  );
}
