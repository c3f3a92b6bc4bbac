import { formatMoney } from '../../../format/money';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { orderActionCopy as copy } from './copy';
import { failureMessage, type ActionDialogProps } from './dialogProps';

export interface StepDialogProps extends ActionDialogProps {
  action: 'confirm' | 'start' | 'complete';
  /** Completing: the photographer's payout it will make due (halalas), when known. */
  payoutAmount?: number | null;
}

/** Confirm, start or complete: one step forward in the order's life, nothing to type. */
export function StepDialog({
  action,
  order,
  currency,
  payoutAmount,
  open,
  onOpenChange,
  busy,
  failure,
  onSubmit,
}: StepDialogProps) {
  const description =
    action === 'complete'
      ? copy.describe.complete(
          order.status,
          payoutAmount != null ? formatMoney(payoutAmount, currency) : null,
        )
      : copy.describe[action](order.status);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title[action](order.code)}
      description={
        <>
          <p>{description}</p>
          {action !== 'complete' && <p className="mt-1 text-ink-muted">{copy.noMoney}</p>}
        </>
      }
      confirmLabel={copy.button[action]}
      busy={busy}
      busyLabel={copy.busy}
      error={failureMessage(failure, copy.conflict)}
      onConfirm={() => onSubmit({ action })}
    />
  );
}
