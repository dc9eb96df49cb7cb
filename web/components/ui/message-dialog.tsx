import { useTranslation } from 'react-i18next';
import { say } from '#web/lib/i18n.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

/** D25: a browser alert becomes this dialog: a title, the message (said in the chosen language, D37), and OK. */
export function MessageDialog({
  open,
  onClose,
  title,
  message,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  message: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={say(message)}
      size="sm"
      footer={<Button onClick={onClose}>{t('common.ok')}</Button>}
    />
  );
}
