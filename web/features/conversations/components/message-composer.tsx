import { currentLanguage } from '#web/lib/i18n.ts';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { conversationMessages, MESSAGE_MAX_LENGTH } from '#shared/schemas/conversations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { controlClass } from '#web/components/ui/input.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useFinePointer } from '../hooks/use-fine-pointer.ts';

const number = (value: number) => value.toLocaleString(currentLanguage());

/**
 * D28: a text message of 1 to 2,000 characters. Enter sends, Shift+Enter starts a new line. The
 * text is cleared only once the server took it; on an error it stays, with the error beside it.
 * The keys are told only where there is a keyboard (a fine pointer that hovers), not on a touch screen.
 */
export function MessageComposer({ onSend }: { onSend: (body: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const keyboard = useFinePointer();
  const length = body.trim().length;
  const over = length > MESSAGE_MAX_LENGTH;
  const canSend = length > 0 && !over && !sending;

  function send() {
    if (!canSend) return;
    setSending(true);
    setError(undefined);
    onSend(body.trim()).then(
      () => {
        setBody('');
        setSending(false);
      },
      (reason: unknown) => {
        setError(reason instanceof ApiRequestError ? reason.message : conversationMessages.sendFailed);
        setSending(false);
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method composes a word confirms the word; it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
      <label htmlFor={`${id}-body`} className="sr-only">
        {t('conversations.composerLabel')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${id}-body`}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('conversations.composerPlaceholder')}
          aria-invalid={over || error !== undefined ? true : undefined}
          aria-describedby={[error ? `${id}-error` : keyboard && `${id}-keys`, `${id}-counter`]
            .filter(Boolean)
            .join(' ')}
          rows={1}
          className={cn(controlClass, 'field-sizing-content max-h-48 min-h-10 flex-1 resize-y')}
        />
        <Button type="submit" disabled={!canSend} busy={sending}>
          <Send aria-hidden="true" className="size-4" />
          {t('conversations.send')}
        </Button>
      </div>
      <div className="flex items-start justify-between gap-2">
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : (
          keyboard && (
            <p id={`${id}-keys`} className="text-xs text-slate-600">
              {t('conversations.composerKeys')}
            </p>
          )
        )}
        <p
          id={`${id}-counter`}
          className={cn(
            'ml-auto shrink-0 text-xs tabular-nums',
            over ? 'font-semibold text-red-700' : 'text-slate-600',
          )}
        >
          {t('conversations.counter', { length: number(length), max: number(MESSAGE_MAX_LENGTH) })}
        </p>
      </div>
      {over && (
        <p role="alert" className="text-sm text-red-700">
          {conversationMessages.tooLong}
        </p>
      )}
    </form>
  );
}
