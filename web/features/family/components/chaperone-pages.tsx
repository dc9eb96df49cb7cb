import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageReportDialog } from '#web/components/message-report-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { dayDate, messageTime } from '#web/lib/format-time.ts';
import type { ChaperoneConversation } from '#shared/schemas/family-chaperone.ts';
import { useChaperoneConversation, useChaperoneConversations, useChaperoneReport } from '../api/family-api.ts';
import { FamilyFrame, FamilyLoading } from './family-frame.tsx';

/**
 * D46, a chaperone's reading: the member's conversations written since the chaperone was named,
 * read only. The server refuses everything else (earlier messages, writing, another member's); when
 * the member ends the chaperone, the open page's next read is refused and says so.
 */
export function ChaperoneConversationsPage({ linkId }: { linkId: string }) {
  const { t } = useTranslation();
  const list = useChaperoneConversations(linkId);
  return (
    <FamilyFrame back={paths.familyMember(linkId)} backLabel={t('family.chaperone.backToMember')}>
      <h1 className="text-3xl font-bold text-slate-900">{t('family.chaperone.conversationsTitle')}</h1>
      {list.isPending ? (
        <FamilyLoading />
      ) : list.isError ? (
        <Refused error={list.error} />
      ) : (
        <>
          <p className="text-slate-700">{t('family.chaperone.readOnly', { date: dayDate(list.data.since) })}</p>
          {list.data.conversations.length === 0 ? (
            <Card>
              <p className="text-slate-700">{t('family.chaperone.noConversations')}</p>
            </Card>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.data.conversations.map((conversation) => (
                <li key={conversation.id}>
                  <Card className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
                    <Link
                      to={paths.familyConversations(linkId, conversation.id)}
                      className="font-semibold break-words text-brand-700 hover:underline"
                    >
                      {t('family.chaperone.with', { name: conversation.firstName })}
                    </Link>
                    <span className="text-sm text-slate-700">
                      {t('family.chaperone.count', {
                        count: conversation.messageCount,
                        date: dayDate(conversation.lastAt),
                      })}
                    </span>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </FamilyFrame>
  );
}

export function ChaperoneConversationPage({ linkId, conversationId }: { linkId: string; conversationId: string }) {
  const { t } = useTranslation();
  const conversation = useChaperoneConversation(linkId, conversationId);
  const data = conversation.data;
  const [reporting, setReporting] = useState<ChaperoneMessage | undefined>();
  return (
    <FamilyFrame back={paths.familyConversations(linkId)} backLabel={t('family.chaperone.backToConversations')}>
      {conversation.isPending ? (
        <FamilyLoading />
      ) : conversation.isError || !data ? (
        <Refused error={conversation.error} />
      ) : (
        <>
          <h1 className="text-3xl font-bold break-words text-slate-900">
            {t('family.chaperone.between', { member: data.memberFirstName, name: data.firstName })}
          </h1>
          <FormAlert tone="info">{t('family.chaperone.cannotWrite', { date: dayDate(data.since) })}</FormAlert>
          {data.truncated && <p className="text-sm text-slate-700">{t('family.chaperone.truncated')}</p>}
          {data.messages.length === 0 ? (
            <Card>
              <p className="text-slate-700">{t('family.chaperone.noMessages')}</p>
            </Card>
          ) : (
            <Card className="p-0">
              <ol className="flex flex-col gap-3 p-3 sm:p-4" aria-label={t('family.chaperone.messages')}>
                {data.messages.map((message) => (
                  <li
                    key={message.id}
                    className={`max-w-[85%] rounded-lg px-3 py-2 ${message.fromMember ? 'self-end bg-brand-50' : 'self-start bg-slate-100'}`}
                  >
                    <p className="text-xs font-medium text-slate-700">
                      {message.fromMember ? data.memberFirstName : data.firstName} ·{' '}
                      <time dateTime={message.sentAt}>{messageTime(message.sentAt)}</time>
                    </p>
                    <p className="break-words whitespace-pre-line text-slate-900">
                      {message.call ? t(`family.chaperone.call.${message.call.outcome}`) : message.body}
                    </p>
                    {!message.fromMember && !message.call && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="mt-1"
                        onClick={() => setReporting(message)}
                        aria-label={t('conversations.reportMessage')}
                      >
                        {t('conversations.report')}
                      </Button>
                    )}
                  </li>
                ))}
              </ol>
            </Card>
          )}
          <ChaperoneReportDialog
            linkId={linkId}
            conversationId={conversationId}
            message={reporting}
            onClose={() => setReporting(undefined)}
          />
        </>
      )}
    </FamilyFrame>
  );
}

type ChaperoneMessage = ChaperoneConversation['messages'][number];

/** D46: a chaperone reports a message of the other member's, with the conversations' report form. */
function ChaperoneReportDialog({
  linkId,
  conversationId,
  message,
  onClose,
}: {
  linkId: string;
  conversationId: string;
  message: ChaperoneMessage | undefined;
  onClose: () => void;
}) {
  return (
    <MessageReportDialog message={message} report={useChaperoneReport(linkId, conversationId)} onClose={onClose} />
  );
}

/** The server's refusal (no longer chaperone, link ended, conversation hidden) in its words. */
function Refused({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  const refused = error instanceof ApiRequestError && (error.status === 403 || error.status === 404);
  return (
    <FormAlert tone={refused ? 'info' : 'error'}>
      {refused ? error.message : t('family.chaperone.loadFailed')}
    </FormAlert>
  );
}
