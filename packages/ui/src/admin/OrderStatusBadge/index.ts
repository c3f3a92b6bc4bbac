export { OrderStatusBadge, orderStatusTones, type OrderStatusBadgeProps } from './OrderStatusBadge';
