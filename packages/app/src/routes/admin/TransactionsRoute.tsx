import {
  transactionPaths,
  type TransactionListAnswer,
  type TransactionListItem,
} from '@laqta/contract';
import { TransactionsScreen } from '@laqta/ui';
import { apiPathOf, listAnswerProps, useAdminList } from '../../api/lists';
import { useListState } from '../../lists/useListState';

/** /admin/transactions: the transactions list with the totals of the filtered rows. */
export default function TransactionsRoute() {
  const list = useListState({ filters: ['type', 'status', 'from', 'to', 'order_id'] });
  const answer = useAdminList<TransactionListItem, TransactionListAnswer>(
    apiPathOf(transactionPaths.list),
    list.query,
  );
  return (
    <TransactionsScreen
      list={{ ...list.table, ...listAnswerProps(answer), filtered: list.filtered }}
      currency={answer.data?.currency ?? 'SAR'}
      totals={answer.data?.totals}
      filters={list.filters}
      onFiltersChange={list.setFilters}
      rangeError={answer.error?.errors.to?.[0]}
    />
  );
}
