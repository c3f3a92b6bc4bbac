import {
  MAX_PAYOUTS_PER_REQUEST,
  type PayoutQueueAnswer,
  type PayoutQueueItem,
} from '@laqta/contract';
import { useEffect, useRef, useState } from 'react';
import { FORMAT_LOCALE } from '../../../format/locale';
import { formatMoney } from '../../../format/money';
import { formatNumber } from '../../../format/number';
import { DateText } from '../../../primitives/DateText/DateText';
import type { BulkAction, BulkReport, BulkRun, RowKey } from '../../BulkBar/types';
import {
  ListScreenLayout,
  type DataTableColumn,
  type FilterOption,
  type ListScreenProps,
} from '../../DataTable';
import { payoutQueueCopy as copy } from './copy';
import { bankReferenceProblem, PayDialog } from './PayDialog';

/** A queue row as the list shows it: keyed by its order (`id` = `order_id`). */
export type PayoutRow = PayoutQueueItem & { id: number };

/** The payout queue's filters, by their API names. */
export type PayoutFilter = 'photographer_id';

/** What paying came to, as the app reads the API's answer. */
export type PayOutcome =
  | { ok: true }
  | {
      ok: false;
      message: string;
      /** 422 on the bank reference: the dialog stays open with it. */
      bankReferenceError?: string;
      /** 422 per row (`errors['items.<n>']`), by order id: nothing was paid. */
      rowErrors?: Record<number, string>;
      /** 409: some rows changed meanwhile (the app reloads the queue); nothing was paid. */
      conflict?: boolean;
    };

export interface PayoutQueueScreenProps extends ListScreenProps<PayoutRow, PayoutFilter> {
  currency: string;
  /** Today's commission rate (percent). */
  commissionRate?: number;
  /** Sums of every matching row. */
  totals?: PayoutQueueAnswer['totals'];
  photographers: readonly FilterOption[];
  /** The admin may pay (permission `money`): rows get checkboxes and the pay action. */
  mayPay: boolean;
  /** Pays the rows with one bank reference (all or none). */
  onPay: (rows: readonly PayoutQueueItem[], bankReference: string) => Promise<PayOutcome>;
}

// A commission rate as settings allow it (12.5), in Arabic digits: "١٢٫٥".
const rateFormat = new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 2 });
const percent = (rate: number) => rateFormat.format(rate);

function columns(currency: string): DataTableColumn<PayoutRow>[] {
  const money = (value: number) => formatMoney(value, currency);
  return [
    {
      id: 'code',
      header: copy.code,
      cell: ({ row }) => <span dir="ltr">{row.original.code}</span>,
    },
    {
      id: 'photographer',
      header: copy.photographer,
      cell: ({ row }) =>
        row.original.photographer?.name ?? (
          <span className="text-danger-700">{copy.noPhotographer}</span>
        ),
    },
    {
      id: 'session_at',
      header: copy.sessionAt,
      enableSorting: true,
      cell: ({ row }) => <DateText value={row.original.session_at} withTime />,
    },
    {
      id: 'completed_at',
      header: copy.completedAt,
      cell: ({ row }) =>
        row.original.completed_at ? <DateText value={row.original.completed_at} /> : '—',
    },
    {
      id: 'price',
      header: copy.price,
      enableSorting: true,
      meta: { numeric: true },
      cell: ({ row }) => money(row.original.price),
    },
    {
      id: 'commission_amount',
      header: copy.commission,
      meta: { numeric: true },
      cell: ({ row }) => (
        <>
          {money(row.original.commission_amount)}{' '}
          <span className="text-ink-muted">
            {copy.commissionRate(percent(row.original.commission_rate))}
          </span>
        </>
      ),
    },
    {
      id: 'amount',
      header: copy.amount,
      meta: { numeric: true },
      cell: ({ row }) => <span className="font-bold">{money(row.original.amount)}</span>,
    },
  ];
}

function Totals({
  totals,
  currency,
  commissionRate,
}: {
  totals: PayoutQueueAnswer['totals'];
  currency: string;
  commissionRate?: number;
}) {
  const money = (value: number) => formatMoney(value, currency);
  return (
    <section aria-label={copy.totals} className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
        {(
          [
            [copy.count, formatNumber(totals.count)],
            [copy.price, money(totals.price)],
            [copy.commission, money(totals.commission_amount)],
            [copy.amount, money(totals.amount)],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-bold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {commissionRate !== undefined && (
        <p className="text-sm text-ink-muted">{copy.currentRate(percent(commissionRate))}</p>
      )}
    </section>
  );
}

/**
 * The payout queue: completed orders whose photographer has not been paid, with the price, the
 * commission kept (at the rate in force when each completed) and the amount due. A finance admin
 * selects one or many and marks them paid with one bank reference; the result is reported per row.
 */
export function PayoutQueueScreen({
  currency,
  commissionRate,
  totals,
  photographers,
  mayPay,
  onPay,
  ...screen
}: PayoutQueueScreenProps) {
  // Every row seen on any page, by order id: a selection kept across pages is paid as it was seen.
  const seen = useRef(new Map<RowKey, PayoutRow>());
  useEffect(() => {
    for (const row of screen.list.rows ?? []) seen.current.set(row.id, row);
  }, [screen.list.rows]);

  const [paying, setPaying] = useState<readonly PayoutRow[] | null>(null);
  const [bankReference, setBankReference] = useState('');
  const [bankReferenceError, setBankReferenceError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settle = useRef<((report: BulkReport | void) => void) | null>(null);

  const finish = (report: BulkReport | void) => {
    settle.current?.(report);
    settle.current = null;
    setPaying(null);
    setError(null);
  };

  const rowsOf = (run: BulkRun): PayoutRow[] => {
    const page = screen.list.rows ?? [];
    if (run.selection.kind === 'matching') {
      // The API pays rows as they were seen (each with its updated_at), never a filter.
      if (run.count > page.length) throw new Error(copy.selectFromPages);
      return page;
    }
    return run.selection.keys.flatMap((key) => seen.current.get(key) ?? []);
  };

  const payAction: BulkAction = {
    name: 'pay',
    label: copy.pay,
    describe: (count) => copy.payTitle(count),
    // The pay dialog below confirms (it names the total and asks the bank reference).
    confirm: false,
  };

  const run = (bulkRun: BulkRun) => {
    const rows = rowsOf(bulkRun);
    if (rows.length > MAX_PAYOUTS_PER_REQUEST) throw new Error(copy.tooMany);
    setError(null);
    setBankReferenceError(undefined);
    setPaying(rows);
    return new Promise<BulkReport | void>((resolve) => {
      settle.current = resolve;
    });
  };

  const confirm = async () => {
    if (!paying) return;
    const problem = bankReferenceProblem(bankReference);
    setBankReferenceError(problem);
    if (problem) return;
    setBusy(true);
    setError(null);
    const outcome = await onPay(paying, bankReference.trim());
    setBusy(false);
    if (outcome.ok) {
      setBankReference('');
      finish({ succeeded: paying.length, failed: [] });
    } else if (outcome.bankReferenceError) {
      setBankReferenceError(outcome.bankReferenceError);
      setError(outcome.message);
    } else if (outcome.rowErrors || outcome.conflict) {
      // All or none: nothing was paid, so every row is reported, with its own reason if it has one.
      finish({
        succeeded: 0,
        failed: paying.map((row) => ({
          key: row.id,
          label: row.code,
          message: outcome.rowErrors?.[row.id] ?? outcome.message,
        })),
      });
    } else {
      setError(outcome.message);
    }
  };

  return (
    <>
      <ListScreenLayout
        {...screen}
        title={copy.title}
        filterControls={[
          { name: 'photographer_id', label: copy.photographer, options: photographers },
        ]}
        bulk={
          mayPay
            ? {
                actions: [payAction],
                onRun: async (bulkRun) => run(bulkRun),
                rowLabel: (row) => copy.rowLabel(row.code),
              }
            : undefined
        }
        table={{
          caption: copy.caption,
          columns: columns(currency),
          searchPlaceholder: copy.searchPlaceholder,
          emptyTitle: copy.empty,
          emptyDescription: copy.emptyDescription,
          summary: totals && (
            <Totals totals={totals} currency={currency} commissionRate={commissionRate} />
          ),
        }}
      />
      <PayDialog
        open={paying !== null}
        onOpenChange={(open) => {
          if (!open) finish();
        }}
        rows={paying ?? []}
        currency={currency}
        bankReference={bankReference}
        onBankReferenceChange={(value) => {
          setBankReference(value);
          if (bankReferenceError) setBankReferenceError(bankReferenceProblem(value));
        }}
        bankReferenceError={bankReferenceError}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
