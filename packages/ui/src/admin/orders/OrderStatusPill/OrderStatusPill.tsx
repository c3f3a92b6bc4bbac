import { orderStatusLabels, type OrderStatus } from '@laqta/contract';
import { StatusPill, type StatusTone } from '../../StatusPill';

/** The tone of each order status (the one pill's tones; its label comes from the contract). */
export const orderStatusTone: Record<OrderStatus, StatusTone> = {
  pending: 'neutral',
  confirmed: 'info',
  in_progress: 'brand',
  completed: 'success',
  cancelled: 'danger',
  // The customer did not come: an end that failed, like a cancellation.
  no_show: 'danger',
};

export interface OrderStatusPillProps {
  status: OrderStatus;
  className?: string;
}

/** An order's status as the one StatusPill, used on every screen that lists orders. */
export function OrderStatusPill({ status, className }: OrderStatusPillProps) {
  return (
    <StatusPill
      label={orderStatusLabels[status]}
      tone={orderStatusTone[status]}
      className={className}
    />
  );
}
