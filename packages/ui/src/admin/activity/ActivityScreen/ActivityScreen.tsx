import {
  auditActionLabels,
  auditActions,
  auditEntityLabels,
  auditEntityTypes,
  type ActivityEvent,
} from '@laqta/contract';
import { Link } from '../../../navigation/Link';
import { DateText } from '../../../primitives/DateText/DateText';
import {
  ActiveFilter,
  DateRangeFilter,
  ListScreenLayout,
  type DataTableColumn,
  type FilterOption,
  type ListScreenProps,
} from '../../DataTable';
import { actorOf } from '../HistoryTimeline/actorName';
import { entityNameOf } from './entityName';

export const activityScreenCopy = {
  title: 'سجل النشاط',
  caption: 'سجل النشاط',
  searchPlaceholder: 'ابحث باسم المشرف أو السبب أو العنوان أو رقم السجل',
  action: 'الحدث',
  admin: 'المشرف',
  when: 'الوقت',
  entity: 'السجل',
  entityType: 'نوع السجل',
  oneRecord: 'سجل واحد',
  reason: 'السبب',
  address: 'عنوان IP',
  none: '—',
  from: 'من تاريخ',
  to: 'إلى تاريخ',
  emptyTitle: 'لا نشاط مسجّل بعد',
  emptyDescription: 'يظهر هنا كل دخول وخروج وكل تعديل يجريه المشرفون.',
} as const;

/** The activity list's filters, by their API names (`entity_id` arrives with `entity_type`). */
export type ActivityFilter = 'admin_id' | 'entity_type' | 'entity_id' | 'action' | 'from' | 'to';

export interface ActivityScreenProps extends ListScreenProps<ActivityEvent, ActivityFilter> {
  /** Every admin, for the "who" filter. */
  admins: readonly FilterOption[];
  /** The page of the record an event acted on, or null when it has none. */
  entityHref: (event: ActivityEvent) => string | null;
  /** A server message for the date range (e.g. the end before the start). */
  rangeError?: string;
}

function columns(entityHref: ActivityScreenProps['entityHref']): DataTableColumn<ActivityEvent>[] {
  return [
    {
      id: 'action',
      header: activityScreenCopy.action,
      cell: ({ row }) => auditActionLabels[row.original.action],
    },
    {
      id: 'admin',
      header: activityScreenCopy.admin,
      cell: ({ row }) => {
        const actor = actorOf(row.original);
        return (
          <span className="flex flex-col gap-0.5">
            <span className={row.original.admin ? undefined : 'text-ink-muted'}>{actor.name}</span>
            {actor.triedEmail && (
              <span dir="ltr" className="ltr-value break-all text-sm text-ink-muted">
                {actor.triedEmail}
              </span>
            )}
          </span>
        );
      },
    },
    {
      id: 'created_at',
      header: activityScreenCopy.when,
      enableSorting: true,
      cell: ({ row }) => (
        <DateText value={row.original.created_at} withTime className="whitespace-nowrap" />
      ),
    },
    {
      id: 'entity',
      header: activityScreenCopy.entity,
      cell: ({ row }) => {
        const href = entityHref(row.original);
        const name = entityNameOf(row.original);
        return href ? (
          <Link href={href} className="text-brand-700 underline underline-offset-4">
            {name}
          </Link>
        ) : (
          name
        );
      },
    },
    {
      id: 'reason',
      header: activityScreenCopy.reason,
      cell: ({ row }) =>
        row.original.reason ? (
          <span className="line-clamp-2 max-w-xs">{row.original.reason}</span>
        ) : (
          <span className="text-ink-muted">{activityScreenCopy.none}</span>
        ),
    },
    {
      id: 'ip',
      header: activityScreenCopy.address,
      cell: ({ row }) =>
        row.original.ip ? (
          <span dir="ltr" className="ltr-value">
            {row.original.ip}
          </span>
        ) : (
          <span className="text-ink-muted">{activityScreenCopy.none}</span>
        ),
    },
  ];
}

/**
 * `/admin/activity`: who did what and when, newest first, for every admin to read: filtered by
 * admin, kind of record (or one record, from its history), action and days. Each row's action
 * leads to that record's whole history; its record to the record's page when it has one.
 */
export function ActivityScreen({ admins, entityHref, rangeError, ...screen }: ActivityScreenProps) {
  const { filters } = screen;
  // One record's history is of one kind: choosing another kind leaves the record.
  const onFiltersChange: ActivityScreenProps['onFiltersChange'] = (changes) =>
    screen.onFiltersChange('entity_type' in changes ? { entity_id: '', ...changes } : changes);
  return (
    <ListScreenLayout
      {...screen}
      onFiltersChange={onFiltersChange}
      title={activityScreenCopy.title}
      filterControls={[
        ...(filters.entity_id
          ? [
              <ActiveFilter
                key="record"
                label={activityScreenCopy.oneRecord}
                value={entityNameOf({
                  entity_type: filters.entity_type,
                  entity_id: filters.entity_id,
                })}
                onClear={() => onFiltersChange({ entity_id: '' })}
              />,
            ]
          : []),
        { name: 'admin_id', label: activityScreenCopy.admin, options: admins },
        {
          name: 'entity_type',
          label: activityScreenCopy.entityType,
          options: auditEntityTypes.map((value) => ({ value, label: auditEntityLabels[value] })),
        },
        {
          name: 'action',
          label: activityScreenCopy.action,
          options: auditActions.map((value) => ({ value, label: auditActionLabels[value] })),
        },
        <DateRangeFilter
          key="dates"
          from={filters.from}
          to={filters.to}
          fromLabel={activityScreenCopy.from}
          toLabel={activityScreenCopy.to}
          error={rangeError}
          onChange={(range) => onFiltersChange(range)}
        />,
      ]}
      table={{
        caption: activityScreenCopy.caption,
        columns: columns(entityHref),
        searchPlaceholder: activityScreenCopy.searchPlaceholder,
        emptyTitle: activityScreenCopy.emptyTitle,
        emptyDescription: activityScreenCopy.emptyDescription,
      }}
    />
  );
}
