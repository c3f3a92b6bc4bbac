import { orderStatuses, orderStatusLabels, type OrderListItem } from '@laqta/contract';
import { formatDate, formatDateTime } from '../../../format/date';
import { formatMoney } from '../../../format/money';
import { PageTitle } from '../../../primitives/PageTitle';
import {
  ActiveFilter,
  DataTable,
  DateRangeFilter,
  FilterSelect,
  type DataTableColumn,
  type DataTableState,
  type FilterOption,
} from '../../DataTable';
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
} as const;

export type OrderFilters = {
  status: string;
  from: string;
  to: string;
  photographer_id: string;
  service_id: string;
  /** Set by the link on a customer's page; shown as a chip that clears it. */
  customer_id: string;
};

export interface OrdersScreenProps {
  /** Where a row leads (its detail page). */
  linkTo: (row: OrderListItem) => string;
  list: DataTableState<OrderListItem>;
  currency: string;
  filters: OrderFilters;
  onFiltersChange: (values: Partial<OrderFilters>) => void;
  photographers: readonly FilterOption[];
  services: readonly FilterOption[];
  /** The name of the customer `filters.customer_id` names, once known. */
  customerName?: string | null;
  /** A server message about the date range. */
  rangeError?: string;
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
      cell: ({ row }) => (
        <time dateTime={row.original.session_at}>{formatDateTime(row.original.session_at)}</time>
      ),
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
      cell: ({ row }) => (
        <time dateTime={row.original.created_at}>{formatDate(row.original.created_at)}</time>
      ),
    },
  ];
}

/**
 * The orders screen: the list with status, date range, photographer and service filters, and the
 * customer whose orders it shows when it was opened from a customer's page.
 */
export function OrdersScreen({
  linkTo,
  list,
  currency,
  filters,
  onFiltersChange,
  photographers,
  services,
  customerName,
  rangeError,
}: OrdersScreenProps) {
  return (
    <div>
      <PageTitle title={ordersCopy.title} />
      <DataTable<OrderListItem>
        {...list}
        caption={ordersCopy.caption}
        columns={columns(currency)}
        rowKey={(o) => o.id}
        rowHref={linkTo}
        searchPlaceholder={ordersCopy.searchPlaceholder}
        emptyTitle={ordersCopy.empty}
        filters={
          <>
            {filters.customer_id && (
              <ActiveFilter
                label={ordersCopy.customer}
                value={customerName ?? ordersCopy.customerNumber(filters.customer_id)}
                onClear={() => onFiltersChange({ customer_id: '' })}
              />
            )}
            <FilterSelect
              label={ordersCopy.status}
              value={filters.status}
              options={orderStatuses.map((s) => ({ value: s, label: orderStatusLabels[s] }))}
              onChange={(status) => onFiltersChange({ status })}
            />
            <DateRangeFilter
              from={filters.from}
              to={filters.to}
              fromLabel={ordersCopy.from}
              toLabel={ordersCopy.to}
              error={rangeError}
              onChange={(range) => onFiltersChange(range)}
            />
            <FilterSelect
              label={ordersCopy.photographer}
              value={filters.photographer_id}
              options={photographers}
              onChange={(photographer_id) => onFiltersChange({ photographer_id })}
            />
            <FilterSelect
              label={ordersCopy.service}
              value={filters.service_id}
              options={services}
              onChange={(service_id) => onFiltersChange({ service_id })}
            />
          </>
        }
      />
    </div>
  );
}
