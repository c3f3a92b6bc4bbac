import {
  transactionMethodLabels,
  transactionStatuses,
  transactionStatusLabels,
  transactionTypeLabels,
  transactionTypes,
  type ExportFormat,
  type TransactionListItem,
  type TransactionTotals,
} from '@laqta/contract';
import { DateText } from '../../../primitives/DateText/DateText';
import { formatMoney } from '../../../format/money';
import { formatNumber } from '../../../format/number';
import { Link } from '../../../navigation/Link';
import {
  DateRangeFilter,
  ListScreenLayout,
  type DataTableColumn,
  type ListScreenProps,
} from '../../DataTable';
import { type RecordHref } from '../../DetailView';
import { ListExportButtons, ListExportError, type ListExportProgress } from '../../ListExport';
import { StatusPill } from '../../StatusPill';

export const transactionsCopy = {
  title: 'إدارة المعاملات',
  caption: 'قائمة المعاملات',
  searchPlaceholder: 'المرجع أو رقم الطلب',
  reference: 'المرجع',
  order: 'الطلب',
  type: 'النوع',
  method: 'طريقة الدفع',
  status: 'الحالة',
  amount: 'المبلغ',
  date: 'التاريخ',
  from: 'من تاريخ',
  to: 'إلى تاريخ',
  empty: 'لا توجد معاملات بعد',
  totals: 'إجماليات النتائج',
  count: 'عدد المعاملات',
  exportFailed: 'تعذّر تصدير المعاملات',
} as const;

/** The transactions list's filters, by their API names (`order_id` arrives from an order's link). */
export type TransactionFilter = 'type' | 'status' | 'from' | 'to' | 'order_id';

export const transactionStatusTone = {
  pending: 'neutral',
  succeeded: 'success',
  failed: 'danger',
} as const;

export interface TransactionsScreenProps extends ListScreenProps<
  TransactionListItem,
  TransactionFilter
> {
  /** Where a row's order leads (the order's page). */
  orderHref: RecordHref;
  currency: string;
  /** Totals of every row matching the filters (not only the page). */
  totals?: TransactionTotals;
  rangeError?: string;
  /** Exports every matching transaction (XLSX or CSV). */
  onExport?: (format: ExportFormat) => void;
  exporting?: ListExportProgress | null;
  exportError?: string | null;
}

function columns(
  currency: string,
  orderHref: TransactionsScreenProps['orderHref'],
): DataTableColumn<TransactionListItem>[] {
  return [
    {
      id: 'reference',
      header: transactionsCopy.reference,
      accessorKey: 'reference',
      enableSorting: true,
      cell: ({ row }) => <span dir="ltr">{row.original.reference}</span>,
    },
    {
      id: 'order',
      header: transactionsCopy.order,
      cell: ({ row }) => (
        <Link href={orderHref(row.original.order)}>
          <span dir="ltr">{row.original.order.code}</span>
        </Link>
      ),
    },
    {
      id: 'type',
      header: transactionsCopy.type,
      cell: ({ row }) => transactionTypeLabels[row.original.type],
    },
    {
      id: 'method',
      header: transactionsCopy.method,
      cell: ({ row }) => transactionMethodLabels[row.original.method],
    },
    {
      id: 'status',
      header: transactionsCopy.status,
      cell: ({ row }) => (
        <StatusPill
          label={transactionStatusLabels[row.original.status]}
          tone={transactionStatusTone[row.original.status]}
        />
      ),
    },
    {
      id: 'amount',
      header: transactionsCopy.amount,
      enableSorting: true,
      meta: { numeric: true },
      cell: ({ row }) => formatMoney(row.original.amount, currency),
    },
    {
      id: 'created_at',
      header: transactionsCopy.date,
      enableSorting: true,
      cell: ({ row }) => <DateText value={row.original.created_at} withTime />,
    },
  ];
}

/** Sums of the filtered rows: how many, and the amount of each type. */
function Totals({ totals, currency }: { totals: TransactionTotals; currency: string }) {
  return (
    <section aria-label={transactionsCopy.totals}>
      <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
        <div>
          <dt className="text-ink-muted">{transactionsCopy.count}</dt>
          <dd className="font-bold text-ink">{formatNumber(totals.count)}</dd>
        </div>
        {transactionTypes.map((type) => (
          <div key={type}>
            <dt className="text-ink-muted">{transactionTypeLabels[type]}</dt>
            <dd className="font-bold text-ink">{formatMoney(totals[type], currency)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The transactions screen: the list with type, status and date filters, and the filtered totals. */
export function TransactionsScreen({
  orderHref,
  currency,
  totals,
  rangeError,
  onExport,
  exporting,
  exportError,
  ...screen
}: TransactionsScreenProps) {
  const { filters, onFiltersChange } = screen;
  return (
    <ListScreenLayout
      {...screen}
      title={transactionsCopy.title}
      notice={<ListExportError error={exportError} title={transactionsCopy.exportFailed} />}
      filterControls={[
        {
          name: 'type',
          label: transactionsCopy.type,
          options: transactionTypes.map((t) => ({ value: t, label: transactionTypeLabels[t] })),
        },
        {
          name: 'status',
          label: transactionsCopy.status,
          options: transactionStatuses.map((s) => ({
            value: s,
            label: transactionStatusLabels[s],
          })),
        },
        <DateRangeFilter
          key="dates"
          from={filters.from}
          to={filters.to}
          fromLabel={transactionsCopy.from}
          toLabel={transactionsCopy.to}
          error={rangeError}
          onChange={(range) => onFiltersChange(range)}
        />,
      ]}
      table={{
        caption: transactionsCopy.caption,
        columns: columns(currency, orderHref),
        searchPlaceholder: transactionsCopy.searchPlaceholder,
        emptyTitle: transactionsCopy.empty,
        actions: onExport && <ListExportButtons onExport={onExport} exporting={exporting} />,
        summary:
          totals && totals.count > 0 ? <Totals totals={totals} currency={currency} /> : undefined,
      }}
    />
  );
}
