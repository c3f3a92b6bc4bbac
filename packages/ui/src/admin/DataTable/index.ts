export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps, DataTableState } from './types';
export { Pagination, pageWindow, type PaginationProps } from './Pagination';
export { SearchBox, SEARCH_DEBOUNCE_MS, type SearchBoxProps } from './SearchBox';
export {
  DateRangeFilter,
  FilterSelect,
  type DateRangeFilterProps,
  type FilterOption,
  type FilterSelectProps,
} from './FilterSelect';
export { ActiveFilter, type ActiveFilterProps } from './ActiveFilter';
export { dataTableCopy } from './copy';
