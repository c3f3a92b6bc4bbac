import { transactionPaths, type TransactionDetail } from '@laqta/contract';
import { TransactionDetailView } from '@laqta/ui';
import { useParams } from 'react-router-dom';
import { apiPathOf, detailAnswerProps, useAdminDetail } from '../../api/lists';

/** /admin/transactions/:id: a transaction and its order. */
export default function TransactionDetailRoute() {
  const { id = '' } = useParams();
  const answer = useAdminDetail<TransactionDetail>(apiPathOf(transactionPaths.detail(id)));
  return <TransactionDetailView {...detailAnswerProps(answer)} />;
}
