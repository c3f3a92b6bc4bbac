import {
  DEFAULT_CURRENCY,
  adminPaths,
  type TransactionListAnswer,
  type TransactionListItem,
} from '@laqta/contract';
import { TransactionsScreen } from '@laqta/ui';
import { useAdminListRoute } from '../../lists/useAdminListRoute';

/** /admin/transactions: the transactions list with the totals of the filtered rows. */
export default function TransactionsRoute() {
  const route = useAdminListRoute<
    TransactionListItem,
    'type' | 'status' | 'from' | 'to' | 'order_id',
    TransactionListAnswer
  >(adminPaths.api.transactions, {
    filters: ['type', 'status', 'from', 'to', 'order_id'],
    detailPage: adminPaths.pages.transaction,
  });
  const answer = route.answer;
  return (
    <TransactionsScreen
      list={route.list}
      linkTo={route.linkTo}
      currency={answer.data?.currency ?? DEFAULT_CURRENCY}
      totals={answer.data?.totals}
      filters={route.filters}
      onFiltersChange={route.setFilters}
      rangeError={answer.error?.errors.to?.[0]}
    />
  );
}
