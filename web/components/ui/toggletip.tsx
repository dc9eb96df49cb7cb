import { Info } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * A short explanation behind a small info button (a toggletip): shown on hover with a mouse, and on
 * tap, click, Enter or Space (the button says aria-expanded); Escape, a second press or a press
 * elsewhere hides it. The text is in the page's reading order right after the button, so a screen
 * reader reads it when it opens, and a phone, which has no hover, gets it with a tap. The bubble
 * hangs below the nearest positioned ancestor's left edge and no wider than it: the caller's line
 * (a badge) is `relative`, so the bubble never leaves a card on a phone.
 */
export function Toggletip({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        setPinned(false);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        setOpen(false);
        setPinned(false);
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <span
      ref={root}
      className={cn('inline-flex', className)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && !pinned && setOpen(false)}
    >
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          const next = !(open && pinned);
          setOpen(next);
          setPinned(next);
        }}
        className="inline-flex size-6 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Info aria-hidden="true" className="size-4" />
      </button>
      <span id={id} role="status">
        {open && (
          <span className="absolute top-full left-0 z-30 mt-1 block w-max max-w-full rounded-lg bg-slate-900 px-3 py-2 text-left text-xs font-normal text-white shadow-lg sm:max-w-xs">
            {children}
          </span>
        )}
      </span>
    </span>
  );
}
