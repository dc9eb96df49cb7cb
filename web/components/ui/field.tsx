import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import { say } from '#web/lib/i18n.ts';

export interface FieldProps {
  label: ReactNode;
  /** The input, select or checkbox; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A labelled form control with its hint and error announced to screen readers (a shared message said in the chosen language, D37). */
export function Field({ label, children, required = false, hint, error }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex gap-1 text-sm font-medium text-slate-800">
        {/* The asterisk stays outside the label so the control's name is the label alone. */}
        <label htmlFor={id}>{label}</label>
        {required && (
          <span aria-hidden="true" className="text-brand-700">
            *
          </span>
        )}
      </div>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {say(error)}
        </p>
      )}
    </div>
  );
}
