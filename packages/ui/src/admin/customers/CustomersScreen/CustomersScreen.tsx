import { Download } from 'lucide-react';
import {
  customerStatuses,
  customerStatusLabels,
  type CustomerExportFormat,
  type CustomerListItem,
} from '@laqta/contract';
import { DateText } from '../../../primitives/DateText/DateText';
import { FORMAT_LOCALE } from '../../../format/locale';
import { formatMoney } from '../../../format/money';
import { formatNumber } from '../../../format/number';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { ListScreenLayout, type DataTableColumn, type ListScreenProps } from '../../DataTable';
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
  empty: 'لا يوجد عملاء بعد',
  exportXlsx: 'تصدير Excel',
  exportCsv: 'تصدير CSV',
  exporting: (received: string) => `جاري التصدير… ${received}`,
  exportFailed: 'تعذّر تصدير العملاء',
} as const;

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
}

export const customerStatusTone = { active: 'success', blocked: 'danger' } as const;

const oneDecimal = new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 1 });

/** How much of the file has arrived: "١٫٥ ميغابايت", "٣٤٠ كيلوبايت". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${oneDecimal.format(bytes / 1024 / 1024)} ميغابايت`;
  return `${oneDecimal.format(Math.round(bytes / 1024))} كيلوبايت`;
}

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
  ...screen
}: CustomersScreenProps) {
  const busy = Boolean(exporting);
  return (
    <ListScreenLayout
      {...screen}
      title={customersCopy.title}
      notice={
        exportError && (
          <Alert tone="error" title={customersCopy.exportFailed} className="mb-4">
            {exportError}
          </Alert>
        )
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
        actions: (
          <>
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button
                key={format}
                variant="secondary"
                size="sm"
                icon={<Download className="size-4" aria-hidden="true" />}
                disabled={busy}
                loading={exporting?.format === format}
                loadingText={
                  exporting ? customersCopy.exporting(formatBytes(exporting.bytes)) : undefined
                }
                onClick={() => onExport(format)}
              >
                {format === 'xlsx' ? customersCopy.exportXlsx : customersCopy.exportCsv}
              </Button>
            ))}
            {exporting && (
              <p role="status" className="sr-only">
                {customersCopy.exporting(formatBytes(exporting.bytes))}
              </p>
            )}
          </>
        ),
      }}
    />
  );
}
