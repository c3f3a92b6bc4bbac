import { BANK_REFERENCE_MAX_LENGTH, type PayoutQueueItem } from '@laqta/contract';
import { formatMoney } from '../../../format/money';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { TextField } from '../../../primitives/TextField';
import { payoutQueueCopy as copy } from './copy';

export interface PayDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rows: readonly PayoutQueueItem[];
  currency: string;
  bankReference: string;
  onBankReferenceChange: (value: string) => void;
  /** The field's message (the form's check, or the server's). */
  bankReferenceError?: string;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
}

/** The bank reference as typed, checked like the server checks it. */
export function bankReferenceProblem(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return copy.bankReferenceRequired;
  if (text.length > BANK_REFERENCE_MAX_LENGTH) return copy.bankReferenceTooLong;
  return undefined;
}

/** Marking payouts paid: names how many orders and the total that leaves, asks the bank reference. */
export function PayDialog({
  open,
  onOpenChange,
  rows,
  currency,
  bankReference,
  onBankReferenceChange,
  bankReferenceError,
  busy,
  error,
  onConfirm,
}: PayDialogProps) {
  const total = formatMoney(
    rows.reduce((sum, row) => sum + row.amount, 0),
    currency,
  );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.payTitle(rows.length)}
      description={
        <>
          <p>{copy.payDescribe(rows.length, total)}</p>
          <ul
            aria-label={copy.payRows}
            className="mt-2 max-h-40 overflow-y-auto text-sm text-ink-muted"
          >
            {rows.map((row) => (
              <li key={row.order_id} className="flex justify-between gap-3">
                <span>
                  <span dir="ltr">{row.code}</span> —{' '}
                  {row.photographer?.name ?? copy.noPhotographer}
                </span>
                <span className="tabular-nums">{formatMoney(row.amount, currency)}</span>
              </li>
            ))}
          </ul>
        </>
      }
      confirmLabel={copy.payConfirm(total)}
      busy={busy}
      busyLabel={copy.paying}
      error={error}
      onConfirm={onConfirm}
    >
      <TextField
        label={copy.bankReference}
        hint={copy.bankReferenceHint}
        required
        dir="ltr"
        autoComplete="off"
        value={bankReference}
        onChange={(event) => onBankReferenceChange(event.target.value)}
        error={bankReferenceError}
      />
    </ConfirmDialog>
  );
}
