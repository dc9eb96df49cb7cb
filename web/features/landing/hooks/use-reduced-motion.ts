import { matchesMedia, useMediaQuery } from '#web/lib/use-media-query.ts';

const QUERY = '(prefers-reduced-motion: reduce)';

/** D24: true when the visitor asked for less motion (no auto-advance, no smooth scrolling). */
export function prefersReducedMotion(): boolean {
  return matchesMedia(QUERY);
}

export function useReducedMotion(): boolean {
  return useMediaQuery(QUERY);
}
