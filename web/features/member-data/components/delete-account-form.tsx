import { useTranslation } from 'react-i18next';
import { accountDeletionSchema, DELETION_CONFIRMATION_WORD } from '#shared/schemas/member-data.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useDeleteAccount } from '../api/member-data-api.ts';

/**
 * D34: "Delete my account": the password again and the typed word; the rules are
 * accountDeletionSchema's, as on the server. `onDeleted` gets the server's message. A relative's
 * account (D45) has no profile of its own: its explanation says what happens to the families.
 */
export function DeleteAccountForm({
  onDeleted,
  relative = false,
}: {
  onDeleted: (message: string) => void;
  relative?: boolean;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAccount(onDeleted);
  const { register, onSubmit, error } = useCheckedForm({
    schema: accountDeletionSchema,
    defaultValues: { password: '', confirmation: '' },
    mutation: remove,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4" aria-labelledby="delete-heading">
      <h3 id="delete-heading" className="text-lg font-semibold text-slate-900">
        {t('memberData.delete.title')}
      </h3>
      <p className="text-sm text-slate-700">
        {t(relative ? 'memberData.delete.relativeExplanation' : 'memberData.delete.explanation')}
      </p>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Field label={t('memberData.delete.password')} required>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <Field label={t('memberData.delete.confirmation', { word: DELETION_CONFIRMATION_WORD })} required>
        <Input autoComplete="off" spellCheck={false} {...register('confirmation')} />
      </Field>
      <div>
        <Button type="submit" variant="danger" busy={remove.isPending}>
          {t('memberData.delete.submit')}
        </Button>
      </div>
    </form>
  );
}
