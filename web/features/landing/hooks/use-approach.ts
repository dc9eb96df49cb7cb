import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How far ahead of the viewport code below the fold starts loading: a visitor scrolling quickly
 * reaches the element only after its chunk has arrived.
 */
export const APPROACH_MARGIN = '600px';

/**
 * True from the moment the element comes within `APPROACH_MARGIN` of the viewport, or `approach()`
 * is called (a link or the keyboard heading there), and for good. True at once where the browser
 * has no IntersectionObserver, or when `already` says the visitor is headed there.
 */
export function useApproach<T extends Element>(already = false) {
  const ref = useRef<T>(null);
  const [approached, setApproached] = useState(() => already || typeof IntersectionObserver === 'undefined');
  const approach = useCallback(() => setApproached(true), []);
  useEffect(() => {
    const element = ref.current;
    if (approached || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && approach(),
      {
        rootMargin: APPROACH_MARGIN,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [approached, approach]);
  return { ref, approached, approach };
}
