import { customerPaths, type CustomerDetail } from '@laqta/contract';
import { CustomerDetailView } from '@laqta/ui';
import { useParams } from 'react-router-dom';
import { apiPathOf, detailAnswerProps, useAdminDetail } from '../../api/lists';

/** /admin/users/:id: a customer and their orders. */
export default function CustomerDetailRoute() {
  const { id = '' } = useParams();
  const answer = useAdminDetail<CustomerDetail>(apiPathOf(customerPaths.detail(id)));
  return <CustomerDetailView {...detailAnswerProps(answer)} />;
}
