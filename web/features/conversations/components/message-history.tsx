import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { conversationMessages, type Message } from '#shared/schemas/conversations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useHistoryScroll } from '../hooks/use-history-scroll.ts';
import { useSentinel } from '../hooks/use-sentinel.ts';
import { MessageBubble } from './message-bubble.tsx';

/**
 * The history, oldest at the top. Older pages load as the member scrolls up (a sentinel at the
 * top), or with the Load older messages button; new messages are announced politely (role=log).
 * It takes the height it is given and scrolls inside it; `relative` keeps the screen-reader-only
 * words of its messages inside it too, or they would stretch the page below the window.
 */
export function MessageHistory({
  messages,
  name,
  firstName,
  safetyHref,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onReport,
}: {
  messages: Message[];
  /** The other member's full name, naming the log. */
  name: string;
  firstName: string;
  safetyHref: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onReport: (message: Message) => void;
}) {
  const { t } = useTranslation();
  const { container, onScroll } = useHistoryScroll(messages);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadOlder = useCallback(() => {
    if (hasOlder && !loadingOlder) onLoadOlder();
  }, [hasOlder, loadingOlder, onLoadOlder]);
  useSentinel(sentinel, container, loadOlder, {
    enabled: hasOlder && !loadingOlder,
    key: messages[0]?.id,
  });

  return (
    <div
      ref={container}
      onScroll={onScroll}
      className="relative flex min-h-0 flex-1 flex-col overflow-y-auto px-2 py-3 [overflow-anchor:none] sm:px-4"
    >
      {hasOlder && (
        <>
          <div ref={sentinel} aria-hidden="true" className="h-px shrink-0" />
          <div className="flex shrink-0 justify-center pb-3">
            <Button variant="ghost" size="sm" busy={loadingOlder} onClick={onLoadOlder}>
              {t('conversations.loadOlder')}
            </Button>
          </div>
        </>
      )}
      <div
        role="log"
        aria-live="polite"
        aria-label={t('conversations.historyLabel', { name })}
        aria-busy={loadingOlder || undefined}
        className="mt-auto"
      >
        {messages.length === 0 ? (
          <p className="py-8 text-center text-slate-700">{conversationMessages.noMessages}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                senderName={firstName}
                safetyHref={safetyHref}
                onReport={onReport}
              />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
