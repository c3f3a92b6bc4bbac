import { adminPaths, type TransactionDetail as TransactionDetailRecord } from '@laqta/contract';
import { TransactionDetail } from '@laqta/ui';
import { recordHref } from '../../../lists/links';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { RecordHistory } from '../activity/RecordHistory';

/** /admin/transactions/:id: a transaction and its order. */
export default function TransactionDetailRoute() {
  const route = useAdminDetailRoute<TransactionDetailRecord>(adminPaths.api.transaction);
  return (
    <>
      <TransactionDetail
        {...route.screen}
        backHref={adminPaths.pages.transactions}
        orderHref={recordHref(adminPaths.pages.order)}
      />
      {route.screen.data && <RecordHistory entityType="transaction" entityId={route.id} />}
    </>
  );
}
