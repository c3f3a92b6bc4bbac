import { clsx } from 'clsx';
import { orderStatusLabels, type OrderStatus } from '@laqta/contract';

/**
 * The one look of each order status, used on every screen: the Arabic label from the contract and
 * a colour that matches its meaning (every pair meets WCAG AA contrast).
 */
export const orderStatusTones: Record<OrderStatus, string> = {
  pending: 'border-sand-300 bg-sand-100 text-sand-700',
  confirmed: 'border-info-200 bg-info-50 text-info-700',
  in_progress: 'border-brand-200 bg-brand-50 text-brand-800',
  completed: 'border-success-200 bg-success-50 text-success-700',
  cancelled: 'border-danger-200 bg-danger-50 text-danger-700',
};

export interface OrderStatusBadgeProps {
  status: OrderStatus;
  className?: string;
}

export function OrderStatusBadge({ status, className }: OrderStatusBadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-pill border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        orderStatusTones[status],
        className,
      )}
    >
      <span className="size-1.5 rounded-pill bg-current" aria-hidden="true" />
      {orderStatusLabels[status]}
    </span>
  );
}
