export * from './LoginPanel';
