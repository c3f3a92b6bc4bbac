import {
  orderAttentionLabels,
  orderStatuses,
  orderStatusLabels,
  type ExportFormat,
  type OrderAttentionKey,
  type OrderListItem,
} from '@laqta/contract';
import { DateText } from '../../../primitives/DateText/DateText';
import { formatMoney } from '../../../format/money';
import {
  ActiveFilter,
  DateRangeFilter,
  ListScreenLayout,
  type DataTableColumn,
  type FilterOption,
  type ListScreenProps,
} from '../../DataTable';
import { ListExportButtons, ListExportError, type ListExportProgress } from '../../ListExport';
import { OrderStatusPill } from '../OrderStatusPill';

export const ordersCopy = {
  title: 'ادارة الطلبات',
  caption: 'قائمة الطلبات',
  searchPlaceholder: 'رقم الطلب أو اسم العميل',
  code: 'رقم الطلب',
  customer: 'العميل',
  photographer: 'المصور',
  unassigned: 'لم يُعيَّن بعد',
  service: 'الخدمة',
  sessionAt: 'موعد الجلسة',
  city: 'المدينة',
  status: 'الحالة',
  price: 'السعر',
  createdAt: 'تاريخ الطلب',
  from: 'تاريخ الطلب من',
  to: 'إلى',
  empty: 'لا توجد طلبات بعد',
  customerNumber: (id: string) => `العميل رقم ${id}`,
  attention: 'بحاجة إلى متابعة',
  exportFailed: 'تعذّر تصدير الطلبات',
} as const;

/**
 * The orders list's filters, by their API names. `customer_id` is set by the link on a customer's
 * page and shown as a chip that clears it.
 */
export type OrderFilter =
  | 'status'
  | 'from'
  | 'to'
  | 'photographer_id'
  | 'service_id'
  | 'customer_id'
  /** A dashboard "needs attention" rule (shown as a chip that clears it). */
  | 'attention';

export interface OrdersScreenProps extends ListScreenProps<OrderListItem, OrderFilter> {
  currency: string;
  photographers: readonly FilterOption[];
  services: readonly FilterOption[];
  /** The name of the customer `filters.customer_id` names, once known. */
  customerName?: string | null;
  /** A server message about the date range. */
  rangeError?: string;
  /** Exports every matching order (XLSX or CSV). */
  onExport?: (format: ExportFormat) => void;
  exporting?: ListExportProgress | null;
  exportError?: string | null;
}

function columns(currency: string): DataTableColumn<OrderListItem>[] {
  return [
    {
      id: 'code',
      header: ordersCopy.code,
      accessorKey: 'code',
      enableSorting: true,
      cell: ({ row }) => <span dir="ltr">{row.original.code}</span>,
    },
    { id: 'customer', header: ordersCopy.customer, cell: ({ row }) => row.original.customer.name },
    {
      id: 'photographer',
      header: ordersCopy.photographer,
      cell: ({ row }) =>
        row.original.photographer?.name ?? (
          <span className="text-ink-muted">{ordersCopy.unassigned}</span>
        ),
    },
    { id: 'service', header: ordersCopy.service, cell: ({ row }) => row.original.service.name },
    {
      id: 'session_at',
      header: ordersCopy.sessionAt,
      enableSorting: true,
      cell: ({ row }) => <DateText value={row.original.session_at} withTime />,
    },
    { id: 'city', header: ordersCopy.city, accessorKey: 'city' },
    {
      id: 'status',
      header: ordersCopy.status,
      cell: ({ row }) => <OrderStatusPill status={row.original.status} />,
    },
    {
      id: 'price',
      header: ordersCopy.price,
      enableSorting: true,
      meta: { numeric: true },
      cell: ({ row }) => formatMoney(row.original.price, currency),
    },
    {
      id: 'created_at',
      header: ordersCopy.createdAt,
      enableSorting: true,
      cell: ({ row }) => <DateText value={row.original.created_at} />,
    },
  ];
}

/**
 * The orders screen: the list with status, date range, photographer and service filters, and the
 * customer whose orders it shows when it was opened from a customer's page.
 */
export function OrdersScreen({
  currency,
  photographers,
  services,
  customerName,
  rangeError,
  onExport,
  exporting,
  exportError,
  ...screen
}: OrdersScreenProps) {
  const { filters, onFiltersChange } = screen;
  return (
    <ListScreenLayout
      {...screen}
      title={ordersCopy.title}
      notice={<ListExportError error={exportError} title={ordersCopy.exportFailed} />}
      filterControls={[
        ...(filters.attention
          ? [
              <ActiveFilter
                key="attention"
                label={ordersCopy.attention}
                value={
                  orderAttentionLabels[filters.attention as OrderAttentionKey] ?? filters.attention
                }
                onClear={() => onFiltersChange({ attention: '' })}
              />,
            ]
          : []),
        ...(filters.customer_id
          ? [
              <ActiveFilter
                key="customer"
                label={ordersCopy.customer}
                value={customerName ?? ordersCopy.customerNumber(filters.customer_id)}
                onClear={() => onFiltersChange({ customer_id: '' })}
              />,
            ]
          : []),
        {
          name: 'status',
          label: ordersCopy.status,
          options: orderStatuses.map((s) => ({ value: s, label: orderStatusLabels[s] })),
        },
        <DateRangeFilter
          key="dates"
          from={filters.from}
          to={filters.to}
          fromLabel={ordersCopy.from}
          toLabel={ordersCopy.to}
          error={rangeError}
          onChange={(range) => onFiltersChange(range)}
        />,
        { name: 'photographer_id', label: ordersCopy.photographer, options: photographers },
        { name: 'service_id', label: ordersCopy.service, options: services },
      ]}
      table={{
        caption: ordersCopy.caption,
        columns: columns(currency),
        searchPlaceholder: ordersCopy.searchPlaceholder,
        emptyTitle: ordersCopy.empty,
        actions: onExport && <ListExportButtons onExport={onExport} exporting={exporting} />,
      }}
    />
  );
}
