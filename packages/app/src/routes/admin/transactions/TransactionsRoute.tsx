import {
  DEFAULT_CURRENCY,
  adminPaths,
  transactionListAnswerSchema,
  type ExportFormat,
  type TransactionListAnswer,
  type TransactionListItem,
} from '@laqta/contract';
import { TransactionsScreen, type TransactionFilter } from '@laqta/ui';
import { apiPathOf } from '../../../api/client';
import { recordHref } from '../../../lists/links';
import { useExportDownload } from '../../../lists/useExportDownload';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';

/** /admin/transactions: the transactions list with the totals of the filtered rows. */
export default function TransactionsRoute() {
  const route = useAdminListRoute<TransactionListItem, TransactionFilter, TransactionListAnswer>(
    adminPaths.api.transactions,
    {
      answer: transactionListAnswerSchema,
      filters: ['type', 'status', 'from', 'to', 'order_id'],
      detailPage: adminPaths.pages.transaction,
    },
  );
  const answer = route.answer;
  const { page: _page, per_page: _perPage, ...exportQuery } = route.query;
  const exporter = useExportDownload<ExportFormat>(
    apiPathOf(adminPaths.api.transactionsExport),
    exportQuery,
  );
  return (
    <TransactionsScreen
      {...route.screen}
      orderHref={recordHref(adminPaths.pages.order)}
      currency={answer.data?.currency ?? DEFAULT_CURRENCY}
      totals={answer.data?.totals}
      rangeError={answer.error?.errors.to?.[0]}
      onExport={(format) => void exporter.start(format)}
      exporting={exporter.progress}
      exportError={exporter.error}
    />
  );
}
