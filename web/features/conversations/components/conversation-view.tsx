import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { conversationMessages, type Message } from '#shared/schemas/conversations.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useConversation, useMessages, useSendMessage } from '../api/conversations-api.ts';
import { useMarkReadWhileVisible } from '../hooks/use-mark-read.ts';
import { ContactSharingPanel } from './contact-sharing-panel.tsx';
import { MemberAvatar } from './member-avatar.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageHistory } from './message-history.tsx';
import { ReportMessageDialog } from './report-message-dialog.tsx';

/** /messages/:id (issue 19, D28, D29, D38): one conversation with a matched member. */
export function ConversationView({
  conversationId,
  messagesHref,
  profileHref,
  safetyHref,
  backClassName,
}: {
  conversationId: string;
  messagesHref: string;
  profileHref: (userId: string) => string;
  safetyHref: string;
  /** Where the Back to Messages link shows (phones only, when the list is beside it). */
  backClassName?: string;
}) {
  const { t } = useTranslation();
  const conversation = useConversation(conversationId);
  const history = useMessages(conversationId);
  const send = useSendMessage(conversationId);
  const [reporting, setReporting] = useState<Message | undefined>();
  const messages = useMemo(
    () => (history.data ? [...history.data.pages].reverse().flatMap((page) => page.messages) : []),
    [history.data],
  );
  useMarkReadWhileVisible(conversationId, messages);

  const back = (
    <Link
      to={messagesHref}
      className={`inline-flex items-center gap-1 self-start text-sm font-medium text-slate-700 hover:text-brand-700 ${backClassName ?? ''}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('conversations.backToMessages')}
    </Link>
  );

  const failure = conversation.error ?? history.error;
  if (failure) {
    const message =
      failure instanceof ApiRequestError && failure.status === 404 ? failure.message : conversationMessages.loadFailed;
    return (
      <div className="flex flex-col gap-4">
        {back}
        <FormAlert tone="error">{message}</FormAlert>
        {!(failure instanceof ApiRequestError && failure.status === 404) && (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => void Promise.all([conversation.refetch(), history.refetch()])}
          >
            {t('conversations.retry')}
          </Button>
        )}
      </div>
    );
  }
  const data = conversation.data;
  if (!data || !history.data) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('conversations.loadingMessages')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }

  const { member, state } = data;
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {back}
      <Card className="flex flex-col gap-2 p-3 sm:p-4">
        <div className="flex items-center gap-3">
          <MemberAvatar photoUrl={member.photoUrl} firstName={member.firstName} className="size-10" />
          <h1 className="min-w-0 truncate text-xl font-bold text-slate-900">
            <Link to={profileHref(member.id)} className="hover:text-brand-700 hover:underline">
              {name}
            </Link>
          </h1>
          {state === 'ended' && <Badge tone="neutral">{t('conversations.ended')}</Badge>}
        </div>
        <ContactSharingPanel conversation={data} />
      </Card>
      <Card className="flex flex-col p-0">
        <MessageHistory
          messages={messages}
          name={name}
          firstName={member.firstName}
          safetyHref={safetyHref}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          onLoadOlder={() => void history.fetchNextPage()}
          onReport={setReporting}
        />
        <div className="border-t border-slate-200 p-2 sm:p-3">
          {state === 'ended' ? (
            <p role="status" className="text-center text-slate-700">
              {conversationMessages.ended}
            </p>
          ) : (
            <MessageComposer onSend={(body) => send.mutateAsync(body)} />
          )}
        </div>
      </Card>
      <ReportMessageDialog
        conversationId={conversationId}
        message={reporting}
        onClose={() => setReporting(undefined)}
      />
    </div>
  );
}
