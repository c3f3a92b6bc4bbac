import { clsx } from 'clsx';
import { useId } from 'react';
import { LIST_PAGE_SIZES } from '@laqta/contract';
import { formatNumber } from '../../format/number';
import { controlClassName } from '../../primitives/FormField/FormField';
import { dataTableCopy } from './copy';
import { PageNav } from './PageNav';

export interface PaginationProps {
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
  /** `total` is where the server stopped counting: "more than", last page unknown. */
  totalCapped?: boolean;
  /** How many rows this page holds (past a capped count, the last shown row is counted from it). */
  pageRows?: number;
  onExactTotal?: () => void;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  pageSizes?: readonly number[];
}

/** Which rows are shown, the page size, and the page numbers of a server-paged list. */
export function Pagination({
  page,
  lastPage,
  perPage,
  total,
  totalCapped = false,
  pageRows = perPage,
  onExactTotal,
  onPageChange,
  onPerPageChange,
  pageSizes = LIST_PAGE_SIZES,
}: PaginationProps) {
  const sizeId = useId();
  // Past a capped count the rows shown are the page's own: `total` is only a lower bound.
  const first = (page - 1) * perPage + 1;
  const from = total === 0 ? 0 : totalCapped ? first : Math.min(total, first);
  const to = totalCapped ? first + pageRows - 1 : Math.min(total, page * perPage);
  const range = totalCapped ? dataTableCopy.rangeCapped : dataTableCopy.range;
  return (
    <div className="flex flex-col gap-3 border-t border-line px-4 py-3 md:flex-row md:items-center md:justify-between">
      <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <p aria-live="polite">{total === 0 ? dataTableCopy.none : range(from, to, total)}</p>
        {totalCapped && onExactTotal && (
          <button
            type="button"
            onClick={onExactTotal}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {dataTableCopy.exactTotal}
          </button>
        )}
        <label htmlFor={sizeId} className="flex items-center gap-2">
          <span>{dataTableCopy.perPage}</span>
          <select
            id={sizeId}
            value={perPage}
            onChange={(event) => onPerPageChange(Number(event.target.value))}
            className={clsx(controlClassName, 'w-auto border-line-strong py-1.5')}
          >
            {[...new Set([...pageSizes, perPage])]
              .sort((a, b) => a - b)
              .map((size) => (
                <option key={size} value={size}>
                  {formatNumber(size)}
                </option>
              ))}
          </select>
        </label>
      </div>
      <PageNav
        page={page}
        lastPage={lastPage}
        lastPageKnown={!totalCapped}
        onPageChange={onPageChange}
      />
    </div>
  );
}
