import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * The message of the first problem a resolver reported. The shared schemas report their rules in
 * the order of the form (spec §8 shows one message at a time), so this is the one to show.
 */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === 'string') return error.message;
  }
  return undefined;
}

/**
 * A resolver over a pure rule of shared/rules that names each field's problem, for a form that must
 * not load zod (the landing page's contact form, ADR 0013); the server's schema runs the same rule.
 */
export function rulesResolver<T extends FieldValues>(
  problems: (values: T) => Partial<Record<string, string>>,
): Resolver<T> {
  return (values) => {
    const found = Object.entries(problems(values));
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(found.map(([field, message]) => [field, { type: 'rule', message }]));
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
