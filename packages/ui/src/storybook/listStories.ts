// The one story harness of the list screens (stories only): `useStoryList` gives a screen the
// props a route gives it (`list`, `filters`, `onFiltersChange` of `ListScreenProps`).
import { useState } from 'react';
import type { DataTableState, ListScreenProps } from '../admin/DataTable';

const PER_PAGE = 15;

export interface StoryListOptions<T, F extends string> {
  /** Every filter of the screen with its starting value ('' = all). */
  filters: Record<F, string>;
  /** How a filter keeps a row (a filter without one keeps every row). */
  keeps?: Partial<Record<F, (row: T, value: string) => boolean>>;
  /** The text a search looks in (without it, a search keeps every row). */
  searchIn?: (row: T) => string;
  /** The search to start from. */
  search?: string;
  /**
   * The rows are one page the server sent, of `serverTotal` rows in all: the harness cannot page,
   * sort or filter rows it does not hold, so the page stays as given and the callbacks only report
   * (to the spies below), as they would to a route.
   */
  serverTotal?: number;
  /** The list failed to load with this message (no rows). */
  error?: string;
  onRetry?: () => void;
  /** Spies a play can read: told of every change the screen asks for. */
  onFiltersChange?: (changes: Partial<Record<F, string>>) => void;
  onSortChange?: (sort: string) => void;
  onPageChange?: (page: number) => void;
  onSearchChange?: (search: string) => void;
}

/** A list story's own args: its rows, or a list still loading, or one that failed. */
export interface StoryListArgs<T> {
  rows?: readonly T[];
  /** The server's count, when the rows are one page of a longer list (see `serverTotal`). */
  total?: number;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
}

export type StoryList<T, F extends string> = Pick<
  ListScreenProps<T, F>,
  'list' | 'filters' | 'onFiltersChange'
>;

/** Rows paged, sorted, searched and filtered in memory the way the server does it. */
function inMemoryPage<T extends { id: number }, F extends string>(
  all: readonly T[],
  state: {
    page: number;
    perPage: number;
    sort?: string;
    search: string;
    filters: Record<F, string>;
  },
  { keeps = {}, searchIn }: Pick<StoryListOptions<T, F>, 'keeps' | 'searchIn'>,
) {
  const entries = Object.entries(state.filters) as [F, string][];
  let rows = all.filter(
    (row) =>
      (!state.search || !searchIn || searchIn(row).includes(state.search)) &&
      entries.every(([name, value]) => !value || (keeps[name]?.(row, value) ?? true)),
  );
  const { sort } = state;
  if (sort) {
    const field = sort.replace(/^-/, '') as keyof T;
    const sign = sort.startsWith('-') ? -1 : 1;
    rows = [...rows].sort((a, b) =>
      a[field] < b[field] ? -sign : a[field] > b[field] ? sign : sign * (a.id - b.id),
    );
  }
  return {
    rows: rows.slice((state.page - 1) * state.perPage, state.page * state.perPage),
    total: rows.length,
  };
}

/**
 * A list screen's `list`, `filters` and `onFiltersChange` over rows held by the story: `undefined`
 * rows are a list before its answer (loading), `error` one that failed; otherwise the rows are
 * paged, sorted, searched and filtered in memory like the server does (or, with `serverTotal`,
 * stay one fixed page of a longer list).
 */
export function useStoryList<T extends { id: number }, F extends string>(
  all: readonly T[] | undefined,
  options: StoryListOptions<T, F>,
): StoryList<T, F> {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PER_PAGE);
  const [sort, setSort] = useState<string | undefined>();
  const [search, setSearch] = useState(options.search ?? '');
  const [filters, setFilters] = useState(options.filters);

  const fixed = options.serverTotal !== undefined;
  /** Applies a change in memory, unless the page is the server's; a change goes back to page 1. */
  const change = (apply: () => void) => {
    if (fixed) return;
    apply();
    setPage(1);
  };
  const { rows, total } =
    all === undefined || options.error !== undefined
      ? { rows: undefined, total: 0 }
      : fixed
        ? { rows: [...all], total: options.serverTotal ?? all.length }
        : inMemoryPage(all, { page, perPage, sort, search, filters }, options);

  const list: DataTableState<T> = {
    rows,
    total,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    page,
    perPage,
    sort,
    search,
    filtered: search !== '' || Object.values<string>(filters).some(Boolean),
    loading: all === undefined && options.error === undefined,
    error: options.error ?? null,
    onRetry: options.onRetry,
    onPageChange: (next) => {
      options.onPageChange?.(next);
      if (!fixed) setPage(next);
    },
    onPerPageChange: (next) => change(() => setPerPage(next)),
    onSortChange: (next) => {
      options.onSortChange?.(next);
      change(() => setSort(next));
    },
    onSearchChange: (next) => {
      options.onSearchChange?.(next);
      change(() => setSearch(next));
    },
  };
  return {
    list,
    filters,
    onFiltersChange: (changes) => {
      options.onFiltersChange?.(changes);
      change(() => setFilters((previous) => ({ ...previous, ...changes })));
    },
  };
}
