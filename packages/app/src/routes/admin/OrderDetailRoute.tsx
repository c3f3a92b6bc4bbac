import { orderPaths, type OrderDetail } from '@laqta/contract';
import { OrderDetailView } from '@laqta/ui';
import { useParams } from 'react-router-dom';
import { apiPathOf, detailAnswerProps, useAdminDetail } from '../../api/lists';

/** /admin/orders/:id: an order and its transactions. */
export default function OrderDetailRoute() {
  const { id = '' } = useParams();
  const answer = useAdminDetail<OrderDetail>(apiPathOf(orderPaths.detail(id)));
  return <OrderDetailView {...detailAnswerProps(answer)} />;
}
