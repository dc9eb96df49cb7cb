import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { usePasswordMinLength } from '#web/lib/public-settings.ts';

/**
 * A new password and its confirmation, as registration asks them (spec §2, D10): the hint says the
 * installation's minimum length. Registration, the password reset and the family forms (D45) use it.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
}: {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  const passwordMinLength = usePasswordMinLength();
  return (
    <>
      <Field label={t('auth.password')} required hint={t('auth.register.passwordHint', { min: passwordMinLength })}>
        <Input type="password" autoComplete="new-password" {...password} />
      </Field>
      <Field label={t('auth.confirmPassword')} required>
        <Input type="password" autoComplete="new-password" {...confirmPassword} />
      </Field>
    </>
  );
}
