import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { ReactNode } from 'react';

/**
 * A data table that scrolls sideways on a phone instead of squeezing its columns. The scrolling
 * region is focusable and named so that keyboard users can scroll it too.
 */
export function DataTable({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={index === columns.length - 1 ? `px-4 py-3 ${stickyEnd} bg-slate-50` : 'px-4 py-3'}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-4 py-3 align-middle whitespace-nowrap text-slate-800';

/** On a phone the last column (the row's button) stays in view while the rest scrolls under it. */
const stickyEnd = 'max-sm:sticky max-sm:right-0 max-sm:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.3)]';
export const actionCellClass = `${cellClass} ${stickyEnd} bg-white`;

export function TableSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}
