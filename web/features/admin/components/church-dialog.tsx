import { useTranslation } from 'react-i18next';
import { churchFormSchema, type AdminChurch, type ChurchForm } from '#shared/schemas/churches.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useSaveChurch } from '../api/admin-api.ts';

const FIELDS = [
  { name: 'name', required: true, autoComplete: 'organization' },
  { name: 'city', required: true, autoComplete: 'address-level2' },
  { name: 'country', required: true, autoComplete: 'country-name' },
  { name: 'denomination', required: false, autoComplete: 'off' },
  { name: 'pastorName', required: false, autoComplete: 'off' },
  { name: 'pastorEmail', required: false, autoComplete: 'off', type: 'email' },
] as const satisfies readonly { name: keyof ChurchForm; required: boolean; autoComplete: string; type?: string }[];

const blank: ChurchForm = { name: '', city: '', country: '', denomination: '', pastorName: '', pastorEmail: '' };

/** D32: add a church to the directory, or edit one (`church`); the server's rules and words. */
export function ChurchDialog({ church, onClose }: { church: AdminChurch | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveChurch(church?.id);
  const { register, onSubmit, error } = useCheckedForm({
    schema: churchFormSchema,
    defaultValues: church ? pick(church) : blank,
    mutation: save,
    onSuccess: (answer) => {
      toast.success(answer.message);
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={church ? t('adminPanel.churches.editTitle') : t('adminPanel.churches.addTitle')}
      description={t('adminPanel.churches.formIntro')}
      closeLabel={t('adminPanel.exitDialog')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            label={t(`adminPanel.churches.fields.${field.name}`)}
            required={field.required}
            {...(field.name === 'pastorEmail' ? { hint: t('adminPanel.churches.pastorEmailHint') } : {})}
          >
            <Input
              type={'type' in field ? field.type : 'text'}
              autoComplete={field.autoComplete}
              {...register(field.name)}
            />
          </Field>
        ))}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {church ? t('adminPanel.churches.save') : t('adminPanel.churches.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const pick = ({ name, city, country, denomination, pastorName, pastorEmail }: AdminChurch): ChurchForm => ({
  name,
  city,
  country,
  denomination,
  pastorName,
  pastorEmail,
});
