import {
  transactionSettlementLabels,
  transactionSettlements,
  transactionTypeLabels,
  type Transaction,
  type TransactionSettlement,
} from '@laqta/contract';
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../format/money';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';

export const transactionSettleCopy = {
  bar: 'إجراءات العملية',
  title: (label: string, reference: string) => `${label} ${reference}؟`,
  succeeded: (type: Transaction['type'], amount: string) =>
    type === 'payment'
      ? `تصبح العملية ناجحة ويُحتسب ${amount} ضمن ما دفعه العميل وضمن الإيرادات.`
      : type === 'refund'
        ? `تصبح العملية ناجحة ويُعدّ ${amount} مُعادًا إلى العميل، فيُخصم من الإيرادات.`
        : `تصبح العملية ناجحة ويُعدّ ${amount} مصروفًا للمصور.`,
  failed: (type: Transaction['type'], amount: string) =>
    `تُسجَّل العملية فاشلة ولا يُحتسب مبلغ ${amount} (${transactionTypeLabels[type]}) في أي رصيد.`,
  busy: 'جاري الحفظ...',
  conflict: 'تغيّرت هذه العملية منذ فتحتها، فأعدنا تحميلها. راجع حالتها ثم حاول مرة أخرى.',
} as const;

export interface TransactionSettleFailure {
  to: TransactionSettlement;
  kind: 'conflict' | 'invalid' | 'other';
  message: string;
}

export interface TransactionSettleActionsProps {
  transaction: Pick<Transaction, 'type' | 'amount' | 'status' | 'reference'>;
  currency: string;
  /** The settlement being sent. */
  busy?: TransactionSettlement | null;
  failure?: TransactionSettleFailure | null;
  onSettle: (to: TransactionSettlement) => void;
}

/**
 * A pending transaction settled by finance: succeeded or failed, each confirmed in a dialog that
 * says what the amount then counts for. Nothing is shown for a transaction that is not pending.
 */
export function TransactionSettleActions({
  transaction,
  currency,
  busy = null,
  failure = null,
  onSettle,
}: TransactionSettleActionsProps) {
  const [open, setOpen] = useState<TransactionSettlement | null>(null);
  // The dialog closes when its request ended without a failure.
  const previous = useRef(busy);
  useEffect(() => {
    if (previous.current && busy === null && failure?.to !== previous.current) setOpen(null);
    previous.current = busy;
  }, [busy, failure]);

  if (transaction.status !== 'pending') return null;
  const amount = formatMoney(transaction.amount, currency);
  return (
    <section aria-label={transactionSettleCopy.bar} className="flex flex-wrap gap-2">
      {transactionSettlements.map((to) => (
        <Button
          key={to}
          size="sm"
          variant={to === 'failed' ? 'secondary' : 'primary'}
          onClick={() => setOpen(to)}
        >
          {transactionSettlementLabels[to]}
        </Button>
      ))}
      {transactionSettlements.map((to) => (
        <ConfirmDialog
          key={to}
          open={open === to}
          onOpenChange={(next) => setOpen(next ? to : null)}
          tone={to === 'failed' ? 'danger' : 'primary'}
          title={transactionSettleCopy.title(
            transactionSettlementLabels[to],
            transaction.reference,
          )}
          description={<p>{transactionSettleCopy[to](transaction.type, amount)}</p>}
          confirmLabel={transactionSettlementLabels[to]}
          busy={busy === to}
          busyLabel={transactionSettleCopy.busy}
          error={
            failure?.to === to
              ? failure.kind === 'conflict'
                ? transactionSettleCopy.conflict
                : failure.message
              : undefined
          }
          onConfirm={() => onSettle(to)}
        />
      ))}
    </section>
  );
}
