import { useState } from 'react';
import { formatMoney } from '../../../format/money';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { orderActionCopy as copy } from './copy';
import { failureMessage, type ActionDialogProps } from './dialogProps';
import { riyalsText, type OrderMoney } from '@laqta/contract';
import { fieldError } from './orderActions';
import { halalasOfRiyals } from './riyals';

export interface RefundDialogProps extends ActionDialogProps {
  money: OrderMoney;
}

/** The amount typed, checked against what can still be refunded (the server checks again). */
function amountProblem(halalas: number | null, refundable: number, currency: string) {
  if (halalas === null) return copy.refundAmountInvalid;
  if (halalas <= 0) return copy.refundAmountZero;
  if (halalas > refundable) return copy.refundAmountTooLarge(formatMoney(refundable, currency));
  return null;
}

/**
 * A refund to the customer: the whole refundable amount or part of it, typed in riyals and sent
 * in halalas. The dialog says how much was paid, already refunded and can still go back.
 */
export function RefundDialog({
  order,
  currency,
  money,
  open,
  onOpenChange,
  busy,
  failure,
  onSubmit,
}: RefundDialogProps) {
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);

  const amount = kind === 'full' ? money.refundable : halalasOfRiyals(amountText);
  const problem = kind === 'partial' ? amountProblem(amount, money.refundable, currency) : null;
  const moving = amount !== null && problem === null ? formatMoney(amount, currency) : null;

  const submit = () => {
    setChecked(true);
    if (amount === null || problem !== null) return;
    onSubmit({ action: 'refund', amount, reason: reason.trim() });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="danger"
      title={copy.title.refund(order.code)}
      description={
        <>
          <p className="font-semibold">
            {copy.refundable(formatMoney(money.refundable, currency))}
          </p>
          <p className="text-sm text-ink-muted">
            {copy.paidAndRefunded(
              formatMoney(money.paid, currency),
              formatMoney(money.refunded, currency),
            )}
          </p>
          {moving && <p className="mt-1">{copy.refundMoves(moving)}</p>}
        </>
      }
      confirmLabel={moving ? copy.refundConfirm(moving) : copy.button.refund}
      busy={busy}
      busyLabel={copy.busy}
      error={failureMessage(failure, copy.conflict)}
      onConfirm={submit}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">{copy.refundKind}</legend>
        {(['full', 'partial'] as const).map((value) => (
          <label key={value} className="flex items-center gap-3 text-base text-ink">
            <input
              type="radio"
              name="refund-kind"
              className="size-5 accent-brand-600"
              checked={kind === value}
              onChange={() => {
                setKind(value);
                if (value === 'partial' && amountText === '')
                  setAmountText(riyalsText(money.refundable));
              }}
            />
            {value === 'full' ? copy.refundFull : copy.refundPartial}
          </label>
        ))}
      </fieldset>
      {kind === 'partial' && (
        <TextField
          label={copy.refundAmount}
          hint={copy.refundAmountHint}
          inputMode="decimal"
          dir="ltr"
          required
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          error={(checked ? problem : null) ?? fieldError(failure, 'refund', 'amount')}
        />
      )}
      <TextArea
        label={copy.refundReason}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError(failure, 'refund', 'reason')}
      />
    </ConfirmDialog>
  );
}
