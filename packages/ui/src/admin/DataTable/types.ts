// The DataTable's props (one flat set, the same as before it was split into parts) and the one props
// contract of the list screens built on it.
import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { DataTableBulk } from '../BulkBar/types';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Numbers and money: aligned to the inline end, tabular digits. */
    numeric?: boolean;
  }
}

/**
 * A column: a tanstack column definition whose `header` is its Arabic label (the phone cards show
 * it beside each value) and whose `id` is the server's sort field. Sortable with `enableSorting: true`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<T> = ColumnDef<T, any> & { id: string; header: string };

export interface DataTableProps<T> {
  /** The table's accessible name (e.g. "قائمة العملاء"). */
  caption: string;
  columns: DataTableColumn<T>[];
  /** The rows of the current page; undefined before the first answer. */
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  /** Where a row leads: its first column becomes a link to the detail view. */
  rowHref?: (row: T) => string;

  page: number;
  perPage: number;
  total: number;
  /**
   * The server stopped counting at `total` (`meta.total_capped`): the count reads "more than
   * `total`", the last page is not known (no "last page" button), and `onExactTotal` asks for the
   * exact count.
   */
  totalCapped?: boolean;
  onExactTotal?: () => void;
  lastPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;

  /** `field` or `-field` (the server's syntax); undefined = the list's default order. */
  sort?: string;
  onSortChange: (sort: string) => void;

  search: string;
  onSearchChange: (search: string) => void;
  searchPlaceholder?: string;

  /** Filter controls (FilterSelect, DateRangeFilter…), shown beside the search box. */
  filters?: ReactNode;
  /** Actions at the inline end of the toolbar (e.g. an export button). */
  actions?: ReactNode;
  /** Under the table (e.g. totals of the filtered rows). */
  summary?: ReactNode;
  /** Whether a search or filter narrows the list (changes the empty state's wording). */
  filtered?: boolean;

  /** No answer yet: a skeleton of rows. */
  loading?: boolean;
  /** A new page is on its way while the old one stays on screen. */
  fetching?: boolean;
  /** Why the list could not load; shown with a retry button. */
  error?: string | null;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyDescription?: string;
  /**
   * Row selection and bulk actions: each row gets a checkbox, and a bar offers these actions over
   * the selected rows (or every row matching). Absent: the list has no selection.
   */
  bulk?: DataTableBulk<T>;
  className?: string;
}

/** What a list screen receives from its container: the list's state and answer, for its DataTable. */
export type DataTableState<T> = Pick<
  DataTableProps<T>,
  | 'rows'
  | 'page'
  | 'perPage'
  | 'total'
  | 'totalCapped'
  | 'onExactTotal'
  | 'lastPage'
  | 'onPageChange'
  | 'onPerPageChange'
  | 'sort'
  | 'onSortChange'
  | 'search'
  | 'onSearchChange'
  | 'filtered'
  | 'loading'
  | 'fetching'
  | 'error'
  | 'onRetry'
>;

/**
 * What every list screen receives from its route (and its stories): the list in one prop, the
 * filters by their API names ('' = all) with one callback for any change of them (several at
 * once, e.g. a date range's two ends), and where each row leads. A screen adds its own props
 * (currency, filter choices, actions) beside these.
 */
export interface ListScreenProps<T, F extends string> {
  list: DataTableState<T>;
  filters: Record<F, string>;
  onFiltersChange: (changes: Partial<Record<F, string>>) => void;
  /** Where a row leads (its detail page). */
  linkTo: (row: T) => string;
}
