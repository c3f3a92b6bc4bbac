import { flexRender, type Table } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { RowCell } from './rowCell';
import { SkeletonCards } from './DataTableSkeleton';
import { SelectCheckbox } from './SelectCheckbox';
import type { TableRowSelect } from './tableRowSelect';

export interface DataTableCardsProps<T> {
  table: Table<T>;
  caption: string;
  rowHref?: (row: T) => string;
  /** Placeholder cards to show instead of the rows (0: show the rows). */
  skeletonRows: number;
  fetching: boolean;
  /** Row selection: a checkbox at the start of each card and one for the page above them. */
  select?: TableRowSelect<T>;
}

/** Phones: one card per row, each value under its column's label, so nothing scrolls sideways. */
export function DataTableCards<T>({
  table,
  caption,
  rowHref,
  skeletonRows,
  fetching,
  select,
}: DataTableCardsProps<T>) {
  const list = (
    <ul
      className={clsx('flex flex-col divide-y divide-line md:hidden', fetching && 'opacity-60')}
      aria-label={caption}
      aria-busy={skeletonRows > 0 || fetching || undefined}
    >
      {skeletonRows > 0 ? (
        <SkeletonCards count={skeletonRows} />
      ) : (
        table.getRowModel().rows.map((row) => (
          <li
            key={row.id}
            className={clsx(
              'flex flex-col gap-2 p-4',
              select?.controls.isSelected(select.rowKey(row.original)) && 'bg-brand-50',
            )}
          >
            <div className="flex items-start gap-3 text-base text-ink">
              {select && (
                <SelectCheckbox
                  label={select.rowLabel(row.original)}
                  checked={select.controls.isSelected(select.rowKey(row.original))}
                  onChange={() => select.controls.toggle(select.rowKey(row.original))}
                  className="mt-1 shrink-0"
                />
              )}
              <div className="min-w-0">
                <RowCell row={row} index={0} rowHref={rowHref} />
              </div>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {row
                .getVisibleCells()
                .slice(1)
                .map((cell) => (
                  <div key={cell.id} className="contents">
                    <dt className="text-ink-muted">{cell.column.columnDef.header as string}</dt>
                    <dd className="min-w-0 break-words text-ink">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </dd>
                  </div>
                ))}
            </dl>
          </li>
        ))
      )}
    </ul>
  );
  if (!select || skeletonRows > 0) return list;
  return (
    <div className="md:hidden">
      <label className="flex items-center gap-3 border-b border-line px-4 py-3 text-sm text-ink">
        <SelectCheckbox
          label={select.pageLabel}
          checked={select.controls.page === 'all'}
          indeterminate={select.controls.page === 'some'}
          onChange={select.controls.togglePage}
        />
        <span aria-hidden="true">{select.pageLabel}</span>
      </label>
      {list}
    </div>
  );
}
