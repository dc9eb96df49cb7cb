import type { ReactNode } from 'react';
import { toast } from '#web/components/ui/toaster.tsx';

/** The outcome of a decision as a toast, in the server's words (spec §8). */
export function announce(decision: Promise<{ message: string }>) {
  return decision.then(
    (answer) => toast.success(answer.message),
    (error: Error) => toast.error(error.message),
  );
}

/**
 * One item of a moderation queue: its photo, the member's name (a heading, so screen-reader users
 * can move from item to item), a line of facts, what is to be reviewed, and the decisions.
 */
export function ReviewItem({
  photo,
  name,
  badge,
  meta,
  children,
  actions,
}: {
  photo: ReactNode;
  name: string;
  badge?: ReactNode;
  meta: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row">
      <div className="shrink-0">{photo}</div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold break-words text-slate-900">{name}</h3>
            {badge}
          </div>
          <p className="text-sm text-slate-700">{meta}</p>
        </div>
        {children}
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    </li>
  );
}
