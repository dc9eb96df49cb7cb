import type { FieldErrors, FieldValues } from 'react-hook-form';

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
