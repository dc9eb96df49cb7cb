import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';

/**
 * D35: the second step of a sign-in (the password form, a sign-in link): the server's question,
 * then the field for the authenticator's code or a recovery code. It takes the focus when it
 * appears, so the member types the code straight away. A wrong code is said beside the field
 * (`error`), which the form empties and focuses again, so the next code is typed at once (issue 44).
 */
export function SignInCodeField({
  asked,
  error,
  ...input
}: { asked: string; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
  }) {
  const { t } = useTranslation();
  return (
    <>
      <FormAlert tone="info">{asked}</FormAlert>
      <Field label={t('twoFactor.signIn.codeLabel')} required hint={t('twoFactor.signIn.codeHint')} error={error}>
        <Input autoComplete="one-time-code" maxLength={32} required autoFocus {...input} />
      </Field>
    </>
  );
}
