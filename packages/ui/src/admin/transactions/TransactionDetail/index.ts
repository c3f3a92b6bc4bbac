export * from './TransactionDetail';
