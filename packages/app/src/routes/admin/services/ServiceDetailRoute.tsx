import {
  adminPaths,
  fillPath,
  orderListAnswerSchema,
  serviceSchema,
  type OrderListAnswer,
  type OrderListItem,
} from '@laqta/contract';
import { ServiceDetail } from '@laqta/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDeleteService, useServiceStatusAction } from '../../../api/services';
import { apiPathOf } from '../../../api/client';
import { useMay } from '../../../auth/useAdminPermission';
import { listHref, recordHref } from '../../../lists/links';
import { useAdminList } from '../../../lists/queries';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { RecordHistory } from '../activity/RecordHistory';

/** `/admin/services/{id}`: one service, its latest orders, and the notice of the save that led here. */
export default function ServiceDetailRoute() {
  const route = useAdminDetailRoute(adminPaths.api.service, serviceSchema);
  const { state } = useLocation();
  const may = useMay();
  const navigate = useNavigate();
  const statusAction = useServiceStatusAction(route.answer.data);
  const deleteService = useDeleteService(route.answer.data, () =>
    navigate(adminPaths.pages.services, { replace: true }),
  );
  const orders = useAdminList<OrderListItem, OrderListAnswer>(
    apiPathOf(adminPaths.api.orders),
    { service_id: route.id, sort: '-created_at', per_page: 5 },
    orderListAnswerSchema,
  );
  const notice = (state as { notice?: string } | null)?.notice ?? null;
  return (
    <>
      <ServiceDetail
        {...route.screen}
        notice={notice}
        editHref={
          may('content') ? fillPath(adminPaths.pages.serviceEdit, { id: route.id }) : undefined
        }
        backHref={adminPaths.pages.services}
        orders={orders.data?.data}
        orderHref={recordHref(adminPaths.pages.order)}
        ordersHref={listHref(adminPaths.pages.orders, { service_id: route.id })}
        onStatusAction={may('content') ? statusAction : undefined}
        onDelete={may('content') ? deleteService : undefined}
      />
      {route.screen.data && <RecordHistory entityType="service" entityId={route.id} />}
    </>
  );
}
