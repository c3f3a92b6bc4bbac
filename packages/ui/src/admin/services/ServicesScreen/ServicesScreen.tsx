import {
  DEFAULT_CURRENCY,
  serviceActionLabels,
  serviceCategories,
  serviceCategoryLabels,
  type Service,
} from '@laqta/contract';
import { Plus } from 'lucide-react';
import { formatMoney } from '../../../format/money';
import { formatNumber } from '../../../format/number';
import { Link } from '../../../navigation/Link';
import type { ReactNode } from 'react';
import {
  exportSelectedActions,
  type BulkAction,
  type BulkReport,
  type BulkRun,
} from '../../BulkBar';
import { ListScreenLayout, type DataTableColumn, type ListScreenProps } from '../../DataTable';
import { ListExportButtons, ListExportError, type ListExportButtonsProps } from '../../ListExport';
import { StatusPill } from '../../StatusPill';

export const servicesScreenCopy = {
  title: 'ادارة الخدمات',
  add: 'إضافة خدمة',
  caption: 'قائمة الخدمات',
  searchPlaceholder: 'ابحث باسم الخدمة أو وصفها',
  name: 'اسم الخدمة',
  category: 'التصنيف',
  basePrice: 'السعر الأساسي',
  duration: 'المدة',
  active: 'الحالة',
  activeYes: 'مفعّلة',
  activeNo: 'غير مفعّلة',
  minutes: (minutes: number) => `${formatNumber(minutes)} دقيقة`,
  emptyTitle: 'لا توجد خدمات بعد',
  emptyDescription: 'أضف أول خدمة ليختارها العملاء عند الحجز.',
  archived: 'مؤرشفة',
  exportFailed: 'تعذّر تصدير الخدمات',
  bulkActivate: (n: number) => `ستُفعَّل ${formatNumber(n)} من الخدمات وتظهر للعملاء عند الحجز.`,
  bulkDeactivate: (n: number) =>
    `ستُوقف ${formatNumber(n)} من الخدمات ولن تظهر للعملاء عند الحجز. الطلبات القائمة لا تتأثر.`,
  bulkArchive: (n: number) =>
    `ستُؤرشف ${formatNumber(n)} من الخدمات: تُخفى من الحجوزات الجديدة وتبقى في الطلبات السابقة.`,
} as const;

/** The services list's bulk actions (the contract's serviceBulkActions). */
export const serviceBulkActionsUi: readonly BulkAction[] = [
  {
    name: 'activate',
    label: serviceActionLabels.activate,
    describe: servicesScreenCopy.bulkActivate,
  },
  {
    name: 'deactivate',
    label: serviceActionLabels.deactivate,
    tone: 'danger',
    describe: servicesScreenCopy.bulkDeactivate,
  },
  {
    name: 'archive',
    label: serviceActionLabels.archive,
    tone: 'danger',
    describe: servicesScreenCopy.bulkArchive,
  },
];

export function ServiceActiveBadge({
  active,
  archived = false,
}: {
  active: boolean;
  archived?: boolean;
}) {
  if (archived) return <StatusPill tone="neutral" label={servicesScreenCopy.archived} />;
  return (
    <StatusPill
      tone={active ? 'success' : 'neutral'}
      label={active ? servicesScreenCopy.activeYes : servicesScreenCopy.activeNo}
    />
  );
}

/** The services list's filters, by their API names: a category, and `1`/`0` for active/inactive. */
export type ServiceFilter = 'category' | 'is_active';

export interface ServicesScreenProps extends ListScreenProps<Service, ServiceFilter> {
  /** Where "إضافة خدمة" goes; none hides it (a role that may not add services). */
  newHref?: string;
  /** The platform currency (prices are halalas of it). */
  currency?: string;
  onBulkRun?: (run: BulkRun) => Promise<BulkReport | void>;
  onExport?: ListExportButtonsProps['onExport'];
  exporting?: ListExportButtonsProps['exporting'];
  exportError?: string | null;
  /** Beside "add" (e.g. the display order editor). */
  titleExtra?: ReactNode;
}

/** `/admin/services`: every service with its category, base price, duration and state. */
export function ServicesScreen({
  newHref,
  currency = DEFAULT_CURRENCY,
  onBulkRun,
  onExport,
  exporting,
  exportError,
  titleExtra,
  ...screen
}: ServicesScreenProps) {
  const columns: DataTableColumn<Service>[] = [
    { id: 'name', header: servicesScreenCopy.name, accessorKey: 'name', enableSorting: true },
    {
      id: 'category',
      header: servicesScreenCopy.category,
      accessorKey: 'category',
      enableSorting: true,
      cell: ({ row }) => serviceCategoryLabels[row.original.category],
    },
    {
      id: 'base_price',
      header: servicesScreenCopy.basePrice,
      accessorKey: 'base_price',
      enableSorting: true,
      meta: { numeric: true },
      cell: ({ row }) => formatMoney(row.original.base_price, currency),
    },
    {
      id: 'duration_minutes',
      header: servicesScreenCopy.duration,
      accessorKey: 'duration_minutes',
      enableSorting: true,
      meta: { numeric: true },
      cell: ({ row }) => servicesScreenCopy.minutes(row.original.duration_minutes),
    },
    {
      id: 'is_active',
      header: servicesScreenCopy.active,
      accessorKey: 'is_active',
      enableSorting: true,
      cell: ({ row }) => (
        <ServiceActiveBadge
          active={row.original.is_active}
          archived={row.original.archived_at !== null}
        />
      ),
    },
  ];

  return (
    <ListScreenLayout<Service, ServiceFilter>
      {...screen}
      title={servicesScreenCopy.title}
      notice={<ListExportError error={exportError} title={servicesScreenCopy.exportFailed} />}
      bulk={
        onBulkRun && {
          actions: [...serviceBulkActionsUi, ...exportSelectedActions],
          onRun: onBulkRun,
          rowLabel: (row) => row.name,
        }
      }
      titleActions={
        (newHref || titleExtra) && (
          <div className="flex flex-wrap items-center gap-2">
            {titleExtra}
            {newHref && (
              <Link
                href={newHref}
                className="inline-flex items-center gap-2 rounded-control bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                <Plus className="size-4" aria-hidden="true" />
                {servicesScreenCopy.add}
              </Link>
            )}
          </div>
        )
      }
      filterControls={[
        {
          name: 'category',
          label: servicesScreenCopy.category,
          options: serviceCategories.map((value) => ({
            value,
            label: serviceCategoryLabels[value],
          })),
        },
        {
          name: 'is_active',
          label: servicesScreenCopy.active,
          options: [
            { value: '1', label: servicesScreenCopy.activeYes },
            { value: '0', label: servicesScreenCopy.activeNo },
          ],
        },
      ]}
      table={{
        caption: servicesScreenCopy.caption,
        columns,
        searchPlaceholder: servicesScreenCopy.searchPlaceholder,
        emptyTitle: servicesScreenCopy.emptyTitle,
        emptyDescription: servicesScreenCopy.emptyDescription,
        actions: onExport && <ListExportButtons onExport={onExport} exporting={exporting} />,
      }}
    />
  );
}
