import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useId } from 'react';
import { dataTableCopy } from './copy';

export interface ActiveFilterProps {
  /** What the list is narrowed by, e.g. 'العميل'. */
  label: string;
  /** The chosen value as people read it (a name). */
  value: string;
  onClear: () => void;
  className?: string;
}

/**
 * A filter set from elsewhere (a link from a customer's page) with no control of its own on the
 * list: a chip that says what narrows the list, and a button that removes it.
 */
export function ActiveFilter({ label, value, onClear, className }: ActiveFilterProps) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={clsx('flex flex-col gap-1.5', className)}
    >
      <span id={labelId} className="text-sm font-semibold text-ink">
        {label}
      </span>
      <span className="inline-flex items-center gap-1 self-start rounded-control border border-brand-300 bg-brand-50 py-2.5 ps-3.5 pe-2 text-base text-ink">
        <span className="max-w-56 truncate" title={value}>
          {value}
        </span>
        <button
          type="button"
          onClick={onClear}
          aria-label={dataTableCopy.clearFilter(label, value)}
          className="rounded-full p-1 text-ink-muted hover:bg-brand-100 hover:text-ink"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </span>
    </div>
  );
}
