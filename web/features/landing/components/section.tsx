import type { FocusEventHandler, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useReveal } from '../hooks/use-reveal.ts';
import type { SectionId } from '../sections.ts';

/**
 * A landing section: an anchor the header links to (focusable so that following a link moves the
 * keyboard there, clear of the fixed header), titled by its heading.
 */
export function Section({
  id,
  className,
  onFocus,
  children,
}: {
  id: SectionId;
  className?: string;
  /** Focus on the section or anything in it (React's onFocus bubbles). */
  onFocus?: FocusEventHandler<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      onFocus={onFocus}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-16 px-4 py-20 outline-none sm:py-24', className)}
    >
      <div className="mx-auto max-w-6xl">{children}</div>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: SectionId;
  eyebrow: string;
  title: string;
  lead?: string;
}) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} className="reveal mx-auto mb-12 max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-slate-700">{lead}</p>}
    </div>
  );
}

/** Anything that fades in when 30 % of it is visible (spec §9, D24). */
export function Reveal({
  className,
  children,
  delay = 0,
}: {
  className?: string;
  children: ReactNode;
  delay?: 0 | 1 | 2 | 3;
}) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} className={cn('reveal', className)} data-delay={delay || undefined}>
      {children}
    </div>
  );
}
