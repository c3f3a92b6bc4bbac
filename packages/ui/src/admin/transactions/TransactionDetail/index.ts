export { TransactionDetail, transactionDetailCopy } from './TransactionDetail';
