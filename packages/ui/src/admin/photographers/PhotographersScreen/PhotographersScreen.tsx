import {
  photographerActionLabels,
  photographerStatuses,
  photographerStatusLabels,
  serviceCategories,
  serviceCategoryLabels,
  type PhotographerListItem,
} from '@laqta/contract';
import { Plus } from 'lucide-react';
import { formatNumber, formatRating } from '../../../format/number';
import { Link } from '../../../navigation/Link';
import {
  exportSelectedActions,
  type BulkAction,
  type BulkReport,
  type BulkRun,
} from '../../BulkBar';
import { ListScreenLayout, type DataTableColumn, type ListScreenProps } from '../../DataTable';
import { ListExportButtons, ListExportError, type ListExportButtonsProps } from '../../ListExport';
import { StatusPill } from '../../StatusPill';

export const photographersCopy = {
  title: 'ادارة المصورين',
  caption: 'قائمة المصورين',
  searchPlaceholder: 'الاسم أو البريد أو الجوال',
  name: 'الاسم',
  city: 'المدينة',
  specialties: 'التخصصات',
  specialty: 'التخصص',
  rating: 'التقييم',
  noRating: 'لا تقييم بعد',
  completedOrders: 'الطلبات المكتملة',
  status: 'الحالة',
  empty: 'لا يوجد مصورون بعد',
  add: 'إضافة مصور',
  queue: 'المعلّقون أولًا',
  exportFailed: 'تعذّر تصدير المصورين',
  suspendReason: 'سبب الإيقاف',
  bulkApprove: (n: number) =>
    `سيُعتمد ${formatNumber(n)} من المصورين المعلّقين ويظهرون للعملاء. من ليس معلّقًا يُذكر في النتيجة ولا يتغيّر.`,
  bulkSuspend: (n: number) =>
    `سيُوقف ${formatNumber(n)} من المصورين المعتمدين ولن يُسند إليهم أي طلب حتى يُعاد تفعيلهم. من لديه طلبات مؤكدة قادمة يُوقف أيضًا وتبقى طلباته بحاجة إلى مصور بديل.`,
  bulkReinstate: (n: number) =>
    `سيُعاد تفعيل ${formatNumber(n)} من المصورين الموقوفين ويعودون للظهور للعملاء.`,
} as const;

/** The photographers list's bulk actions (the contract's photographerBulkActions). */
export const photographerBulkActionsUi: readonly BulkAction[] = [
  {
    name: 'approve',
    label: photographerActionLabels.approve,
    describe: photographersCopy.bulkApprove,
  },
  {
    name: 'suspend',
    label: photographerActionLabels.suspend,
    tone: 'danger',
    reasonLabel: photographersCopy.suspendReason,
    describe: photographersCopy.bulkSuspend,
  },
  {
    name: 'reinstate',
    label: photographerActionLabels.reinstate,
    describe: photographersCopy.bulkReinstate,
  },
];

/** The photographers list's filters, by their API names. */
export type PhotographerFilter = 'status' | 'city' | 'specialty';

export const photographerStatusTone = {
  pending: 'neutral',
  approved: 'success',
  suspended: 'danger',
} as const;

export interface PhotographersScreenProps extends ListScreenProps<
  PhotographerListItem,
  PhotographerFilter
> {
  cities: readonly string[];
  /** Where "add a photographer" leads (absent: the admin may not add one). */
  newHref?: string;
  /** Runs a bulk action over the selected rows (absent: no selection, the admin may not). */
  onBulkRun?: (run: BulkRun) => Promise<BulkReport | void>;
  /** Exports every matching row (absent: no export buttons). */
  onExport?: ListExportButtonsProps['onExport'];
  exporting?: ListExportButtonsProps['exporting'];
  exportError?: string | null;
}

const columns: DataTableColumn<PhotographerListItem>[] = [
  { id: 'name', header: photographersCopy.name, accessorKey: 'name', enableSorting: true },
  { id: 'city', header: photographersCopy.city, accessorKey: 'city', enableSorting: true },
  {
    id: 'specialties',
    header: photographersCopy.specialties,
    cell: ({ row }) => row.original.specialties.map((s) => serviceCategoryLabels[s]).join('، '),
  },
  {
    id: 'rating_avg',
    header: photographersCopy.rating,
    enableSorting: true,
    meta: { numeric: true },
    cell: ({ row }) =>
      row.original.rating_avg === null ? (
        <span className="text-ink-muted">{photographersCopy.noRating}</span>
      ) : (
        `${formatRating(row.original.rating_avg)} (${formatNumber(row.original.reviews_count)})`
      ),
  },
  {
    id: 'completed_orders_count',
    header: photographersCopy.completedOrders,
    enableSorting: true,
    meta: { numeric: true },
    cell: ({ row }) => formatNumber(row.original.completed_orders_count),
  },
  {
    id: 'status',
    header: photographersCopy.status,
    cell: ({ row }) => (
      <StatusPill
        label={photographerStatusLabels[row.original.status]}
        tone={photographerStatusTone[row.original.status]}
      />
    ),
  },
];

/** The photographers screen: the list with status, city and specialty filters. */
export function PhotographersScreen({
  cities,
  newHref,
  onBulkRun,
  onExport,
  exporting,
  exportError,
  ...screen
}: PhotographersScreenProps) {
  const queued = screen.list.sort === 'queue';
  return (
    <ListScreenLayout<PhotographerListItem, PhotographerFilter>
      {...screen}
      title={photographersCopy.title}
      titleActions={
        newHref && (
          <Link
            href={newHref}
            className="inline-flex min-h-11 items-center gap-2 rounded-control bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
          >
            <Plus className="size-4" aria-hidden="true" />
            {photographersCopy.add}
          </Link>
        )
      }
      notice={<ListExportError error={exportError} title={photographersCopy.exportFailed} />}
      bulk={
        onBulkRun && {
          actions: [...photographerBulkActionsUi, ...exportSelectedActions],
          onRun: onBulkRun,
          rowLabel: (row) => row.name,
        }
      }
      filterControls={[
        <label
          key="queue"
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-end whitespace-nowrap text-sm font-semibold text-ink"
        >
          <input
            type="checkbox"
            className="size-5 accent-brand-600"
            checked={queued}
            onChange={() => screen.list.onSortChange(queued ? '-created_at' : 'queue')}
          />
          {photographersCopy.queue}
        </label>,
        {
          name: 'status',
          label: photographersCopy.status,
          options: photographerStatuses.map((s) => ({
            value: s,
            label: photographerStatusLabels[s],
          })),
        },
        {
          name: 'city',
          label: photographersCopy.city,
          options: cities.map((c) => ({ value: c, label: c })),
        },
        {
          name: 'specialty',
          label: photographersCopy.specialty,
          options: serviceCategories.map((c) => ({ value: c, label: serviceCategoryLabels[c] })),
        },
      ]}
      table={{
        caption: photographersCopy.caption,
        columns,
        searchPlaceholder: photographersCopy.searchPlaceholder,
        emptyTitle: photographersCopy.empty,
        actions: onExport && <ListExportButtons onExport={onExport} exporting={exporting} />,
      }}
    />
  );
}
