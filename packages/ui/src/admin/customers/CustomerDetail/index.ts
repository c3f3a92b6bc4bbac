export * from './CustomerDetail';
