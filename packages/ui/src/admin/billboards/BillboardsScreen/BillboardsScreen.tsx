import {
  billboardActionLabels,
  billboardStateLabels,
  billboardStateOf,
  type Billboard,
  type BillboardState,
} from '@laqta/contract';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../format/date';
import { formatNumber } from '../../../format/number';
import { Link } from '../../../navigation/Link';
import {
  exportSelectedActions,
  type BulkAction,
  type BulkReport,
  type BulkRun,
} from '../../BulkBar';
import { ListScreenLayout, type DataTableColumn, type ListScreenProps } from '../../DataTable';
import { ListExportButtons, ListExportError, type ListExportButtonsProps } from '../../ListExport';
import { StatusPill, type StatusTone } from '../../StatusPill';

export const billboardsScreenCopy = {
  title: 'إدارة الأعلانات',
  caption: 'قائمة الإعلانات',
  searchPlaceholder: 'ابحث بعنوان الإعلان أو رابطه',
  image: 'الصورة',
  imageAlt: (title: string) => `صورة إعلان ${title}`,
  title_: 'العنوان',
  link: 'الرابط',
  noLink: 'بدون رابط',
  window: 'فترة العرض',
  windowRange: (from: string, to: string) => `${from} – ${to}`,
  active: 'الحالة',
  activeYes: 'مفعّل',
  activeNo: 'غير مفعّل',
  windows: { current: 'المعروضة حاليًا', upcoming: 'القادمة', past: 'المنتهية' },
  emptyTitle: 'لا توجد إعلانات بعد',
  emptyDescription: 'تظهر هنا الإعلانات التي تعرض في التطبيق والموقع.',
  add: 'إضافة إعلان',
  exportFailed: 'تعذّر تصدير الإعلانات',
  bulkActivate: (n: number) =>
    `سيُفعَّل ${formatNumber(n)} من الإعلانات، ويظهر كل منها في الصفحة الرئيسية خلال فترة عرضه.`,
  bulkDeactivate: (n: number) =>
    `سيُوقف ${formatNumber(n)} من الإعلانات ولن تظهر في الصفحة الرئيسية حتى تُفعَّل.`,
} as const;

/** The billboards list's bulk actions (the contract's billboardBulkActions). */
export const billboardBulkActionsUi: readonly BulkAction[] = [
  {
    name: 'activate',
    label: billboardActionLabels.activate,
    describe: billboardsScreenCopy.bulkActivate,
  },
  {
    name: 'deactivate',
    label: billboardActionLabels.deactivate,
    tone: 'danger',
    describe: billboardsScreenCopy.bulkDeactivate,
  },
];

export const billboardStateTones: Record<BillboardState, StatusTone> = {
  live: 'success',
  scheduled: 'info',
  ended: 'neutral',
  inactive: 'danger',
};

export function BillboardStateBadge({ billboard, now }: { billboard: Billboard; now: Date }) {
  const state = billboardStateOf(billboard, now);
  return <StatusPill tone={billboardStateTones[state]} label={billboardStateLabels[state]} />;
}

/** "١ نوفمبر ٢٠٢٦ – ١٥ نوفمبر ٢٠٢٦" */
export function billboardWindowText(billboard: Pick<Billboard, 'starts_at' | 'ends_at'>): string {
  return billboardsScreenCopy.windowRange(
    formatDate(billboard.starts_at),
    formatDate(billboard.ends_at),
  );
}

/** The billboards list's filters, by their API names: `1`/`0`, and `current`/`upcoming`/`past`. */
export type BillboardFilter = 'is_active' | 'window';

export interface BillboardsScreenProps extends ListScreenProps<Billboard, BillboardFilter> {
  /** The moment the states are judged against (today). */
  now?: Date;
  /** Where "add a billboard" leads (absent: the admin may not add one). */
  newHref?: string;
  /** Runs a bulk action over the selected rows (absent: no selection, the admin may not). */
  onBulkRun?: (run: BulkRun) => Promise<BulkReport | void>;
  onExport?: ListExportButtonsProps['onExport'];
  exporting?: ListExportButtonsProps['exporting'];
  exportError?: string | null;
  /** Beside the title (e.g. the display order editor's button). */
  titleExtra?: ReactNode;
}

/** `/admin/billboards`: the advertisements, their windows and whether each is shown now. */
export function BillboardsScreen({
  now = new Date(),
  newHref,
  onBulkRun,
  onExport,
  exporting,
  exportError,
  titleExtra,
  ...screen
}: BillboardsScreenProps) {
  const columns: DataTableColumn<Billboard>[] = [
    {
      id: 'image',
      header: billboardsScreenCopy.image,
      cell: ({ row }) => (
        <img
          src={row.original.image_url}
          alt={billboardsScreenCopy.imageAlt(row.original.title)}
          loading="lazy"
          className="h-12 w-24 rounded-control border border-line object-cover"
        />
      ),
    },
    { id: 'title', header: billboardsScreenCopy.title_, accessorKey: 'title', enableSorting: true },
    {
      id: 'link',
      header: billboardsScreenCopy.link,
      cell: ({ row }) =>
        row.original.link_url ? (
          <a
            href={row.original.link_url}
            target="_blank"
            rel="noopener noreferrer"
            dir="ltr"
            className="ltr-value block max-w-56 truncate text-brand-700 underline underline-offset-4"
          >
            {row.original.link_url}
          </a>
        ) : (
          <span className="text-ink-muted">{billboardsScreenCopy.noLink}</span>
        ),
    },
    {
      id: 'starts_at',
      header: billboardsScreenCopy.window,
      accessorKey: 'starts_at',
      enableSorting: true,
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{billboardWindowText(row.original)}</span>
      ),
    },
    {
      id: 'is_active',
      header: billboardsScreenCopy.active,
      accessorKey: 'is_active',
      enableSorting: true,
      cell: ({ row }) => <BillboardStateBadge billboard={row.original} now={now} />,
    },
  ];

  return (
    <ListScreenLayout<Billboard, BillboardFilter>
      {...screen}
      title={billboardsScreenCopy.title}
      titleActions={
        (newHref || titleExtra) && (
          <div className="flex flex-wrap items-center gap-2">
            {titleExtra}
            {newHref && (
              <Link
                href={newHref}
                className="inline-flex min-h-11 items-center gap-2 rounded-control bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
              >
                <Plus className="size-4" aria-hidden="true" />
                {billboardsScreenCopy.add}
              </Link>
            )}
          </div>
        )
      }
      notice={<ListExportError error={exportError} title={billboardsScreenCopy.exportFailed} />}
      bulk={
        onBulkRun && {
          actions: [...billboardBulkActionsUi, ...exportSelectedActions],
          onRun: onBulkRun,
          rowLabel: (row) => row.title,
        }
      }
      filterControls={[
        {
          name: 'window',
          label: billboardsScreenCopy.window,
          options: (['current', 'upcoming', 'past'] as const).map((value) => ({
            value,
            label: billboardsScreenCopy.windows[value],
          })),
        },
        {
          name: 'is_active',
          label: billboardsScreenCopy.active,
          options: [
            { value: '1', label: billboardsScreenCopy.activeYes },
            { value: '0', label: billboardsScreenCopy.activeNo },
          ],
        },
      ]}
      table={{
        caption: billboardsScreenCopy.caption,
        columns,
        searchPlaceholder: billboardsScreenCopy.searchPlaceholder,
        emptyTitle: billboardsScreenCopy.emptyTitle,
        emptyDescription: billboardsScreenCopy.emptyDescription,
        actions: onExport && <ListExportButtons onExport={onExport} exporting={exporting} />,
      }}
    />
  );
}
