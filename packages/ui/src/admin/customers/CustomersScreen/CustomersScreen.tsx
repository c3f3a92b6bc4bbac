import {
  customerActionLabels,
  customerStatuses,
  customerStatusLabels,
  type CustomerExportFormat,
  type CustomerListItem,
} from '@laqta/contract';
import { DateText } from '../../../primitives/DateText/DateText';
import { formatMoney } from '../../../format/money';
import { formatNumber } from '../../../format/number';
import {
  exportSelectedActions,
  type BulkAction,
  type BulkReport,
  type BulkRun,
} from '../../BulkBar';
import { ListScreenLayout, type DataTableColumn, type ListScreenProps } from '../../DataTable';
import { ListExportButtons, listExportCopy, ListExportError } from '../../ListExport';
import { formatBytes } from '../../ListExport/ListExport';
import { StatusPill } from '../../StatusPill';

export const customersCopy = {
  title: 'ادارة العملاء',
  caption: 'قائمة العملاء',
  searchPlaceholder: 'الاسم أو البريد أو الجوال',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'الجوال',
  city: 'المدينة',
  status: 'الحالة',
  ordersCount: 'عدد الطلبات',
  totalSpent: 'إجمالي الإنفاق',
  joined: 'تاريخ الانضمام',
  source: 'المصدر',
  empty: 'لا يوجد عملاء بعد',
  exportXlsx: listExportCopy.xlsx,
  exportCsv: listExportCopy.csv,
  exporting: listExportCopy.exporting,
  exportFailed: 'تعذّر تصدير العملاء',
  blockReason: 'سبب الحظر',
  bulkBlock: (n: number) =>
    `سيُحظر ${formatNumber(n)} من العملاء ولن يتمكنوا من حجز جلسات جديدة حتى يُرفع الحظر. المحظور من قبل يُذكر في النتيجة ولا يتغيّر.`,
  bulkUnblock: (n: number) =>
    `سيُرفع الحظر عن ${formatNumber(n)} من العملاء ويتمكنون من الحجز من جديد.`,
} as const;

/** The customers list's bulk actions (the contract's customerBulkActions). */
export const customerBulkActionsUi: readonly BulkAction[] = [
  {
    name: 'block',
    label: customerActionLabels.block,
    tone: 'danger',
    reasonLabel: customersCopy.blockReason,
    describe: customersCopy.bulkBlock,
  },
  { name: 'unblock', label: customerActionLabels.unblock, describe: customersCopy.bulkUnblock },
];

export { formatBytes };

/** The customers list's filters, by their API names. */
export type CustomerFilter = 'status' | 'city';

export interface ExportProgress {
  format: CustomerExportFormat;
  /** Bytes received so far. */
  bytes: number;
}

export interface CustomersScreenProps extends ListScreenProps<CustomerListItem, CustomerFilter> {
  currency: string;
  /** Cities to filter by. */
  cities: readonly string[];
  onExport: (format: CustomerExportFormat) => void;
  /** An export under way. */
  exporting?: ExportProgress | null;
  exportError?: string | null;
  /** Runs a bulk action over the selected rows (absent: no selection, the admin may not). */
  onBulkRun?: (run: BulkRun) => Promise<BulkReport | void>;
}

export const customerStatusTone = { active: 'success', blocked: 'danger' } as const;

function columns(currency: string): DataTableColumn<CustomerListItem>[] {
  return [
    { id: 'name', header: customersCopy.name, accessorKey: 'name', enableSorting: true },
    {
      id: 'email',
      header: customersCopy.email,
      accessorKey: 'email',
      cell: ({ row }) => <span dir="ltr">{row.original.email}</span>,
    },
    {
      id: 'phone',
      header: customersCopy.phone,
      accessorKey: 'phone',
      cell: ({ row }) => <span dir="ltr">{row.original.phone}</span>,
    },
    { id: 'city', header: customersCopy.city, accessorKey: 'city', enableSorting: true },
    {
      id: 'status',
      header: customersCopy.status,
      cell: ({ row }) => (
        <StatusPill
          label={customerStatusLabels[row.original.status]}
          tone={customerStatusTone[row.original.status]}
        />
      ),
    },
    {
      id: 'orders_count',
      header: customersCopy.ordersCount,
      meta: { numeric: true },
      cell: ({ row }) => formatNumber(row.original.orders_count),
    },
    {
      id: 'total_spent',
      header: customersCopy.totalSpent,
      meta: { numeric: true },
      cell: ({ row }) => formatMoney(row.original.total_spent, currency),
    },
    {
      id: 'created_at',
      header: customersCopy.joined,
      enableSorting: true,
      cell: ({ row }) => <DateText value={row.original.created_at} />,
    },
  ];
}

/** The customers screen: the list with status/city filters and an export of every matching row. */
export function CustomersScreen({
  currency,
  cities,
  onExport,
  exporting,
  exportError,
  onBulkRun,
  ...screen
}: CustomersScreenProps) {
  return (
    <ListScreenLayout<CustomerListItem, CustomerFilter>
      {...screen}
      title={customersCopy.title}
      notice={<ListExportError error={exportError} title={customersCopy.exportFailed} />}
      bulk={
        onBulkRun && {
          actions: [...customerBulkActionsUi, ...exportSelectedActions],
          onRun: onBulkRun,
          rowLabel: (row) => row.name,
        }
      }
      filterControls={[
        {
          name: 'status',
          label: customersCopy.status,
          options: customerStatuses.map((s) => ({ value: s, label: customerStatusLabels[s] })),
        },
        {
          name: 'city',
          label: customersCopy.city,
          options: cities.map((c) => ({ value: c, label: c })),
        },
      ]}
      table={{
        caption: customersCopy.caption,
        columns: columns(currency),
        searchPlaceholder: customersCopy.searchPlaceholder,
        emptyTitle: customersCopy.empty,
        actions: <ListExportButtons onExport={onExport} exporting={exporting} />,
      }}
    />
  );
}
