import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIST_DEFAULT_PER_PAGE } from '@laqta/contract';

/**
 * The state of a list screen — page, page size, sort, search and the list's filters — kept in the
 * URL (`?page=3&sort=-price&status=pending`), so a reload, the back button or a shared link shows
 * the same list. The names are the API's query names (ARCHITECTURE.md §2), so `query` goes to the server
 * as it is. Defaults and blanks stay out of the URL. Any change but the page goes back to page 1.
 *
 *   const list = useListState({ filters: ['status', 'city'] });
 *   const answer = useAdminList<CustomerListItem>(apiPathOf(adminPaths.api.customers), list.query);
 *   <DataTable {...list.table} {...listAnswerProps(answer)} filters={…list.filters.status…} />
 */
export interface ListStateOptions<F extends string> {
  /** The list's filter names, as the API reads them. */
  filters: readonly F[];
}

export type ListQueryParams = Record<string, string | number>;

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 ? n : fallback;
}

export function useListState<F extends string>({ filters: names }: ListStateOptions<F>) {
  const [params, setParams] = useSearchParams();

  const page = positiveInt(params.get('page'), 1);
  const perPage = positiveInt(params.get('per_page'), LIST_DEFAULT_PER_PAGE);
  const sort = params.get('sort') ?? undefined;
  const search = params.get('search') ?? '';
  // `?total=exact`: the admin asked for the exact count past the cap (contract LIST_TOTAL_CAP).
  const exactTotal = params.get('total') === 'exact';
  const filterKey = names.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
  const filters = useMemo(
    () =>
      Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<F, string>,
    // filterKey holds every value the memo reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey],
  );

  /** Writes changes into the URL; '' or undefined removes a parameter. */
  const update = useCallback(
    (changes: Record<string, string | number | undefined>, { keepPage = false } = {}) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!keepPage) next.delete('page');
        if (next.get('page') === '1') next.delete('page');
        if (next.get('per_page') === String(LIST_DEFAULT_PER_PAGE)) next.delete('per_page');
        return next;
      }),
    [setParams],
  );

  const query = useMemo(() => {
    const out: ListQueryParams = { page, per_page: perPage };
    if (sort) out.sort = sort;
    if (search) out.search = search;
    if (exactTotal) out.total = 'exact';
    for (const [name, value] of Object.entries(filters) as [string, string][])
      if (value) out[name] = value;
    return out;
  }, [page, perPage, sort, search, exactTotal, filters]);

  const setFilters = useCallback(
    (values: Partial<Record<F, string>>) => update(values as Record<string, string>),
    [update],
  );

  return {
    page,
    perPage,
    sort,
    search,
    filters,
    /** The API query of this state (blanks left out). */
    query,
    /** A search or a filter narrows the list. */
    filtered: search !== '' || Object.values<string>(filters).some((value) => value !== ''),
    setFilters,
    /** The props a DataTable takes for its page, sort and search. */
    table: {
      page,
      perPage,
      sort,
      search,
      onPageChange: (next: number) => update({ page: next }, { keepPage: true }),
      onPerPageChange: (next: number) => update({ per_page: next }),
      onSortChange: (next: string) => update({ sort: next }),
      onSearchChange: (next: string) => update({ search: next }),
      onExactTotal: () => update({ total: 'exact' }, { keepPage: true }),
    },
  };
}

export type ListState<F extends string> = ReturnType<typeof useListState<F>>;
