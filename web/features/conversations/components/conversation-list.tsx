import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { conversationMessages } from '#shared/schemas/conversations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useConversations } from '../api/conversations-api.ts';
import { ConversationListItem } from './conversation-list-item.tsx';

/** The inbox, newest first, with Load more for older conversations (keyset pages). */
export function ConversationList({
  conversationHref,
  interestsHref,
  currentId,
}: {
  conversationHref: (id: string) => string;
  interestsHref: string;
  currentId?: string;
}) {
  const { t } = useTranslation();
  const list = useConversations();

  if (list.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('conversations.loading')}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <FormAlert tone="error">{list.error.message || conversationMessages.loadFailed}</FormAlert>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t('conversations.retry')}
        </Button>
      </div>
    );
  }
  const conversations = list.data.pages.flatMap((page) => page.conversations);
  if (conversations.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="font-medium text-slate-900">{conversationMessages.noConversations}</p>
        <p className="text-slate-700">{conversationMessages.noConversationsHint}</p>
        <Link to={interestsHref} className="font-medium text-brand-800 underline">
          {t('conversations.goToInterests')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t('conversations.listLabel')} className="flex flex-col divide-y divide-slate-100">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationListItem
              conversation={conversation}
              href={conversationHref(conversation.id)}
              current={conversation.id === currentId}
            />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          busy={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('conversations.loadMore')}
        </Button>
      )}
    </div>
  );
}
