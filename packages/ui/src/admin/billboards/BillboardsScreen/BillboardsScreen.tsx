import {
  billboardStateLabels,
  billboardStateOf,
  type Billboard,
  type BillboardState,
} from '@laqta/contract';
import { formatDate } from '../../../format/date';
import { ListScreenLayout, type DataTableColumn, type ListScreenProps } from '../../DataTable';
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
} as const;

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
}

/** `/admin/billboards`: the advertisements, their windows and whether each is shown now. */
export function BillboardsScreen({ now = new Date(), ...screen }: BillboardsScreenProps) {
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
    <ListScreenLayout
      {...screen}
      title={billboardsScreenCopy.title}
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
      }}
    />
  );
}
