import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../format/number';
import { dataTableCopy } from './copy';

/** The page numbers around the current one, with the first and last, gaps as null. */
export function pageWindow(page: number, lastPage: number, radius = 1): (number | null)[] {
  const pages = new Set([1, lastPage]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= lastPage) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  }
  return out;
}

function PageButton({
  label,
  disabled,
  onClick,
  current,
  children,
}: {
  label: string;
  disabled?: boolean;
  current?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'inline-flex min-h-9 min-w-9 items-center justify-center rounded-control px-2 text-sm font-semibold',
        'disabled:cursor-not-allowed disabled:opacity-50',
        current
          ? 'bg-brand-700 text-white'
          : 'border border-line-strong bg-surface text-ink hover:bg-sand-100',
      )}
    >
      {children}
    </button>
  );
}

export interface PageNavProps {
  page: number;
  lastPage: number;
  /** False when the count was capped: `lastPage` is only the last page seen so far. */
  lastPageKnown?: boolean;
  onPageChange: (page: number) => void;
}

/**
 * First, previous, the page numbers around the current one, next and last. Without a known last
 * page (a capped count), the numbers stop after the next page and there is no "last" button.
 */
export function PageNav({ page, lastPage, lastPageKnown = true, onPageChange }: PageNavProps) {
  const iconClass = 'size-4 rtl:rotate-180';
  return (
    <nav aria-label={dataTableCopy.pagination}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <PageButton
            label={dataTableCopy.first}
            disabled={page <= 1}
            onClick={() => onPageChange(1)}
          >
            <ChevronsLeft className={iconClass} aria-hidden="true" />
          </PageButton>
        </li>
        <li>
          <PageButton
            label={dataTableCopy.previous}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft className={iconClass} aria-hidden="true" />
          </PageButton>
        </li>
        {pageWindow(page, lastPageKnown ? lastPage : Math.min(lastPage, page + 1)).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <PageButton
                label={dataTableCopy.page(p)}
                current={p === page}
                onClick={() => onPageChange(p)}
              >
                {formatNumber(p)}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            label={dataTableCopy.next}
            disabled={page >= lastPage}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRight className={iconClass} aria-hidden="true" />
          </PageButton>
        </li>
        {lastPageKnown && (
          <li>
            <PageButton
              label={dataTableCopy.last}
              disabled={page >= lastPage}
              onClick={() => onPageChange(lastPage)}
            >
              <ChevronsRight className={iconClass} aria-hidden="true" />
            </PageButton>
          </li>
        )}
      </ul>
    </nav>
  );
}
