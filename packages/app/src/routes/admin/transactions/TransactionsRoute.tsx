import {
  DEFAULT_CURRENCY,
  adminPaths,
  type TransactionListAnswer,
  type TransactionListItem,
} from '@laqta/contract';
import { TransactionsScreen, type TransactionFilter } from '@laqta/ui';
import { recordHref } from '../../../lists/links';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';

/** /admin/transactions: the transactions list with the totals of the filtered rows. */
export default function TransactionsRoute() {
  const route = useAdminListRoute<TransactionListItem, TransactionFilter, TransactionListAnswer>(
    adminPaths.api.transactions,
    {
      filters: ['type', 'status', 'from', 'to', 'order_id'],
      detailPage: adminPaths.pages.transaction,
    },
  );
  const answer = route.answer;
  return (
    <TransactionsScreen
      {...route.screen}
      orderHref={recordHref(adminPaths.pages.order)}
      currency={answer.data?.currency ?? DEFAULT_CURRENCY}
      totals={answer.data?.totals}
      rangeError={answer.error?.errors.to?.[0]}
    />
  );
}
