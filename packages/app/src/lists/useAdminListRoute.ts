import type { AdminApiPath, ListAnswer } from '@laqta/contract';
import type { ListScreenProps } from '@laqta/ui';
import type { z } from 'zod';
import { apiPathOf } from '../api/client';
import { recordHref, type AdminRecordPage } from './links';
import { listAnswerProps, useAdminList } from './queries';
import { useListState } from './useListState';

/**
 * Everything a list route gives its screen, in one call (the `tableProps` idea of refine and
 * react-admin): the list's state in the URL, the page from the API, and the screen's props of both.
 *
 *   const route = useAdminListRoute<CustomerListItem, CustomerFilter>(adminPaths.api.customers, {
 *     filters: ['status', 'city'],
 *     detailPage: adminPaths.pages.customer,
 *   });
 *   <CustomersScreen {...route.screen} currency={…} … />
 *
 * (The filter names are given as a type too, from the screen: TypeScript cannot infer them once
 * the row is given.) `answer` is the query itself, for what a list adds to its page (currency,
 * totals, field errors); `query` the API query of the list's state (e.g. for an export).
 */
export function useAdminListRoute<
  T extends { id: number },
  F extends string,
  A extends ListAnswer<T> = ListAnswer<T>,
>(
  path: AdminApiPath,
  options: {
    filters: readonly F[];
    /** The contract's schema of the list's answer (`listSchema(itemSchema)`): checked, not cast. */
    answer: z.ZodType<A>;
  } & (
    | { detailPage: AdminRecordPage }
    // A list whose rows are not records with a page of their own (the activity's events).
    | { linkTo: (row: T) => string }
  ),
) {
  const { filters } = options;
  const state = useListState({ filters });
  const answer = useAdminList<T, A>(apiPathOf(path), state.query, options.answer);
  const screen: ListScreenProps<T, F> = {
    list: { ...state.table, ...listAnswerProps<T>(answer), filtered: state.filtered },
    filters: state.filters,
    onFiltersChange: state.setFilters,
    linkTo: 'linkTo' in options ? options.linkTo : recordHref(options.detailPage),
  };
  return { screen, query: state.query, answer };
}
