import { adminPaths, customerDetailSchema, fillPath } from '@laqta/contract';
import { CustomerDetail } from '@laqta/ui';
import { useCustomerStatusAction } from '../../../api/customers';
import { useMay } from '../../../auth/useAdminPermission';
import { listHref, recordHref } from '../../../lists/links';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { RecordHistory } from '../activity/RecordHistory';

/** /admin/users/:id: a customer, their orders, block/unblock and a link to the edit form. */
export default function CustomerDetailRoute() {
  const route = useAdminDetailRoute(adminPaths.api.customer, customerDetailSchema);
  const people = useMay()('people');
  const statusAction = useCustomerStatusAction(route.answer.data?.customer);
  return (
    <>
      <CustomerDetail
        {...route.screen}
        backHref={adminPaths.pages.customers}
        orderHref={recordHref(adminPaths.pages.order)}
        ordersHref={listHref(adminPaths.pages.orders, { customer_id: route.id })}
        editHref={people ? fillPath(adminPaths.pages.customerEdit, { id: route.id }) : undefined}
        onStatusAction={people ? statusAction : undefined}
      />
      {route.screen.data && <RecordHistory entityType="customer" entityId={route.id} />}
    </>
  );
}
