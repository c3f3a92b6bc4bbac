import type { ReactNode } from 'react';
import { dataTableCopy } from './copy';
import { SearchBox } from './SearchBox';

export interface DataTableToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  searchPlaceholder?: string;
  filters?: ReactNode;
  actions?: ReactNode;
}

/** Above the list: the search box, the filter controls, and actions at the inline end. */
export function DataTableToolbar({
  search,
  onSearchChange,
  searchPlaceholder,
  filters,
  actions,
}: DataTableToolbarProps) {
  return (
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
  );
}
