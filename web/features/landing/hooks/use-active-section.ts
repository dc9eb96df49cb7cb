import { useEffect, useState } from 'react';

/** Spec §9: the header highlights the section whose top is within 100 px of the viewport's top. */
export const SECTION_HIGHLIGHT_PX = 100;

/** The id of the section being read: the last one whose top has reached the line. */
export function useActiveSection<T extends string>(ids: readonly T[], line = SECTION_HIGHLIGHT_PX): T | undefined {
  const [active, setActive] = useState<T | undefined>();
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: T | undefined;
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) current = id;
      }
      // At the bottom of the page the last section may never reach the line; it is the one in view.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom && window.scrollY > 0) current = ids.at(-1);
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids, line]);
  return active;
}

/** True once the page is scrolled further than `px` (spec §9: back-to-top after 300 px). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}
