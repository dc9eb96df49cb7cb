import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { firstErrorMessage } from './form-errors.ts';

/**
 * A form checked by its shared schema (the server's own rules) before it is sent with a mutation:
 * one message at a time, the schema's first problem or the server's answer (spec §8). After a
 * success the fields are emptied (`clearOnSuccess`), as for password forms.
 */
export function useCheckedForm<T extends FieldValues, R>(options: {
  schema: z.ZodType<T, T>;
  defaultValues: T;
  mutation: UseMutationResult<R, Error, T>;
  onSuccess?: (answer: R) => void;
  clearOnSuccess?: boolean;
}) {
  const { schema, defaultValues, mutation, onSuccess, clearOnSuccess = false } = options;
  const form = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<T>,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [problem, setProblem] = useState<string | undefined>();
  const onSubmit = form.handleSubmit(
    (values) => {
      setProblem(undefined);
      mutation.mutate(values, {
        onSuccess: (answer) => {
          if (clearOnSuccess) form.reset(defaultValues);
          onSuccess?.(answer);
        },
      });
    },
    (errors) => {
      mutation.reset();
      setProblem(firstErrorMessage(errors));
    },
  );
  return { register: form.register, control: form.control, onSubmit, error: problem ?? mutation.error?.message };
}
