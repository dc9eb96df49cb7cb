import { useEffect, useRef } from 'react';
import type { Message } from '#shared/schemas/conversations.ts';
import { useMarkRead } from '../api/conversations-api.ts';
import { useDocumentVisible } from './use-document-visible.ts';

/**
 * Marks the other member's messages read while the conversation is open and can be seen, and
 * again when one arrives live. Asks once per newest unread message, so a slow refetch never
 * sends the same mark twice.
 */
export function useMarkReadWhileVisible(conversationId: string, messages: Message[]) {
  const visible = useDocumentVisible();
  const markRead = useMarkRead(conversationId);
  const asked = useRef<string | undefined>(undefined);
  const newestUnread = messages.findLast((message) => !message.fromMe && message.readAt === null)?.id;
  const { mutate } = markRead;

  useEffect(() => {
    if (!visible || newestUnread === undefined || asked.current === newestUnread) return;
    asked.current = newestUnread;
    mutate(undefined, {
      onError: () => {
        asked.current = undefined;
      },
    });
  }, [visible, newestUnread, mutate]);
}
