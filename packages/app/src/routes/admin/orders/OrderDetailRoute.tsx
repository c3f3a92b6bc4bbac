import { adminPaths, commissionOf, orderDetailSchema } from '@laqta/contract';
import { OrderActionBar, OrderDetail, type OrderAction } from '@laqta/ui';
import { useDeferredValue, useState } from 'react';
import {
  useCurrentCommissionRate,
  useOrderAction,
  usePhotographerOptions,
} from '../../../api/orders';
import { useMay } from '../../../auth/useAdminPermission';
import { recordHref } from '../../../lists/links';
import { errorMessageOf } from '../../../lists/queries';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { RecordHistory } from '../activity/RecordHistory';

/**
 * /admin/orders/:id: an order, its transactions, the actions its state and the admin's role allow
 * (each sent with the `updated_at` shown; a 409 reloads the order, the dialog keeps its input), and
 * its history.
 */
export default function OrderDetailRoute() {
  const route = useAdminDetailRoute(adminPaths.api.order, orderDetailSchema);
  const may = useMay();
  const data = route.screen.data;
  const action = useOrderAction(route.id, data?.order.updated_at);
  const [openAction, setOpenAction] = useState<OrderAction | null>(null);
  const [search, setSearch] = useState('');
  const options = usePhotographerOptions(
    route.id,
    useDeferredValue(search.trim()),
    openAction === 'assign',
  );
  const permissions = { orders: may('orders'), money: may('money') };
  // Completing makes the photographer's payout due: price less the commission at today's rate.
  const rate = useCurrentCommissionRate(data?.order.status === 'in_progress' && permissions.orders);
  const payoutAmount =
    data && rate !== null ? data.order.price - commissionOf(data.order.price, rate) : null;
  return (
    <>
      <OrderDetail
        {...route.screen}
        backHref={adminPaths.pages.orders}
        customerHref={recordHref(adminPaths.pages.customer)}
        photographerHref={recordHref(adminPaths.pages.photographer)}
        transactionHref={recordHref(adminPaths.pages.transaction)}
        actions={
          data && (
            <OrderActionBar
              order={data.order}
              transactions={data.transactions}
              currency={data.currency}
              may={permissions}
              payoutAmount={payoutAmount}
              busy={action.isPending ? (action.variables?.action ?? null) : null}
              failure={action.error}
              onAction={(request) => action.mutate(request)}
              openAction={openAction}
              onOpenActionChange={(next) => {
                setOpenAction(next);
                // A dialog opened afresh does not show the last attempt's failure.
                if (next) action.reset();
              }}
              picker={{
                search,
                onSearchChange: setSearch,
                candidates: options.data?.data ?? [],
                loading: options.isPending && openAction === 'assign',
                error: options.isError ? errorMessageOf(options.error) : null,
                onRetry: () => void options.refetch(),
              }}
            />
          )
        }
      />
      {data && <RecordHistory entityType="order" entityId={route.id} />}
    </>
  );
}
