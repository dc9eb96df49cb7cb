import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportReason } from '#shared/enums.ts';
import { conversationMessages } from '#shared/schemas/conversations.ts';
import { ReportDialog, reasonLabels } from '#web/components/report-dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';

export type MessageReport = { messageId: string; reason: ReportReason; description: string };

/**
 * D18, D28, D46: reports one message (a member's incoming message, or one a chaperone reads); the
 * team sees that message only. The caller's mutation sends it (the route differs); the texts are
 * the conversations' (their screen's namespace is loaded wherever messages are shown).
 */
export function MessageReportDialog({
  message,
  report,
  onClose,
}: {
  message: { id: string; body: string } | undefined;
  report: UseMutationResult<unknown, Error, MessageReport>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
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
