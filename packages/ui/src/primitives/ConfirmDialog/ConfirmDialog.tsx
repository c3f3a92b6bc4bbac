import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { clsx } from 'clsx';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';

export const confirmDialogCopy = {
  /** "Go back", not "إلغاء": an action is often itself a cancellation (of an order). */
  dismiss: 'تراجع',
} as const;

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'تأكيد الطلب LQ-000123؟' */
  title: ReactNode;
  /** What will happen, in plain Arabic, including any money that will move. */
  description: ReactNode;
  /** Fields the action needs (a reason, an amount…), inside the dialog's form. */
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: ReactNode;
  dismissLabel?: ReactNode;
  /** `danger` for what cannot be undone (cancel, refund, no-show). */
  tone?: 'primary' | 'danger';
  /** The action is running: the confirm button spins, nothing closes the dialog. */
  busy?: boolean;
  /** Stops confirming (e.g. a clash not acknowledged yet). */
  confirmDisabled?: boolean;
  /** A failure of the last attempt, shown above the buttons (the typed input stays). */
  error?: ReactNode;
  /**
   * Called on confirm (button or Enter). The dialog stays open: the caller closes it when the
   * action succeeded, so a refused one keeps what was typed.
   */
  onConfirm: () => void;
  /** An element that opens the dialog (optional: a screen may open it from its own button). */
  trigger?: ReactNode;
  className?: string;
}

/**
 * The one confirmation dialog of the back office (Radix AlertDialog, never `window.confirm`): it
 * says what will happen, holds the fields the action needs in a form, and stays open while the
 * action runs or when it failed.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  dismissLabel = confirmDialogCopy.dismiss,
  tone = 'primary',
  busy = false,
  confirmDisabled = false,
  error,
  onConfirm,
  trigger,
  className,
}: ConfirmDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !confirmDisabled) onConfirm();
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}
    >
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-sand-900/40" />
        <AlertDialog.Content
          className={clsx(
            // Centred by margins, so the same classes hold in both directions.
            'fixed inset-0 z-50 m-auto h-fit max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto',
            'rounded-card bg-surface p-5 shadow-raised',
            className,
          )}
        >
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <AlertDialog.Title className="text-lg font-bold text-ink">{title}</AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div className="text-base leading-relaxed text-ink">{description}</div>
            </AlertDialog.Description>
            {children}
            {error && <Alert tone="error">{error}</Alert>}
            <div className="flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={busy}>
                  {dismissLabel}
                </Button>
              </AlertDialog.Cancel>
              <Button
                type="submit"
                variant={tone === 'danger' ? 'danger' : 'primary'}
                loading={busy}
                loadingText={busyLabel}
                disabled={confirmDisabled}
              >
                {confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
