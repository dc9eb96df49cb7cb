import { Toaster as SonnerToaster, toast } from 'sonner';

/** D25: browser alerts become in-page toasts, announced politely to screen readers. */
export function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton duration={4000} />;
}

export { toast };
