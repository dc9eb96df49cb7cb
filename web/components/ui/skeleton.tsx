import { cn } from '#web/lib/cn.ts';

/** A placeholder block while data loads; hidden from screen readers (the region says it is busy). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-slate-200', className)} />;
}
