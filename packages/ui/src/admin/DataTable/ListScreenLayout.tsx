import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { PageTitle } from '../../primitives/PageTitle';
import { DataTable } from './DataTable';
import { FilterSelect, type FilterOption } from './FilterSelect';
import type { DataTableBulk } from '../BulkBar/types';
import type { DataTableProps, ListScreenProps } from './types';

/** A choice filter of a list screen: its API name, its label and its choices. */
export interface FilterChoice<F extends string> {
  name: F;
  label: string;
  options: readonly FilterOption[];
}

/** A filter control: a choice filter (shown as a FilterSelect), or any other control with a key. */
export type FilterControl<F extends string> = FilterChoice<F> | ReactElement;

export interface ListScreenLayoutProps<
  T extends { id: number },
  F extends string,
> extends ListScreenProps<T, F> {
  /** The page's h1. */
  title: string;
  /** Beside the title (e.g. an add link). */
  titleActions?: ReactNode;
  /** Between the title and the table (e.g. why an export failed). */
  notice?: ReactNode;
  /** The filter controls beside the search box, in order. */
  filterControls: readonly FilterControl<F>[];
  /**
   * Row selection and bulk actions (DataTable `bulk`); the selection clears when the search or a
   * filter changes unless the screen gives its own `resetKey`.
   */
  bulk?: DataTableBulk<T>;
  /** What the screen tells its table: caption, columns, wording, actions, totals. */
  table: Pick<
    DataTableProps<T>,
    | 'caption'
    | 'columns'
    | 'searchPlaceholder'
    | 'emptyTitle'
    | 'emptyDescription'
    | 'actions'
    | 'summary'
  >;
}

/** `{ [name]: value }`, typed as a change of the screen's filters. */
function oneFilter<F extends string>(name: F, value: string): Partial<Record<F, string>> {
  const change: Partial<Record<F, string>> = {};
  change[name] = value;
  return change;
}

/**
 * The frame of every list screen: its title, then the DataTable over the route's list (rows keyed
 * by id, leading to `linkTo(row)`), its choice filters bound to `filters` and `onFiltersChange`.
 */
export function ListScreenLayout<T extends { id: number }, F extends string>({
  title,
  titleActions,
  notice,
  list,
  linkTo,
  filters,
  onFiltersChange,
  filterControls,
  table,
  bulk,
}: ListScreenLayoutProps<T, F>) {
  const controls = filterControls.map((control) =>
    isValidElement(control) ? (
      control
    ) : (
      <FilterSelect
        key={control.name}
        label={control.label}
        value={filters[control.name]}
        options={control.options}
        onChange={(value) => onFiltersChange(oneFilter(control.name, value))}
      />
    ),
  );
  return (
    <div>
      <PageTitle title={title} actions={titleActions} />
      {notice}
      <DataTable<T>
        {...list}
        {...table}
        rowKey={(row) => row.id}
        rowHref={linkTo}
        filters={controls}
        bulk={
          bulk && {
            ...bulk,
            resetKey: bulk.resetKey ?? JSON.stringify({ search: list.search, filters }),
          }
        }
      />
    </div>
  );
}
