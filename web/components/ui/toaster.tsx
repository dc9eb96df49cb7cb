import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster, toast } from 'sonner';

/** D25: browser alerts become in-page toasts, announced politely to screen readers. */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <SonnerToaster
      position="top-center"
      closeButton
      duration={4000}
      containerAriaLabel={t('toasts.label')}
      toastOptions={{
        classNames: { toast: '!text-slate-900 !border-slate-300', title: '!text-slate-900' },
        closeButtonAriaLabel: t('toasts.close'),
      }}
    />
  );
}

export { toast };
