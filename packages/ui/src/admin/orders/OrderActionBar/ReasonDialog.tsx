import { useState } from 'react';
import { formatMoney } from '../../../format/money';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { TextArea } from '../../../primitives/TextArea';
import { orderActionCopy as copy } from './copy';
import { failureMessage, type ActionDialogProps } from './dialogProps';
import type { OrderMoney } from '@laqta/contract';
import { fieldError } from './orderActions';

export interface ReasonDialogProps extends ActionDialogProps {
  action: 'cancel' | 'no_show';
  money: OrderMoney;
  /** The admin may also move money (refund) — then cancelling offers to refund at once. */
  mayRefund: boolean;
}

/**
 * Cancel or no-show: a reason is required (kept on the order and in the audit trail). Cancelling a
 * paid order proposes the refund of what can still be returned, in the same dialog.
 */
export function ReasonDialog({
  action,
  order,
  currency,
  money,
  mayRefund,
  open,
  onOpenChange,
  busy,
  failure,
  onSubmit,
}: ReasonDialogProps) {
  // Kept while the dialog closes and reopens, and through a 409's reload: what was typed stays.
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(true);
  const [missing, setMissing] = useState(false);
  const refundable = formatMoney(money.refundable, currency);
  const offersRefund = action === 'cancel' && money.refundable > 0;
  const refunds = offersRefund && mayRefund && refund;

  const submit = () => {
    const text = reason.trim();
    setMissing(text === '');
    if (text === '') return;
    onSubmit(
      action === 'cancel'
        ? { action, reason: text, refund_amount: refunds ? money.refundable : undefined }
        : { action, reason: text },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="danger"
      title={copy.title[action](order.code)}
      description={
        <>
          <p>{copy.describe[action](order.status)}</p>
          <p className="mt-1 font-semibold">
            {refunds
              ? copy.refundMoves(refundable)
              : offersRefund
                ? copy.refundLater(refundable)
                : copy.noMoney}
          </p>
        </>
      }
      confirmLabel={copy.button[action]}
      busy={busy}
      busyLabel={copy.busy}
      error={failureMessage(failure, copy.conflict)}
      onConfirm={submit}
    >
      <TextArea
        label={action === 'cancel' ? copy.cancelReason : copy.noShowReason}
        required
        rows={3}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (missing && event.target.value.trim()) setMissing(false);
        }}
        error={(missing ? copy.reasonRequired : undefined) ?? fieldError(failure, action, 'reason')}
      />
      {offersRefund && mayRefund && (
        <label className="flex items-start gap-3 text-base text-ink">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-brand-600"
            checked={refund}
            onChange={(event) => setRefund(event.target.checked)}
          />
          <span>
            {copy.refundNow(refundable)}
            {fieldError(failure, action, 'refund_amount') && (
              <span className="block text-sm font-semibold text-danger-600">
                {fieldError(failure, action, 'refund_amount')}
              </span>
            )}
          </span>
        </label>
      )}
    </ConfirmDialog>
  );
}
