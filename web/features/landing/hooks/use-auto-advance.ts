import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { useReducedMotion } from './use-reduced-motion.ts';

/** Spec §9: the mission carousel and the features advance every 5000 ms. */
export const AUTO_ADVANCE_MS = 5000;

/**
 * The current item of an auto-advancing set. It waits while the pointer or the focus is inside
 * (`hold`), stops when the visitor presses pause (WCAG 2.2.2) and never starts for visitors who
 * prefer reduced motion (D24). Choosing an item restarts the 5 s.
 */
export function useAutoAdvance(count: number, intervalMs = AUTO_ADVANCE_MS) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  const running = !reducedMotion && !stopped && !held;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  return {
    index,
    go,
    /** Whether it would advance by itself (false for reduced motion or after pause). */
    playing: !reducedMotion && !stopped,
    canPlay: !reducedMotion,
    toggle: () => setStopped((value) => !value),
    /** Spread on the container: pause while hovered or focused. */
    holdProps: {
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      },
    },
  };
}
