export {
  TransactionSettleActions,
  transactionSettleCopy,
  type TransactionSettleActionsProps,
  type TransactionSettleFailure,
} from './TransactionSettleActions';
