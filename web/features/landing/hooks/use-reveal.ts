import { useEffect, useRef } from 'react';

/** Spec §9: reveal animations start when 30 % of the element is visible. */
export const REVEAL_THRESHOLD = 0.3;

let observer: IntersectionObserver | undefined;
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute('data-revealed', '');
        observer?.unobserve(entry.target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  return observer;
}

/**
 * Marks the element `data-revealed` the first time 30 % of it is visible; the `reveal` class
 * (landing.css) animates it in, or shows it at once for reduced motion (D24).
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      element.setAttribute('data-revealed', '');
      return;
    }
    const shared = sharedObserver();
    shared.observe(element);
    return () => shared.unobserve(element);
  }, []);
  return ref;
}
