import type { Message } from '#shared/schemas/conversations.ts';
import { MessageReportDialog } from '#web/components/message-report-dialog.tsx';
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
  return <MessageReportDialog message={message} report={useReportMessage(conversationId)} onClose={onClose} />;
}
