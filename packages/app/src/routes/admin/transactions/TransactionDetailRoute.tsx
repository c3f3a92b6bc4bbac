import { adminPaths, transactionDetailSchema } from '@laqta/contract';
import { TransactionDetail, TransactionSettleActions } from '@laqta/ui';
import { useSettleTransaction } from '../../../api/payouts';
import { useMay } from '../../../auth/useAdminPermission';
import { recordHref } from '../../../lists/links';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { RecordHistory } from '../activity/RecordHistory';

/** /admin/transactions/:id: a transaction and its order; finance settles a pending one here. */
export default function TransactionDetailRoute() {
  const route = useAdminDetailRoute(adminPaths.api.transaction, transactionDetailSchema);
  const data = route.screen.data;
  const settle = useSettleTransaction(route.id, data?.transaction.updated_at);
  const mayMoveMoney = useMay()('money');
  return (
    <>
      <TransactionDetail
        {...route.screen}
        backHref={adminPaths.pages.transactions}
        orderHref={recordHref(adminPaths.pages.order)}
        actions={
          data &&
          mayMoveMoney && (
            <TransactionSettleActions
              transaction={data.transaction}
              currency={data.currency}
              busy={settle.isPending ? (settle.variables ?? null) : null}
              failure={settle.error}
              onSettle={(to) => settle.mutate(to)}
            />
          )
        }
      />
      {route.screen.data && <RecordHistory entityType="transaction" entityId={route.id} />}
    </>
  );
}
