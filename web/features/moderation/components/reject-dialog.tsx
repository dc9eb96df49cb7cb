import { useTranslation } from 'react-i18next';
import { rejectionSchema } from '#shared/schemas/moderation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useReject, type ReviewTarget } from '../api/moderation-api.ts';

/** A profile, a photo or a photo verification the moderator is about to reject, with its member's name for the title. */
export type Rejecting = ReviewTarget & { name: string };

/**
 * D31: the reason the member reads, checked by the server's own rule (rejectionSchema) before it
 * is sent. The page keeps this dialog, not the item, so that it outlives the item leaving the list.
 */
export function RejectDialog({ rejecting, onClose }: { rejecting: Rejecting; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useReject(rejecting);
  const { register, onSubmit, error } = useCheckedForm({
    schema: rejectionSchema,
    defaultValues: { reason: '' },
    mutation: reject,
    onSuccess: (answer) => {
      toast.success(answer.message);
      onClose();
    },
  });
  const title = {
    profiles: 'moderation.rejectDialog.profileTitle',
    photos: 'moderation.rejectDialog.photoTitle',
    verifications: 'moderation.rejectDialog.verificationTitle',
  }[rejecting.kind];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !reject.isPending && onClose()}
      title={t(title, { name: rejecting.name })}
      description={t(
        rejecting.kind === 'verifications'
          ? 'moderation.rejectDialog.verificationIntro'
          : 'moderation.rejectDialog.intro',
      )}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <Field label={t('moderation.rejectDialog.reason')} required>
          <Textarea rows={4} {...register('reason')} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={reject.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={reject.isPending}>
            {t('moderation.rejectDialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
