export * from './ServiceCard';
