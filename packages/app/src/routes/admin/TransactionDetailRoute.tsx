import {
  transactionPaths,
  type TransactionDetail as TransactionDetailRecord,
} from '@laqta/contract';
import { TransactionDetail } from '@laqta/ui';
import { useParams } from 'react-router-dom';
import { detailAnswerProps, useAdminDetail } from '../../lists/queries';
import { apiPathOf } from '../../api/client';

/** /admin/transactions/:id: a transaction and its order. */
export default function TransactionDetailRoute() {
  const { id = '' } = useParams();
  const answer = useAdminDetail<TransactionDetailRecord>(apiPathOf(transactionPaths.detail(id)));
  return <TransactionDetail {...detailAnswerProps(answer)} />;
}
