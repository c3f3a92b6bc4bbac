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
  onPageChange,
  onPerPageChange,
  pageSizes = LIST_PAGE_SIZES,
}: PaginationProps) {
  const sizeId = useId();
  const from = total === 0 ? 0 : Math.min(total, (page - 1) * perPage + 1);
  const to = Math.min(total, page * perPage);
  return (
    <div className="flex flex-col gap-3 border-t border-line px-4 py-3 md:flex-row md:items-center md:justify-between">
      <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <p aria-live="polite">
          {total === 0 ? dataTableCopy.none : dataTableCopy.range(from, to, total)}
        </p>
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
      <PageNav page={page} lastPage={lastPage} onPageChange={onPageChange} />
    </div>
  );
}
