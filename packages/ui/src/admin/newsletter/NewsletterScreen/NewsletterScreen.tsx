import {
  newsletterStatuses,
  newsletterStatusLabels,
  type NewsletterSubscriber,
} from '@laqta/contract';
import { formatNumber } from '../../../format/number';
import { DateText } from '../../../primitives/DateText/DateText';
import {
  exportSelectedActions,
  type BulkAction,
  type BulkReport,
  type BulkRun,
} from '../../BulkBar';
import {
  DateRangeFilter,
  ListScreenLayout,
  type DataTableColumn,
  type ListScreenProps,
} from '../../DataTable';
import { ListExportButtons, ListExportError, type ListExportButtonsProps } from '../../ListExport';
import { RecordActions } from '../../RecordActions';
import { StatusPill } from '../../StatusPill';

export const newsletterCopy = {
  title: 'مشتركو النشرة البريدية',
  caption: 'قائمة مشتركي النشرة',
  searchPlaceholder: 'ابحث بالبريد الإلكتروني',
  email: 'البريد الإلكتروني',
  status: 'الحالة',
  subscribedAt: 'تاريخ الاشتراك',
  unsubscribedAt: 'تاريخ الإلغاء',
  actions: 'إجراءات',
  from: 'اشترك من',
  to: 'اشترك حتى',
  empty: 'لا يوجد مشتركون بعد',
  emptyDescription: 'يظهر هنا كل بريد اشترك في النشرة من الموقع.',
  exportFailed: 'تعذّر تصدير المشتركين',
  unsubscribe: 'إلغاء الاشتراك',
  unsubscribeTitle: (email: string) => `إلغاء اشتراك ${email}؟`,
  unsubscribeDescribe:
    'لن تصل النشرة إلى هذا البريد بعد الآن. يبقى في القائمة «ملغى الاشتراك»، ويعود إن اشترك من الموقع مجددًا.',
  bulkUnsubscribe: (n: number) =>
    `سيُلغى اشتراك ${formatNumber(n)} من العناوين في النشرة. الملغى اشتراكه من قبل يُذكر في النتيجة ولا يتغيّر.`,
} as const;

/** The subscribers list's filters, by their API names. */
export type NewsletterFilter = 'status' | 'from' | 'to';

export const newsletterStatusTone = { subscribed: 'success', unsubscribed: 'neutral' } as const;

export const newsletterBulkActionsUi: readonly BulkAction[] = [
  {
    name: 'unsubscribe',
    label: newsletterCopy.unsubscribe,
    tone: 'danger',
    describe: newsletterCopy.bulkUnsubscribe,
  },
];

export interface NewsletterScreenProps extends ListScreenProps<
  NewsletterSubscriber,
  NewsletterFilter
> {
  /** Unsubscribes one address (absent: the admin may not); rejects with the server's words. */
  onUnsubscribe?: (subscriber: NewsletterSubscriber) => Promise<void>;
  onBulkRun?: (run: BulkRun) => Promise<BulkReport | void>;
  onExport?: ListExportButtonsProps['onExport'];
  exporting?: ListExportButtonsProps['exporting'];
  exportError?: string | null;
  /** A server message for the date range (e.g. the end before the start). */
  rangeError?: string;
}

/** `/admin/newsletter`: who subscribed to the newsletter, when, and unsubscribing them. */
export function NewsletterScreen({
  onUnsubscribe,
  onBulkRun,
  onExport,
  exporting,
  exportError,
  rangeError,
  ...screen
}: NewsletterScreenProps) {
  const columns: DataTableColumn<NewsletterSubscriber>[] = [
    {
      id: 'email',
      header: newsletterCopy.email,
      accessorKey: 'email',
      enableSorting: true,
      cell: ({ row }) => <span dir="ltr">{row.original.email}</span>,
    },
    {
      id: 'status',
      header: newsletterCopy.status,
      cell: ({ row }) => (
        <StatusPill
          label={newsletterStatusLabels[row.original.status]}
          tone={newsletterStatusTone[row.original.status]}
        />
      ),
    },
    {
      id: 'created_at',
      header: newsletterCopy.subscribedAt,
      enableSorting: true,
      cell: ({ row }) => <DateText value={row.original.created_at} />,
    },
    {
      id: 'unsubscribed_at',
      header: newsletterCopy.unsubscribedAt,
      cell: ({ row }) =>
        row.original.unsubscribed_at ? <DateText value={row.original.unsubscribed_at} /> : '—',
    },
  ];
  if (onUnsubscribe)
    columns.push({
      id: 'actions',
      header: newsletterCopy.actions,
      cell: ({ row }) => (
        <RecordActions
          actions={
            row.original.status === 'subscribed'
              ? [
                  {
                    name: 'unsubscribe',
                    label: newsletterCopy.unsubscribe,
                    title: newsletterCopy.unsubscribeTitle(row.original.email),
                    describe: newsletterCopy.unsubscribeDescribe,
                    tone: 'danger',
                  },
                ]
              : []
          }
          onRun={() => onUnsubscribe(row.original)}
        />
      ),
    });

  return (
    <ListScreenLayout<NewsletterSubscriber, NewsletterFilter>
      {...screen}
      title={newsletterCopy.title}
      notice={<ListExportError error={exportError} title={newsletterCopy.exportFailed} />}
      bulk={
        onBulkRun && {
          actions: [...newsletterBulkActionsUi, ...exportSelectedActions],
          onRun: onBulkRun,
          rowLabel: (row) => row.email,
        }
      }
      filterControls={[
        {
          name: 'status',
          label: newsletterCopy.status,
          options: newsletterStatuses.map((s) => ({ value: s, label: newsletterStatusLabels[s] })),
        },
        <DateRangeFilter
          key="range"
          from={screen.filters.from}
          to={screen.filters.to}
          fromLabel={newsletterCopy.from}
          toLabel={newsletterCopy.to}
          error={rangeError}
          onChange={({ from, to }) => screen.onFiltersChange({ from, to })}
        />,
      ]}
      table={{
        caption: newsletterCopy.caption,
        columns,
        searchPlaceholder: newsletterCopy.searchPlaceholder,
        emptyTitle: newsletterCopy.empty,
        emptyDescription: newsletterCopy.emptyDescription,
        actions: onExport && <ListExportButtons onExport={onExport} exporting={exporting} />,
      }}
    />
  );
}
