import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { passwordAgainSchema, type PasswordAgain } from '#shared/schemas/two-factor.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';

/** D35: the password again before a change to two-factor sign-in (setting it up, new recovery codes). */
export function PasswordAgainForm<R>({
  mutation,
  submitLabel,
  label,
  onSuccess,
}: {
  mutation: UseMutationResult<R, Error, PasswordAgain>;
  submitLabel: string;
  /** The form's accessible name. */
  label: string;
  onSuccess?: (answer: R) => void;
}) {
  const { t } = useTranslation();
  const { register, onSubmit, error } = useCheckedForm({
    schema: passwordAgainSchema,
    defaultValues: { currentPassword: '' },
    mutation,
    ...(onSuccess ? { onSuccess } : {}),
    clearOnSuccess: true,
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="flex max-w-md flex-col gap-4">
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Field label={t('twoFactor.password')} required>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <div>
        <Button type="submit" busy={mutation.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
