import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileSave } from '#shared/schemas/profile.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useChurchDirectory } from '../api/profiles-api.ts';

/**
 * The profile's church (D32): the box suggests the churches of the directory as the member types
 * (the browser's own list, so it works with keys, screen readers and phone keyboards); a church
 * that is not listed is typed in full ("other"). The server saves a listed church under the
 * directory's spelling however it was typed.
 */
export function ChurchField({ register, required }: { register: UseFormRegister<ProfileSave>; required: boolean }) {
  const { t } = useTranslation();
  const listId = useId();
  const directory = useChurchDirectory();
  const churches = directory.data?.churches ?? [];
  const listed = churches.length > 0;
  return (
    <>
      <Field
        label={t('profile.fields.church')}
        required={required}
        {...(listed ? { hint: t('profile.churchHint') } : {})}
      >
        <Input {...register('church')} type="text" autoComplete="off" list={listed ? listId : undefined} />
      </Field>
      {listed && (
        <datalist id={listId}>
          {churches.map((church) => (
            <option key={church.id} value={church.name} label={[church.city, church.country].join(', ')} />
          ))}
        </datalist>
      )}
    </>
  );
}
