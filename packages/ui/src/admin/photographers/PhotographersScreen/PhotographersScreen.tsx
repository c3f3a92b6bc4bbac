import {
  photographerStatuses,
  photographerStatusLabels,
  serviceCategories,
  serviceCategoryLabels,
  type PhotographerListItem,
} from '@laqta/contract';
import { formatNumber, formatRating } from '../../../format/number';
import { ListScreenLayout, type DataTableColumn, type ListScreenProps } from '../../DataTable';
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
} as const;

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
export function PhotographersScreen({ cities, ...screen }: PhotographersScreenProps) {
  return (
    <ListScreenLayout
      {...screen}
      title={photographersCopy.title}
      filterControls={[
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
      }}
    />
  );
}
