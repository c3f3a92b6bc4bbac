export {
  TransactionsScreen,
  transactionsCopy,
  transactionStatusTone,
  type TransactionFilter,
  type TransactionsScreenProps,
} from './TransactionsScreen';
