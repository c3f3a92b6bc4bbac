import { adminPaths, fillPath } from '@laqta/contract';
import type { OrderListItem } from '@laqta/contract';
import { ServiceDetail } from '@laqta/ui';
import { useLocation, useParams } from 'react-router-dom';
import { errorMessageOf, useAdminList } from '../../../lists/queries';
import { apiPathOf } from '../../../api/client';
import { useService } from '../../../api/services';

/** `/admin/services/{id}`: one service, its latest orders, and the notice of the save that led here. */
export default function ServiceDetailRoute() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const service = useService(id);
  const orders = useAdminList<OrderListItem>(apiPathOf(adminPaths.api.orders), {
    service_id: id,
    sort: '-created_at',
    per_page: 5,
  });
  const notice = (state as { notice?: string } | null)?.notice ?? null;
  return (
    <ServiceDetail
      service={service.data}
      loading={service.isPending}
      notFound={service.error?.status === 404}
      error={service.isError ? errorMessageOf(service.error) : null}
      onRetry={() => void service.refetch()}
      notice={notice}
      editHref={fillPath(adminPaths.pages.serviceEdit, { id: id })}
      backHref={adminPaths.pages.services}
      orders={orders.data?.data}
      orderHref={(order) => fillPath(adminPaths.pages.order, { id: order.id })}
      ordersHref={`${adminPaths.pages.orders}?service_id=${id}`}
    />
  );
}
