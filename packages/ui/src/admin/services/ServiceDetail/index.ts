export * from './ServiceDetail';
