import {
  suggestionBulkActionLabels,
  suggestionSourceLabels,
  suggestionSources,
  suggestionStatusLabels,
  suggestionStatuses,
  type SuggestionListItem,
  type SuggestionStatus,
} from '@laqta/contract';
import { DateText } from '../../../primitives/DateText/DateText';
import { formatNumber } from '../../../format/number';
import {
  exportSelectedActions,
  type BulkAction,
  type BulkReport,
  type BulkRun,
} from '../../BulkBar';
import { ListScreenLayout, type DataTableColumn, type ListScreenProps } from '../../DataTable';
import { ListExportButtons, ListExportError, type ListExportButtonsProps } from '../../ListExport';
import { StatusPill, type StatusTone } from '../../StatusPill';

export const suggestionsScreenCopy = {
  title: 'إدارة الإقتراحات',
  caption: 'قائمة الاقتراحات',
  searchPlaceholder: 'ابحث بالاسم أو البريد أو الجوال أو نص الرسالة',
  name: 'الاسم',
  contact: 'التواصل',
  message: 'الرسالة',
  source: 'المصدر',
  status: 'الحالة',
  date: 'التاريخ',
  emptyTitle: 'لا توجد اقتراحات بعد',
  emptyDescription: 'تظهر هنا رسائل الزوار من نموذج التواصل.',
  exportFailed: 'تعذّر تصدير الاقتراحات',
  bulkMarkRead: (n: number) =>
    `سيُعلَّم ${formatNumber(n)} من الاقتراحات الجديدة كمقروءة. غير الجديد منها يُذكر في النتيجة ولا يتغيّر.`,
  bulkArchive: (n: number) =>
    `سيُؤرشف ${formatNumber(n)} من الاقتراحات، وتبقى ظاهرة عند التصفية بالحالة «مؤرشف».`,
} as const;

/** The suggestions list's bulk actions (the contract's suggestionBulkActions). */
export const suggestionBulkActionsUi: readonly BulkAction[] = [
  {
    name: 'mark_read',
    label: suggestionBulkActionLabels.mark_read,
    describe: suggestionsScreenCopy.bulkMarkRead,
  },
  {
    name: 'archive',
    label: suggestionBulkActionLabels.archive,
    describe: suggestionsScreenCopy.bulkArchive,
  },
];

export const suggestionStatusTones: Record<SuggestionStatus, StatusTone> = {
  new: 'info',
  read: 'neutral',
  archived: 'brand',
};

export function SuggestionStatusBadge({ status }: { status: SuggestionStatus }) {
  return <StatusPill tone={suggestionStatusTones[status]} label={suggestionStatusLabels[status]} />;
}

/** The suggestions list's filters, by their API names. */
export type SuggestionFilter = 'status' | 'source';

export interface SuggestionsScreenProps extends ListScreenProps<
  SuggestionListItem,
  SuggestionFilter
> {
  /** Marks read or archives the selected rows (absent: no selection, the admin may not). */
  onBulkRun?: (run: BulkRun) => Promise<BulkReport | void>;
  onExport?: ListExportButtonsProps['onExport'];
  exporting?: ListExportButtonsProps['exporting'];
  exportError?: string | null;
}

const columns: DataTableColumn<SuggestionListItem>[] = [
  { id: 'name', header: suggestionsScreenCopy.name, accessorKey: 'name', enableSorting: true },
  {
    id: 'contact',
    header: suggestionsScreenCopy.contact,
    cell: ({ row }) => (
      <span className="flex flex-col gap-0.5" dir="ltr">
        <span className="ltr-value break-all">{row.original.email}</span>
        <span className="ltr-value text-sm text-ink-muted">{row.original.phone}</span>
      </span>
    ),
  },
  {
    id: 'message',
    header: suggestionsScreenCopy.message,
    cell: ({ row }) => (
      <span className="line-clamp-2 max-w-md text-ink-muted">{row.original.message_preview}</span>
    ),
  },
  {
    id: 'source',
    header: suggestionsScreenCopy.source,
    accessorKey: 'source',
    enableSorting: true,
    cell: ({ row }) => suggestionSourceLabels[row.original.source],
  },
  {
    id: 'status',
    header: suggestionsScreenCopy.status,
    accessorKey: 'status',
    enableSorting: true,
    cell: ({ row }) => <SuggestionStatusBadge status={row.original.status} />,
  },
  {
    id: 'created_at',
    header: suggestionsScreenCopy.date,
    accessorKey: 'created_at',
    enableSorting: true,
    cell: ({ row }) => (
      <DateText value={row.original.created_at} withTime className="whitespace-nowrap" />
    ),
  },
];

/** `/admin/suggestion`: what visitors sent, newest first, to read and archive. */
export function SuggestionsScreen({
  onBulkRun,
  onExport,
  exporting,
  exportError,
  ...screen
}: SuggestionsScreenProps) {
  return (
    <ListScreenLayout<SuggestionListItem, SuggestionFilter>
      {...screen}
      title={suggestionsScreenCopy.title}
      notice={<ListExportError error={exportError} title={suggestionsScreenCopy.exportFailed} />}
      bulk={
        onBulkRun && {
          actions: [...suggestionBulkActionsUi, ...exportSelectedActions],
          onRun: onBulkRun,
          rowLabel: (row) => row.name,
        }
      }
      filterControls={[
        {
          name: 'status',
          label: suggestionsScreenCopy.status,
          options: suggestionStatuses.map((value) => ({
            value,
            label: suggestionStatusLabels[value],
          })),
        },
        {
          name: 'source',
          label: suggestionsScreenCopy.source,
          options: suggestionSources.map((value) => ({
            value,
            label: suggestionSourceLabels[value],
          })),
        },
      ]}
      table={{
        caption: suggestionsScreenCopy.caption,
        columns,
        searchPlaceholder: suggestionsScreenCopy.searchPlaceholder,
        emptyTitle: suggestionsScreenCopy.emptyTitle,
        emptyDescription: suggestionsScreenCopy.emptyDescription,
        actions: onExport && <ListExportButtons onExport={onExport} exporting={exporting} />,
      }}
    />
  );
}
