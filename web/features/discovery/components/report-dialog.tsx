import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { REPORT_REASONS, type ReportReason } from '#shared/enums.ts';
import { reportRequestSchema } from '#shared/schemas/discovery.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useReportMember } from '../api/discovery-api.ts';

/** What the member fills in; the reported member is the dialog's. */
const reportFormSchema = reportRequestSchema.pick({ reason: true, description: true });
type ReportForm = z.input<typeof reportFormSchema>;

/** D18: a reason from the fixed list and an optional description. */
export function ReportDialog({
  member,
  onClose,
}: {
  member: { id: string; name: string } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const report = useReportMember();
  const { register, control, handleSubmit, resetField, formState } = useForm<
    ReportForm,
    unknown,
    z.output<typeof reportFormSchema>
  >({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { reason: 'fake_profile', description: '' },
  });
  // The Field hands its label to its direct child, so the select is bound here, not in a Controller.
  const { field: reason } = useController({ control, name: 'reason' });

  const submit = handleSubmit((values) => {
    if (!member) return;
    report.mutate(
      { reportedUserId: member.id, ...values },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          resetField('description');
          onClose();
        },
      },
    );
  });

  return (
    <Dialog
      open={member !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t('discover.reportTitle')}
      description={member?.name}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={report.isPending}>
            {t('discover.reportSubmit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {report.isError && <FormAlert tone="error">{report.error.message}</FormAlert>}
        <Field label={t('discover.reportReason')} required>
          <Select
            value={reason.value}
            onValueChange={(value) => reason.onChange(value as ReportReason)}
            options={REPORT_REASONS.map((value) => ({ value, label: t(`discover.reasons.${value}`) }))}
          />
        </Field>
        <Field label={t('discover.reportDescription')} error={formState.errors.description?.message}>
          <Textarea maxLength={1000} {...register('description')} />
        </Field>
      </form>
    </Dialog>
  );
}
