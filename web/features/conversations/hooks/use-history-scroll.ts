import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Message } from '#shared/schemas/conversations.ts';

/** How close to the bottom (px) still counts as reading the latest messages. */
const NEAR_BOTTOM = 120;

/**
 * The scrolling of a conversation's history: at the bottom when it opens; to the bottom again when
 * a message arrives while the member was near it (or sent it); where it was when older messages
 * are put above. Put `container` and `onScroll` on the scrolling element.
 */
export function useHistoryScroll(messages: Message[]) {
  const container = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const previous = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const first = messages[0]?.id;
    const lastMessage = messages.at(-1);
    const last = lastMessage?.id;
    const before = previous.current;
    if (before.last === undefined || (last !== before.last && (nearBottom.current || lastMessage?.fromMe))) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== before.first) {
      // Older messages were put above: keep the same messages in view.
      element.scrollTop += element.scrollHeight - before.height;
    }
    previous.current = { first, last, height: element.scrollHeight };
  }, [messages]);

  // The member may resize the window or the composer; stay at the bottom if they were there.
  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return {
    container,
    onScroll: () => {
      const element = container.current;
      if (!element) return;
      nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM;
      previous.current.height = element.scrollHeight;
    },
  };
}
