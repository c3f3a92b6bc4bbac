import type { Header, Table } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { RowCell } from './rowCell';
import { SkeletonRows } from './DataTableSkeleton';
import { SelectCheckbox } from './SelectCheckbox';
import type { TableRowSelect } from './tableRowSelect';

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

function ColumnHeader<T>({
  header,
  sort,
  onSortChange,
}: {
  header: Header<T, unknown>;
  sort: string | undefined;
  onSortChange: (sort: string) => void;
}) {
  const label = header.column.columnDef.header as string;
  const state = sortStateOf(header, sort);
  return (
    <th
      scope="col"
      aria-sort={ariaSort(header, sort)}
      className={clsx(
        'whitespace-nowrap border-b border-line px-4 py-3 font-bold text-ink',
        header.column.columnDef.meta?.numeric ? 'text-end' : 'text-start',
      )}
    >
      {header.column.columnDef.enableSorting === true ? (
        <button
          type="button"
          onClick={() => onSortChange(state === 'asc' ? `-${header.column.id}` : header.column.id)}
          className="inline-flex items-center gap-1 rounded-control font-bold hover:text-brand-700"
        >
          {label}
          <SortIcon state={state} />
        </button>
      ) : (
        label
      )}
    </th>
  );
}

export interface DataTableGridProps<T> {
  table: Table<T>;
  caption: string;
  rowHref?: (row: T) => string;
  sort?: string;
  onSortChange: (sort: string) => void;
  /** Placeholder rows to show instead of the rows (0: show the rows). */
  skeletonRows: number;
  fetching: boolean;
  /** Row selection: a leading column of checkboxes (absent: no selection). */
  select?: TableRowSelect<T>;
}

/** Tablets and wider: a table with sortable headers; it scrolls sideways inside its frame if it must. */
export function DataTableGrid<T>({
  table,
  caption,
  rowHref,
  sort,
  onSortChange,
  skeletonRows,
  fetching,
  select,
}: DataTableGridProps<T>) {
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const columnIds = headers.map((header) => header.id);
  return (
    <div className="hidden overflow-x-auto md:block">
      <table
        className="w-full border-collapse text-start text-sm"
        aria-busy={skeletonRows > 0 || fetching || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted">
          <tr>
            {select && (
              <td className="w-12 border-b border-line px-4 py-3">
                <SelectCheckbox
                  label={select.pageLabel}
                  checked={select.controls.page === 'all'}
                  indeterminate={select.controls.page === 'some'}
                  onChange={select.controls.togglePage}
                />
              </td>
            )}
            {headers.map((header) => (
              <ColumnHeader
                key={header.id}
                header={header}
                sort={sort}
                onSortChange={onSortChange}
              />
            ))}
          </tr>
        </thead>
        <tbody className={clsx(fetching && 'opacity-60')}>
          {skeletonRows > 0 ? (
            <SkeletonRows
              count={skeletonRows}
              columnIds={select ? ['select', ...columnIds] : columnIds}
            />
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={clsx(
                  'border-b border-line last:border-b-0',
                  select?.controls.isSelected(select.rowKey(row.original))
                    ? 'bg-brand-50'
                    : 'hover:bg-sand-50',
                )}
              >
                {select && (
                  <td className="w-12 px-4 py-3 align-top">
                    <SelectCheckbox
                      label={select.rowLabel(row.original)}
                      checked={select.controls.isSelected(select.rowKey(row.original))}
                      onChange={() => select.controls.toggle(select.rowKey(row.original))}
                    />
                  </td>
                )}
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
                    <RowCell row={row} index={index} rowHref={rowHref} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
