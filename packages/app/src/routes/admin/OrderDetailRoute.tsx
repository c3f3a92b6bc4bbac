import { orderPaths, type OrderDetail as OrderDetailRecord } from '@laqta/contract';
import { OrderDetail } from '@laqta/ui';
import { useParams } from 'react-router-dom';
import { detailAnswerProps, useAdminDetail } from '../../lists/queries';
import { apiPathOf } from '../../api/client';

/** /admin/orders/:id: an order and its transactions. */
export default function OrderDetailRoute() {
  const { id = '' } = useParams();
  const answer = useAdminDetail<OrderDetailRecord>(apiPathOf(orderPaths.detail(id)));
  return <OrderDetail {...detailAnswerProps(answer)} />;
}
