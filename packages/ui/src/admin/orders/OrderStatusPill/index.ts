export * from './OrderStatusPill';
