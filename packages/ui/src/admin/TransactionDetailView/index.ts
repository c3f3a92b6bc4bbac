export { TransactionDetailView, transactionDetailCopy } from './TransactionDetailView';
