export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps, DataTableState, ListScreenProps } from './types';
export { Pagination, type PaginationProps } from './Pagination';
export { PageNav, pageWindow, type PageNavProps } from './PageNav';
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
export {
  ListScreenLayout,
  type FilterChoice,
  type FilterControl,
  type ListScreenLayoutProps,
} from './ListScreenLayout';
