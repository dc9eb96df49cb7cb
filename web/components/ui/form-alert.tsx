import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { say } from '#web/lib/i18n.ts';

/**
 * A form-level message: errors are announced at once (role=alert), successes politely (role=status).
 * A shared message (a server's answer) is said in the chosen language (D37).
 */
export function FormAlert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        tone === 'error' && 'border-red-200 bg-red-50 text-red-800',
        tone === 'success' && 'border-emerald-200 bg-emerald-50 text-emerald-800',
        tone === 'info' && 'border-sky-200 bg-sky-50 text-sky-900',
      )}
    >
      {typeof children === 'string' ? say(children) : children}
    </div>
  );
}
