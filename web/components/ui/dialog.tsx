import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/cn.ts';
import { Button } from './button.tsx';

const overlayClass = 'fixed inset-0 z-40 bg-slate-900/50';
const panelBase =
  'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white shadow-xl focus:outline-none';
/** A panel that scrolls as a whole. */
const panelClass = `${panelBase} overflow-y-auto p-6`;
/**
 * A panel with a footer always in view (issue 44): a column of the title, a body that scrolls,
 * and the footer below it, so no content can show beneath the footer.
 */
const columnClass = `${panelBase} flex flex-col overflow-hidden`;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * The name of the close cross (default 'Close'). A dialog whose footer has its own Close button
   * names the cross differently, so that each button has a name of its own.
   */
  closeLabel?: string;
  /** Keeps the footer's buttons in view, below the body, which scrolls on its own in a long dialog. */
  stickyFooter?: boolean;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/** A modal dialog: focus is trapped inside, Escape and the cross close it, focus returns after. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel,
  stickyFooter = false,
}: DialogProps) {
  const { t } = useTranslation();
  // Radix gives focus back to a Dialog.Trigger only; these dialogs open from any button, so the
  // element that had focus when one opened gets it back when it closes (issue 44).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} />
        <RadixDialog.Content
          className={cn(stickyFooter ? columnClass : panelClass, widths[size])}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className={cn('mb-4 flex items-start justify-between gap-4', stickyFooter && 'px-6 pt-6')}>
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <button
                type="button"
                aria-label={closeLabel ?? t('common.close')}
                className="rounded p-1 text-slate-600 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={cn('mb-4 text-sm text-slate-700', stickyFooter && 'px-6')}>
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {stickyFooter ? (
            <div data-dialog-body className="min-h-0 flex-1 overflow-y-auto px-6 pb-6">
              {children}
            </div>
          ) : (
            children
          )}
          {footer && (
            <div
              className={cn(
                'flex flex-wrap justify-end gap-2',
                stickyFooter ? 'shrink-0 border-t border-slate-200 bg-white px-6 py-4' : 'mt-6',
              )}
            >
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question, in the spec's exact words (D25: confirms become dialogs). */
  message: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
}

/** The confirm variant: a question with Cancel (focused first) and a confirming action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={overlayClass} />
        <RadixAlertDialog.Content className={cn(panelClass, widths.sm)}>
          <RadixAlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="mt-2 text-sm text-slate-700">{message}</RadixAlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <RadixAlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel ?? t('common.cancel')}</Button>
            </RadixAlertDialog.Cancel>
            <Button variant={destructive ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
              {confirmLabel ?? t('common.confirm')}
            </Button>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
