import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type RowData,
} from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../navigation/Link';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorWithRetry } from '../../primitives/ErrorWithRetry';
import { dataTableCopy } from './copy';
import { Pagination } from './Pagination';
import { SearchBox } from './SearchBox';

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
  className?: string;
}

/** Sorting is the server's: a column sorts when it says `enableSorting: true` (accessor or not). */
function sortStateOf<T>(
  header: Header<T, unknown>,
  sort: string | undefined,
): false | 'asc' | 'desc' {
  if (!sort || sort.replace(/^-/, '') !== header.column.id) return false;
  return sort.startsWith('-') ? 'desc' : 'asc';
}

function ariaSort<T>(header: Header<T, unknown>, sort: string | undefined) {
  if (header.column.columnDef.enableSorting !== true) return undefined;
  const state = sortStateOf(header, sort);
  return state === 'asc' ? 'ascending' : state === 'desc' ? 'descending' : 'none';
}

function SortIcon({ state }: { state: false | 'asc' | 'desc' }) {
  const Icon = state === 'asc' ? ArrowUp : state === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <Icon
      className={clsx('size-4 shrink-0', state ? 'text-brand-700' : 'text-ink-muted')}
      aria-hidden="true"
    />
  );
}

const skeletonBar = 'h-4 rounded-control bg-sand-200 motion-safe:animate-pulse';

/**
 * The one list of the back office: a server-paged, server-sorted table with a debounced search,
 * filter controls, loading skeleton, empty and error states, and rows that lead to a detail view.
 * Below the `md` breakpoint each row becomes a card (label: value), so phones never scroll sideways.
 * Pure: the page, sort, search and filters come in as props and leave through callbacks.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowHref,
  page,
  perPage,
  total,
  lastPage,
  onPageChange,
  onPerPageChange,
  sort,
  onSortChange,
  search,
  onSearchChange,
  searchPlaceholder,
  filters,
  actions,
  summary,
  filtered = false,
  loading = false,
  fetching = false,
  error,
  onRetry,
  emptyTitle = dataTableCopy.emptyTitle,
  emptyDescription,
  className,
}: DataTableProps<T>) {
  // tanstack's table object is rebuilt on every render by design; the compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
    manualPagination: true,
  });

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const tableRows = table.getRowModel().rows;
  const showSkeleton = loading && !rows;

  const cellOf = (row: (typeof tableRows)[number], index: number) => {
    const cell = row.getVisibleCells()[index]!;
    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
    if (index === 0 && rowHref)
      return (
        <Link
          href={rowHref(row.original)}
          className="font-bold text-brand-700 underline-offset-4 hover:underline"
        >
          {content}
        </Link>
      );
    return content;
  };

  let body: ReactNode;
  if (error) {
    body = (
      <ErrorWithRetry title={dataTableCopy.errorTitle} onRetry={onRetry} className="p-4">
        {error}
      </ErrorWithRetry>
    );
  } else if (!showSkeleton && tableRows.length === 0) {
    body = (
      <EmptyState
        title={filtered ? dataTableCopy.noMatchesTitle : emptyTitle}
        description={filtered ? dataTableCopy.noMatchesDescription : emptyDescription}
      />
    );
  } else {
    const skeletonRows = Array.from({ length: Math.min(perPage, 8) }, (_, i) => i);
    body = (
      <>
        {/* Tablets and wider: a table; it scrolls sideways inside its frame if it must. */}
        <div className="hidden overflow-x-auto md:block">
          <table
            className="w-full border-collapse text-start text-sm"
            aria-busy={showSkeleton || fetching || undefined}
          >
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-surface-muted">
              <tr>
                {headers.map((header) => {
                  const label = header.column.columnDef.header as string;
                  const numeric = header.column.columnDef.meta?.numeric;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={ariaSort(header, sort)}
                      className={clsx(
                        'whitespace-nowrap border-b border-line px-4 py-3 font-bold text-ink',
                        numeric ? 'text-end' : 'text-start',
                      )}
                    >
                      {header.column.columnDef.enableSorting === true ? (
                        <button
                          type="button"
                          onClick={() =>
                            onSortChange(
                              sortStateOf(header, sort) === 'asc'
                                ? `-${header.column.id}`
                                : header.column.id,
                            )
                          }
                          className="inline-flex items-center gap-1 rounded-control font-bold hover:text-brand-700"
                        >
                          {label}
                          <SortIcon state={sortStateOf(header, sort)} />
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className={clsx(fetching && 'opacity-60')}>
              {showSkeleton
                ? skeletonRows.map((i) => (
                    <tr key={i} className="border-b border-line">
                      {headers.map((header) => (
                        <td key={header.id} className="px-4 py-3">
                          <div className={skeletonBar} />
                        </td>
                      ))}
                    </tr>
                  ))
                : tableRows.map((row) => (
                    <tr
                      key={row.id}
                      className="border-b border-line last:border-b-0 hover:bg-sand-50"
                    >
                      {row.getVisibleCells().map((cell, index) => (
                        <td
                          key={cell.id}
                          className={clsx(
                            'px-4 py-3 align-top text-ink',
                            cell.column.columnDef.meta?.numeric
                              ? 'whitespace-nowrap text-end tabular-nums'
                              : 'text-start',
                          )}
                        >
                          {cellOf(row, index)}
                        </td>
                      ))}
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
        {/* Phones: one card per row, each value under its column's label. */}
        <ul
          className={clsx('flex flex-col divide-y divide-line md:hidden', fetching && 'opacity-60')}
          aria-label={caption}
          aria-busy={showSkeleton || fetching || undefined}
        >
          {showSkeleton
            ? skeletonRows.slice(0, 4).map((i) => (
                <li key={i} className="flex flex-col gap-2 p-4">
                  <div className={clsx(skeletonBar, 'w-1/2')} />
                  <div className={skeletonBar} />
                  <div className={clsx(skeletonBar, 'w-3/4')} />
                </li>
              ))
            : tableRows.map((row) => (
                <li key={row.id} className="flex flex-col gap-2 p-4">
                  <div className="text-base text-ink">{cellOf(row, 0)}</div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    {row
                      .getVisibleCells()
                      .slice(1)
                      .map((cell) => (
                        <div key={cell.id} className="contents">
                          <dt className="text-ink-muted">
                            {cell.column.columnDef.header as string}
                          </dt>
                          <dd className="min-w-0 break-words text-ink">
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </dd>
                        </div>
                      ))}
                  </dl>
                </li>
              ))}
        </ul>
        {showSkeleton && (
          <p role="status" className="sr-only">
            {dataTableCopy.loading}
          </p>
        )}
      </>
    );
  }

  return (
    <section
      aria-label={caption}
      className={clsx('rounded-card border border-line bg-surface shadow-card', className)}
    >
      <div className="flex flex-col gap-3 border-b border-line p-4 md:flex-row md:flex-wrap md:items-end">
        <SearchBox
          value={search}
          onChange={onSearchChange}
          placeholder={searchPlaceholder}
          className="md:w-72"
        />
        {filters && (
          <div
            role="group"
            aria-label={dataTableCopy.filters}
            className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:flex md:flex-wrap md:items-end"
          >
            {filters}
          </div>
        )}
        {actions && <div className="flex flex-wrap items-end gap-2 md:ms-auto">{actions}</div>}
      </div>
      {body}
      {summary && !error && <div className="border-t border-line px-4 py-3">{summary}</div>}
      {!error && total > 0 && (
        <Pagination
          page={page}
          lastPage={lastPage}
          perPage={perPage}
          total={total}
          onPageChange={onPageChange}
          onPerPageChange={onPerPageChange}
        />
      )}
    </section>
  );
}

/** What a list screen receives from its container: the list's state and answer, for its DataTable. */
export type DataTableState<T> = Pick<
  DataTableProps<T>,
  | 'rows'
  | 'page'
  | 'perPage'
  | 'total'
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
