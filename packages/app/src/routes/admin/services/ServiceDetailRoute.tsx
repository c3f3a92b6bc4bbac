import type { OrderListItem } from '@laqta/contract';
import { ServiceDetail } from '@laqta/ui';
import { useLocation, useParams } from 'react-router-dom';
import { errorMessageOf, useAdminList } from '../../../api/lists';
import { useService } from '../../../api/services';

/** `/admin/services/{id}`: one service, its latest orders, and the notice of the save that led here. */
export default function ServiceDetailRoute() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const service = useService(id);
  const orders = useAdminList<OrderListItem>('/admin/orders', {
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
      editHref={`/admin/services/${id}/edit`}
      backHref="/admin/services"
      orders={orders.data?.data}
      orderHref={(order) => `/admin/orders/${order.id}`}
      ordersHref={`/admin/orders?service_id=${id}`}
    />
  );
}
