import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useDeactivateAccount } from '../api/profiles-api.ts';

/** Spec §4: sign-out follows 2 s after deactivation. */
export const SIGN_OUT_DELAY_MS = 2000;

/** D9: the member hides their account; signing in again reactivates it. */
export function DeactivateAccount({ onDeactivated }: { onDeactivated: () => void }) {
  const { t } = useTranslation();
  const deactivate = useDeactivateAccount();
  const [open, setOpen] = useState(false);

  function confirm() {
    deactivate.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('profile.deactivate.done'));
        setTimeout(onDeactivated, SIGN_OUT_DELAY_MS);
      },
      onError: (error) => {
        setOpen(false);
        toast.error(
          error instanceof ApiRequestError && error.status === 403
            ? t('profile.deactivate.permissionDenied')
            : profileMessages.deactivateFailed,
        );
      },
    });
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)} disabled={deactivate.isSuccess}>
        {t('profile.deactivate.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('profile.deactivate.title')}
        message={profileMessages.deactivateConfirm}
        confirmLabel={t('profile.deactivate.confirm')}
        destructive
        busy={deactivate.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
