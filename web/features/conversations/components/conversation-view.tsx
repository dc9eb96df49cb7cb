import { ArrowLeft } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
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
import { ChaperoneNotice } from './chaperone-notice.tsx';
import { ContactSharingPanel } from './contact-sharing-panel.tsx';
import { MemberAvatar } from '#web/components/ui/member-avatar.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageHistory } from './message-history.tsx';
import { ReportMessageDialog } from './report-message-dialog.tsx';

/**
 * /messages/:id (issue 19, D28, D29, D38): one conversation with a matched member. It fills the
 * height it is given: the history scrolls inside it, the composer stays at the bottom (issue 44).
 */
export function ConversationView({
  conversationId,
  messagesHref,
  profileHref,
  safetyHref,
  backClassName,
  memberActions,
  callActions,
}: {
  conversationId: string;
  messagesHref: string;
  profileHref: (userId: string) => string;
  safetyHref: string;
  /** Where the Back to Messages link shows (phones only, when the list is beside it). */
  backClassName?: string;
  /**
   * The member's Block and Report, composed by the route layer (issue 44). `hold` keeps the
   * conversation on screen while a block is under way: the block's live event hides it (D28)
   * before the block's own answer comes back and the member is taken elsewhere.
   */
  memberActions?: (member: { id: string; name: string }, hold: (on: boolean) => void) => ReactNode;
  /** D47: 'Voice call' and 'Video call', composed by the route layer; shown while the conversation is open. */
  callActions?: (member: { firstName: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const conversation = useConversation(conversationId);
  const history = useMessages(conversationId);
  const send = useSendMessage(conversationId);
  const [reporting, setReporting] = useState<Message | undefined>();
  const [held, setHeld] = useState(false);
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

  const failure = held ? null : (conversation.error ?? history.error);
  if (failure) {
    // Not found (never there, or hidden by a block or a deactivation: D11, D28) is no failure.
    const gone = failure instanceof ApiRequestError && failure.status === 404;
    return (
      <div className="flex flex-col gap-4">
        {back}
        <FormAlert tone={gone ? 'info' : 'error'}>{gone ? failure.message : conversationMessages.loadFailed}</FormAlert>
        {!gone && (
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
    <div className="flex min-h-0 min-w-0 flex-col gap-3">
      {back}
      <Card className="flex shrink-0 flex-col gap-2 p-3 sm:p-4">
        <div className="flex items-center gap-3">
          <MemberAvatar photoUrl={member.photoUrl} firstName={member.firstName} className="size-10 shrink-0" />
          <h1 className="min-w-0 truncate text-xl font-bold text-slate-900">
            <Link to={profileHref(member.id)} className="hover:text-brand-700 hover:underline">
              {name}
            </Link>
          </h1>
          {state === 'ended' && <Badge tone="neutral">{t('conversations.ended')}</Badge>}
          {memberActions && <div className="ml-auto shrink-0">{memberActions({ id: member.id, name }, setHeld)}</div>}
        </div>
        {callActions && state === 'open' && callActions({ firstName: member.firstName })}
        <ChaperoneNotice
          conversation={data}
          firstMessage={!history.hasNextPage && messages.every((message) => !message.fromMe)}
        />
        <ContactSharingPanel conversation={data} />
      </Card>
      <Card className="flex min-h-0 flex-1 flex-col p-0">
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
        <div className="shrink-0 border-t border-slate-200 p-2 sm:p-3">
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
