// Stories only: a list state that shows `rows` as one page, with spy callbacks.
import { fn } from 'storybook/test';
import type { DataTableState } from './DataTable';

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
