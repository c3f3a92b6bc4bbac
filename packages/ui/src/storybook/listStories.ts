// The one story harness for list screens (stories only): a fixed page with spy callbacks
// (`storyListState`), the same page before an answer (`noAnswer`), or rows paged, sorted, searched
// and filtered in memory the way the server does (`useInMemoryList`).
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { DataTableState } from '../admin/DataTable';

export function storyListState<T>(
  rows: T[] | undefined,
  total = rows?.length ?? 0,
): DataTableState<T> {
  return {
    rows,
    page: 1,
    perPage: 15,
    total,
    lastPage: Math.max(1, Math.ceil(total / 15)),
    onPageChange: fn(),
    onPerPageChange: fn(),
    sort: undefined,
    onSortChange: fn(),
    search: '',
    onSearchChange: fn(),
    filtered: false,
    loading: rows === undefined,
  };
}

/**
 * Story support for the services, suggestions and billboards screens: pages, sorts, searches and
 * filters rows in memory the way the server does, so a story's table behaves like the real one.
 */
export function useInMemoryList<T extends { id: number }>(
  all: readonly T[],
  {
    searchIn,
    filters = {},
  }: {
    searchIn: (row: T) => string;
    filters?: Record<string, (row: T, value: string) => boolean>;
  },
) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(15);
  const [sort, setSort] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});

  let rows = all.filter(
    (row) =>
      (!search || searchIn(row).includes(search)) &&
      Object.entries(values).every(([name, value]) => !value || filters[name]!(row, value)),
  );
  if (sort) {
    const field = sort.replace(/^-/, '') as keyof T;
    const sign = sort.startsWith('-') ? -1 : 1;
    rows = [...rows].sort((a, b) =>
      a[field] < b[field] ? -sign : a[field] > b[field] ? sign : sign * (a.id - b.id),
    );
  }
  const total = rows.length;
  return {
    table: {
      rows: rows.slice((page - 1) * perPage, page * perPage),
      total,
      lastPage: Math.max(1, Math.ceil(total / perPage)),
      page,
      perPage,
      sort,
      search,
      filtered: search !== '' || Object.values(values).some(Boolean),
      onPageChange: setPage,
      onPerPageChange: (next: number) => {
        setPerPage(next);
        setPage(1);
      },
      onSortChange: (next: string) => {
        setSort(next);
        setPage(1);
      },
      onSearchChange: (next: string) => {
        setSearch(next);
        setPage(1);
      },
    },
    filter: (name: string) => values[name] ?? '',
    setFilter: (name: string, value: string) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      setPage(1);
    },
  };
}

/** The table props of a list that has not answered (loading) or failed. */
export const noAnswer = {
  rows: undefined,
  total: 0,
  lastPage: 1,
  page: 1,
  perPage: 15,
  search: '',
  onPageChange: () => {},
  onPerPageChange: () => {},
  onSortChange: () => {},
  onSearchChange: () => {},
};
