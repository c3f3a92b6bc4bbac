import {
  photographerStatuses,
  photographerStatusLabels,
  serviceCategories,
  serviceCategoryLabels,
  type PhotographerListItem,
} from '@laqta/contract';
import { formatNumber, formatRating } from '../../../format/number';
import { PageTitle } from '../../../primitives/PageTitle';
import {
  DataTable,
  FilterSelect,
  type DataTableColumn,
  type DataTableState,
} from '../../DataTable';
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

export type PhotographerFilters = { status: string; city: string; specialty: string };

export const photographerStatusTone = {
  pending: 'neutral',
  approved: 'success',
  suspended: 'danger',
} as const;

export interface PhotographersScreenProps {
  /** Where a row leads (its detail page). */
  linkTo: (row: PhotographerListItem) => string;
  list: DataTableState<PhotographerListItem>;
  filters: PhotographerFilters;
  onFilterChange: (name: keyof PhotographerFilters, value: string) => void;
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
export function PhotographersScreen({
  linkTo,
  list,
  filters,
  onFilterChange,
  cities,
}: PhotographersScreenProps) {
  return (
    <div>
      <PageTitle title={photographersCopy.title} />
      <DataTable<PhotographerListItem>
        {...list}
        caption={photographersCopy.caption}
        columns={columns}
        rowKey={(p) => p.id}
        rowHref={linkTo}
        searchPlaceholder={photographersCopy.searchPlaceholder}
        emptyTitle={photographersCopy.empty}
        filters={
          <>
            <FilterSelect
              label={photographersCopy.status}
              value={filters.status}
              options={photographerStatuses.map((s) => ({
                value: s,
                label: photographerStatusLabels[s],
              }))}
              onChange={(value) => onFilterChange('status', value)}
            />
            <FilterSelect
              label={photographersCopy.city}
              value={filters.city}
              options={cities.map((c) => ({ value: c, label: c }))}
              onChange={(value) => onFilterChange('city', value)}
            />
            <FilterSelect
              label={photographersCopy.specialty}
              value={filters.specialty}
              options={serviceCategories.map((c) => ({
                value: c,
                label: serviceCategoryLabels[c],
              }))}
              onChange={(value) => onFilterChange('specialty', value)}
            />
          </>
        }
      />
    </div>
  );
}
