import { adminPaths, type OrderDetail as OrderDetailRecord } from '@laqta/contract';
import { OrderDetail } from '@laqta/ui';
import { recordHref } from '../../../lists/links';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { RecordHistory } from '../activity/RecordHistory';

/** /admin/orders/:id: an order and its transactions. */
export default function OrderDetailRoute() {
  const route = useAdminDetailRoute<OrderDetailRecord>(adminPaths.api.order);
  return (
    <>
      <OrderDetail
        {...route.screen}
        backHref={adminPaths.pages.orders}
        customerHref={recordHref(adminPaths.pages.customer)}
        photographerHref={recordHref(adminPaths.pages.photographer)}
        transactionHref={recordHref(adminPaths.pages.transaction)}
      />
      {route.screen.data && <RecordHistory entityType="order" entityId={route.id} />}
    </>
  );
}
