import { adminPaths, type CustomerDetail as CustomerDetailRecord } from '@laqta/contract';
import { CustomerDetail } from '@laqta/ui';
import { listHref, recordHref } from '../../../lists/links';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { RecordHistory } from '../activity/RecordHistory';

/** /admin/users/:id: a customer and their orders. */
export default function CustomerDetailRoute() {
  const route = useAdminDetailRoute<CustomerDetailRecord>(adminPaths.api.customer);
  return (
    <>
      <CustomerDetail
        {...route.screen}
        backHref={adminPaths.pages.customers}
        orderHref={recordHref(adminPaths.pages.order)}
        ordersHref={listHref(adminPaths.pages.orders, { customer_id: route.id })}
      />
      {route.screen.data && <RecordHistory entityType="customer" entityId={route.id} />}
    </>
  );
}
