import { customerPaths, type CustomerDetail as CustomerDetailRecord } from '@laqta/contract';
import { CustomerDetail } from '@laqta/ui';
import { useParams } from 'react-router-dom';
import { detailAnswerProps, useAdminDetail } from '../../lists/queries';
import { apiPathOf } from '../../api/client';

/** /admin/users/:id: a customer and their orders. */
export default function CustomerDetailRoute() {
  const { id = '' } = useParams();
  const answer = useAdminDetail<CustomerDetailRecord>(apiPathOf(customerPaths.detail(id)));
  return <CustomerDetail {...detailAnswerProps(answer)} />;
}
