import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';
import { controlClass } from './input.tsx';

/**
 * The browser's own select, styled like the other controls: for short fixed lists on pages that
 * must stay light (the landing page's contact form, ADR 0013). Select (Radix) is the richer one.
 */
export function NativeSelect({
  className,
  ref,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <div className="relative">
      <select ref={ref} className={cn(controlClass, 'h-10 appearance-none pr-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600"
      />
    </div>
  );
}
