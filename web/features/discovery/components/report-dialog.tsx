import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, type ReportReason } from '#shared/enums.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useReportMember } from '../api/discovery-api.ts';

/** D18: a reason from the fixed list and an optional description. */
export function ReportDialog({
  member,
  onClose,
}: {
  member: { id: string; name: string } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const report = useReportMember();
  const [reason, setReason] = useState<ReportReason>('fake_profile');
  const [description, setDescription] = useState('');

  function submit() {
    if (!member) return;
    report.mutate(
      { reportedUserId: member.id, reason, description },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setDescription('');
          onClose();
        },
      },
    );
  }

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
          <Button variant="danger" busy={report.isPending} onClick={submit}>
            {t('discover.reportSubmit')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {report.isError && <FormAlert tone="error">{report.error.message}</FormAlert>}
        <Field label={t('discover.reportReason')} required>
          <Select
            value={reason}
            onValueChange={(value) => setReason(value as ReportReason)}
            options={REPORT_REASONS.map((value) => ({ value, label: t(`discover.reasons.${value}`) }))}
          />
        </Field>
        <Field label={t('discover.reportDescription')}>
          <Textarea value={description} maxLength={1000} onChange={(e) => setDescription(e.target.value)} />
        </Field>
      </div>
    </Dialog>
  );
}
