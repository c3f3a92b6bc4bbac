import { fillPath, type AdminApiPath, type AdminPagePath, type ListAnswer } from '@laqta/contract';
import { listAnswerProps, useAdminList } from './queries';
import { apiPathOf } from '../api/client';
import { useListState } from './useListState';

/**
 * Everything a list route gives its screen, in one call (the `tableProps` idea of refine and
 * react-admin): the list's state in the URL, the page from the API, and the DataTable props of both.
 *
 *   const route = useAdminListRoute<CustomerListItem, 'status' | 'city'>(adminPaths.api.customers, {
 *     filters: ['status', 'city'],
 *     detailPage: adminPaths.pages.customer,
 *   });
 *
 * (The filter names are given as a type too: TypeScript cannot infer them once the row is given.)
 *   <CustomersScreen list={route.list} linkTo={route.linkTo} filters={route.filters} onFilterChange={route.setFilter} … />
 *
 * `answer` is the query itself, for what a list adds to its page (currency, totals, field errors).
 */
/** A page of one record (`/admin/users/:id`): where a list's rows lead. */
export type AdminDetailPage = Extract<AdminPagePath, `${string}/:id`>;

export function useAdminListRoute<
  T extends { id: number },
  F extends string,
  A extends ListAnswer<T> = ListAnswer<T>,
>(
  path: AdminApiPath,
  { filters, detailPage }: { filters: readonly F[]; detailPage: AdminDetailPage },
) {
  const state = useListState({ filters });
  const answer = useAdminList<T, A>(apiPathOf(path), state.query);
  return {
    /** The DataTable props: page, sort, search, callbacks, rows, loading, error, retry. */
    list: { ...state.table, ...listAnswerProps<T>(answer), filtered: state.filtered },
    /** Where each row leads: its detail page. */
    linkTo: (row: T) => fillPath(detailPage, { id: row.id }),
    filters: state.filters,
    setFilter: state.setFilter,
    setFilters: state.setFilters,
    /** The API query of the list's state (blanks left out), e.g. for an export of the same rows. */
    query: state.query,
    answer,
  };
}
