import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';

/**
 * Block asks first (D11: it hides the two members from each other): Cancel (focused first) and
 * Escape leave everything as it was; Block confirms. The same dialog as Unblock's, mirrored.
 */
export function BlockDialog({
  name,
  open,
  busy,
  onOpenChange,
  onConfirm,
}: {
  name: string;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('discover.blockConfirmTitle')}
      message={t('discover.blockConfirmMessage', { name })}
      confirmLabel={t('discover.block')}
      destructive
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
