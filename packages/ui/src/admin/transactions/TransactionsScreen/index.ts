export {
  TransactionsScreen,
  transactionsCopy,
  transactionStatusTone,
  type TransactionFilters,
  type TransactionsScreenProps,
} from './TransactionsScreen';
