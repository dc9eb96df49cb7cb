import { Phone, ShieldAlert, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { conversationMessages, type Message } from '#shared/schemas/conversations.ts';
import { cn } from '#web/lib/cn.ts';
import { say } from '#web/lib/i18n.ts';
import { formatDuration, fullTime, messageTime } from '#web/lib/format-time.ts';

/** D47: a call's event in the conversation: its kind and length, or that it was missed or declined. */
function CallEvent({ message, call }: { message: Message; call: NonNullable<Message['call']> }) {
  const { t } = useTranslation();
  const video = call.kind === 'video';
  const text =
    call.outcome === 'completed'
      ? t(video ? 'calls.eventVideo' : 'calls.eventVoice', { duration: formatDuration(call.durationSeconds ?? 0) })
      : call.outcome === 'declined'
        ? t(video ? 'calls.declinedVideo' : 'calls.declinedVoice')
        : t(video ? 'calls.missedVideo' : 'calls.missedVoice');
  const Icon = video ? Video : Phone;
  return (
    <li className="flex justify-center">
      <p
        className={cn(
          'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm',
          call.outcome === 'missed' && !message.fromMe ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-700',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        <span>{text}</span>
        <time dateTime={message.sentAt} title={fullTime(message.sentAt)} className="text-xs text-slate-600">
          {messageTime(message.sentAt)}
        </time>
      </p>
    </li>
  );
}

/**
 * One message: mine on the right with its Sent or Read mark, theirs on the left with Report.
 * D29: a flagged incoming message carries the safety note beside it, in the receiver's language (D44).
 */
export function MessageBubble({
  message,
  senderName,
  safetyHref,
  onReport,
}: {
  message: Message;
  /** The other member's first name, for screen readers and the report button. */
  senderName: string;
  safetyHref: string;
  onReport?: (message: Message) => void;
}) {
  const { t } = useTranslation();
  const mine = message.fromMe;
  if (message.call) return <CallEvent message={message} call={message.call} />;
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 break-words whitespace-pre-wrap sm:max-w-[70%]',
          mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">
          {mine ? t('conversations.youSaid') : t('conversations.theySaid', { name: senderName })}{' '}
        </span>
        {message.body}
      </div>
      <div className="flex items-center gap-2 text-xs text-slate-600">
        <time dateTime={message.sentAt} title={fullTime(message.sentAt)}>
          {messageTime(message.sentAt)}
        </time>
        {mine && <span>{message.readAt ? t('conversations.read') : t('conversations.sent')}</span>}
        {!mine && onReport && (
          <button
            type="button"
            onClick={() => onReport(message)}
            aria-label={t('conversations.reportMessage')}
            className="rounded px-1 font-medium text-slate-600 underline-offset-2 hover:text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('conversations.report')}
          </button>
        )}
      </div>
      {!mine && message.safetyNote && (
        <div
          role="note"
          className="flex max-w-[85%] items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:max-w-[70%]"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            {say(conversationMessages.safetyNote)}{' '}
            <Link to={safetyHref} className="font-medium underline">
              {say(conversationMessages.safetyLink)}
            </Link>
          </p>
        </div>
      )}
    </li>
  );
}
