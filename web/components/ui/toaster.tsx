import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster, toast as sonnerToast, type ExternalToast } from 'sonner';
import { say } from '#web/lib/i18n.ts';

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

/**
 * Toasts say their text in the chosen language: a shared message (a server's answer, the spec's
 * words) through `say`, a text of the translation files as it comes (D37).
 */
export const toast = {
  success: (text: string, options?: ExternalToast) => sonnerToast.success(say(text), options),
  error: (text: string, options?: ExternalToast) => sonnerToast.error(say(text), options),
  info: (text: string, options?: ExternalToast) => sonnerToast.info(say(text), options),
};
