import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster, toast as sonnerToast, type ExternalToast } from 'sonner';
import { say } from '#web/lib/i18n.ts';

/**
 * D25: browser alerts become in-page toasts, announced politely to screen readers. They come in at
 * the bottom right, away from the header and its navigation (issue 44); on a phone (below 600 px,
 * sonner's own breakpoint) they span the bottom edge, where no navigation is.
 */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <SonnerToaster
      position="bottom-right"
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
