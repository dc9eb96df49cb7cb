import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';

/** A person's first and last name, side by side on a wide screen (registration and the family forms). */
export function NameFields({
  firstName,
  lastName,
}: {
  firstName: UseFormRegisterReturn;
  lastName: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('auth.firstName')} required>
        <Input autoComplete="given-name" {...firstName} />
      </Field>
      <Field label={t('auth.lastName')} required>
        <Input autoComplete="family-name" {...lastName} />
      </Field>
    </div>
  );
}
