import { flexRender, type Table } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { RowCell } from './rowCell';
import { SkeletonCards } from './DataTableSkeleton';

export interface DataTableCardsProps<T> {
  table: Table<T>;
  caption: string;
  rowHref?: (row: T) => string;
  /** Placeholder cards to show instead of the rows (0: show the rows). */
  skeletonRows: number;
  fetching: boolean;
}

/** Phones: one card per row, each value under its column's label, so nothing scrolls sideways. */
export function DataTableCards<T>({
  table,
  caption,
  rowHref,
  skeletonRows,
  fetching,
}: DataTableCardsProps<T>) {
  return (
    <ul
      className={clsx('flex flex-col divide-y divide-line md:hidden', fetching && 'opacity-60')}
      aria-label={caption}
      aria-busy={skeletonRows > 0 || fetching || undefined}
    >
      {skeletonRows > 0 ? (
        <SkeletonCards count={skeletonRows} />
      ) : (
        table.getRowModel().rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-2 p-4">
            <div className="text-base text-ink">
              <RowCell row={row} index={0} rowHref={rowHref} />
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
}
