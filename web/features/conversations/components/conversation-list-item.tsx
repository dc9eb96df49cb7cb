import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { conversationMessages, type ConversationSummary } from '#shared/schemas/conversations.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';
import { fullTime, listTime } from '#web/lib/format-time.ts';
import { MemberAvatar } from '#web/components/ui/member-avatar.tsx';

/** One row of the inbox: photo or initial, name, last message, time, unread count, ended marker. */
export function ConversationListItem({
  conversation,
  href,
  current = false,
}: {
  conversation: ConversationSummary;
  href: string;
  current?: boolean;
}) {
  const { t } = useTranslation();
  const { member, lastMessage, unreadCount, state } = conversation;
  const name = `${member.firstName} ${member.lastName}`;
  const when = lastMessage?.sentAt ?? conversation.updatedAt;
  return (
    <Link
      to={href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-lg p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700',
        current && 'bg-brand-50',
      )}
    >
      <MemberAvatar photoUrl={member.photoUrl} firstName={member.firstName} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-slate-900', unreadCount > 0 ? 'font-bold' : 'font-semibold')}>{name}</span>
          <time dateTime={when} title={fullTime(when)} className="shrink-0 text-xs text-slate-600">
            {listTime(when)}
          </time>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate text-sm', unreadCount > 0 ? 'text-slate-900' : 'text-slate-700')}>
            {lastMessage ? (
              <>
                {lastMessage.fromMe && t('conversations.you')}
                {lastMessage.body}
              </>
            ) : (
              conversationMessages.noMessages
            )}
          </span>
          <span className="flex shrink-0 items-center gap-1">
            {state === 'ended' && <Badge tone="neutral">{t('conversations.ended')}</Badge>}
            {unreadCount > 0 && (
              <Badge tone="brand" className="px-2 py-0.5">
                <span aria-hidden="true">{unreadCount}</span>
                <span className="sr-only">{t('conversations.unread', { count: unreadCount })}</span>
              </Badge>
            )}
          </span>
        </span>
      </span>
    </Link>
  );
}
