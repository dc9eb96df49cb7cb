import { useEffect, type RefObject } from 'react';

/**
 * Calls `onVisible` when the sentinel comes within `margin` of the top of its scrolling container.
 * Observed afresh whenever `key` changes, so a sentinel still in view after a page arrived asks
 * for the next one. Browsers without IntersectionObserver keep the button.
 */
export function useSentinel(
  sentinel: RefObject<HTMLElement | null>,
  root: RefObject<HTMLElement | null>,
  onVisible: () => void,
  { enabled, key, margin = 200 }: { enabled: boolean; key: unknown; margin?: number },
) {
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { root: root.current, rootMargin: `${margin}px 0px 0px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [sentinel, root, onVisible, enabled, key, margin]);
}
