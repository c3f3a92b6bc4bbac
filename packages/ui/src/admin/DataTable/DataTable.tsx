import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { EmptyState } from '../../primitives/EmptyState';
import { BulkBar } from '../BulkBar/BulkBar';
import { bulkCopy } from '../BulkBar/copy';
import { ErrorWithRetry } from '../../primitives/ErrorWithRetry';
import { dataTableCopy } from './copy';
import { DataTableCards } from './DataTableCards';
import { DataTableGrid } from './DataTableGrid';
import { skeletonCount } from './DataTableSkeleton';
import { DataTableToolbar } from './DataTableToolbar';
import { Pagination } from './Pagination';
import type { DataTableProps } from './types';
import { useRowSelection } from './useRowSelection';

/**
 * The one list of the back office: a server-paged, server-sorted table with a debounced search,
 * filter controls, loading skeleton, empty and error states, and rows that lead to a detail view.
 * Below the `md` breakpoint each row becomes a card (label: value), so phones never scroll sideways.
 * Pure: the page, sort, search and filters come in as props and leave through callbacks. Its parts:
 * DataTableToolbar, DataTableGrid (desktop), DataTableCards (phones), DataTableSkeleton, Pagination.
 * With `bulk`, rows get checkboxes (kept across pages, or "every row matching") and a BulkBar acts
 * on them.
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
  totalCapped,
  onExactTotal,
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
  bulk,
  className,
}: DataTableProps<T>) {
  const selection = useRowSelection((rows ?? []).map(rowKey), total, bulk?.resetKey);
  // tanstack's table object is rebuilt on every render by design; the compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
    manualPagination: true,
  });
  const showSkeleton = loading && !rows;
  const parts = {
    table,
    caption,
    rowHref,
    skeletonRows: showSkeleton ? skeletonCount(perPage) : 0,
    fetching,
    select: bulk && {
      controls: selection,
      rowKey,
      rowLabel: (row: T) => bulkCopy.selectRow(bulk.rowLabel(row)),
      pageLabel: bulkCopy.selectPage,
    },
  };

  let body: ReactNode;
  if (error) {
    body = (
      <ErrorWithRetry title={dataTableCopy.errorTitle} onRetry={onRetry} className="p-4">
        {error}
      </ErrorWithRetry>
    );
  } else if (!showSkeleton && table.getRowModel().rows.length === 0) {
    body = (
      <EmptyState
        title={filtered ? dataTableCopy.noMatchesTitle : emptyTitle}
        description={filtered ? dataTableCopy.noMatchesDescription : emptyDescription}
      />
    );
  } else {
    body = (
      <>
        <DataTableGrid {...parts} sort={sort} onSortChange={onSortChange} />
        <DataTableCards {...parts} />
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
      <DataTableToolbar
        search={search}
        onSearchChange={onSearchChange}
        searchPlaceholder={searchPlaceholder}
        filters={filters}
        actions={actions}
      />
      {bulk && !error && (
        <BulkBar
          selection={selection.selection}
          count={selection.count}
          total={total}
          pageCount={rows?.length ?? 0}
          pageSelected={selection.page === 'all'}
          onSelectMatching={selection.selectMatching}
          onClear={selection.clear}
          actions={bulk.actions}
          onRun={bulk.onRun}
          onDone={selection.keep}
        />
      )}
      {body}
      {summary && !error && <div className="border-t border-line px-4 py-3">{summary}</div>}
      {!error && total > 0 && (
        <Pagination
          page={page}
          lastPage={lastPage}
          perPage={perPage}
          total={total}
          totalCapped={totalCapped}
          pageRows={rows?.length}
          onExactTotal={onExactTotal}
          onPageChange={onPageChange}
          onPerPageChange={onPerPageChange}
        />
      )}
    </section>
  );
}
