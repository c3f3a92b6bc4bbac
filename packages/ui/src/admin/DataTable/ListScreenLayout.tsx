import type { ReactNode } from 'react';
import { PageTitle } from '../../primitives/PageTitle';
import { DataTable } from './DataTable';
import { FilterSelect, type FilterOption } from './FilterSelect';
import type { DataTableProps, ListScreenProps } from './types';

export interface ListScreenLayoutProps<T extends { id: number }> extends Pick<
  ListScreenProps<T, never>,
  'list' | 'linkTo'
> {
  /** The page's h1. */
  title: string;
  /** Beside the title (e.g. an add link). */
  titleActions?: ReactNode;
  /** Between the title and the table (e.g. why an export failed). */
  notice?: ReactNode;
  /** What the screen tells its table: caption, columns, wording, filter controls, actions, totals. */
  table: Pick<
    DataTableProps<T>,
    | 'caption'
    | 'columns'
    | 'searchPlaceholder'
    | 'emptyTitle'
    | 'emptyDescription'
    | 'filters'
    | 'actions'
    | 'summary'
  >;
}

/**
 * The frame of every list screen: its title, then the DataTable over the route's list, each row
 * keyed by its id and leading to `linkTo(row)`.
 */
export function ListScreenLayout<T extends { id: number }>({
  title,
  titleActions,
  notice,
  list,
  linkTo,
  table,
}: ListScreenLayoutProps<T>) {
  return (
    <div>
      <PageTitle title={title} actions={titleActions} />
      {notice}
      <DataTable<T> {...list} {...table} rowKey={(row) => row.id} rowHref={linkTo} />
    </div>
  );
}

/** One choice filter of a list screen: its API name, its label and its choices. */
export interface FilterChoice<F extends string> {
  name: F;
  label: string;
  options: readonly FilterOption[];
}

export interface FilterSelectsProps<F extends string> extends Pick<
  ListScreenProps<unknown, F>,
  'filters' | 'onFiltersChange'
> {
  choices: readonly FilterChoice<F>[];
}

/** `{ [name]: value }`, typed as a change of the screen's filters. */
function oneFilter<F extends string>(name: F, value: string): Partial<Record<F, string>> {
  const change: Partial<Record<F, string>> = {};
  change[name] = value;
  return change;
}

/** A FilterSelect per choice, bound to the screen's `filters` and `onFiltersChange`. */
export function FilterSelects<F extends string>({
  choices,
  filters,
  onFiltersChange,
}: FilterSelectsProps<F>) {
  return choices.map((choice) => (
    <FilterSelect
      key={choice.name}
      label={choice.label}
      value={filters[choice.name]}
      options={choice.options}
      onChange={(value) => onFiltersChange(oneFilter(choice.name, value))}
    />
  ));
}
