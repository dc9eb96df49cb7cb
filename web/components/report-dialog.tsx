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

/** What the member fills in (D18); what is reported (a member, a message) is the caller's. */
const reportFormSchema = reportRequestSchema.pick({ reason: true, description: true });
export type ReportFormValues = z.output<typeof reportFormSchema>;

/** Each caller words the dialog in its own locale file. */
export interface ReportDialogLabels {
  title: string;
  reason: string;
  description: string;
  submit: string;
  reasons: Record<ReportReason, string>;
}

/** The reasons' labels, as each caller words them. */
export function reasonLabels(label: (reason: ReportReason) => string): Record<ReportReason, string> {
  return Object.fromEntries(REPORT_REASONS.map((reason) => [reason, label(reason)])) as Record<ReportReason, string>;
}

/**
 * D18: a reason from the fixed list and an optional description. `onSubmit` sends the report and
 * resolves when it was taken (the dialog then clears its description); its error stays in the
 * dialog (`error`) so nothing typed is lost.
 */
export function ReportDialog({
  open,
  subject,
  labels,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  /** What is reported, in words: the member's name, or the message. */
  subject: string | undefined;
  labels: ReportDialogLabels;
  busy: boolean;
  error: string | undefined;
  onSubmit: (values: ReportFormValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const { register, control, handleSubmit, resetField, formState } = useForm<
    z.input<typeof reportFormSchema>,
    unknown,
    ReportFormValues
  >({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { reason: 'fake_profile', description: '' },
  });
  // The Field hands its label to its direct child, so the select is bound here, not in a Controller.
  const { field: reason } = useController({ control, name: 'reason' });

  const submit = handleSubmit((values) =>
    onSubmit(values).then(
      () => resetField('description'),
      () => undefined,
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={labels.title}
      description={subject}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={busy}>
            {labels.submit}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <Field label={labels.reason} required>
          <Select
            value={reason.value}
            onValueChange={(value) => reason.onChange(value as ReportReason)}
            options={REPORT_REASONS.map((value) => ({ value, label: labels.reasons[value] }))}
          />
        </Field>
        <Field label={labels.description} error={formState.errors.description?.message}>
          <Textarea maxLength={1000} {...register('description')} />
        </Field>
      </form>
    </Dialog>
  );
}
