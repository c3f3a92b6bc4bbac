import {
  orderAssignableStatuses,
  orderReschedulableStatuses,
  orderTransitionAllowed,
  type OrderDetail,
  type OrderMoney,
  type OrderTransitionTarget,
} from '@laqta/contract';

/** Every action the order's page offers (state changes, money, assignment, time), in bar order. */
export const orderActions = [
  'confirm',
  'assign',
  'reschedule',
  'start',
  'complete',
  'no_show',
  'cancel',
  'refund',
] as const;
export type OrderAction = (typeof orderActions)[number];

/** The state-machine actions and the state each moves to (contract `orderTransitions`). */
export const transitionOfAction = {
  confirm: 'confirmed',
  start: 'in_progress',
  complete: 'completed',
  cancel: 'cancelled',
  no_show: 'no_show',
} as const satisfies Partial<Record<OrderAction, OrderTransitionTarget>>;
export type TransitionAction = keyof typeof transitionOfAction;

/**
 * What each action asks of the admin; the app adds the order's `updated_at` and sends it as the
 * contract's request (`orderTransitionRequestSchema`, `orderAssignRequestSchema`,
 * `orderRescheduleRequestSchema`, `orderRefundRequestSchema`). Amounts are halalas.
 */
export type OrderActionRequest =
  | { action: 'confirm' | 'start' | 'complete' }
  | { action: 'cancel'; reason: string; refund_amount?: number }
  | { action: 'no_show'; reason: string }
  | { action: 'refund'; amount: number; reason?: string }
  | { action: 'assign'; photographer_id: number; confirm_clash: boolean }
  | { action: 'reschedule'; session_at: string; confirm_clash: boolean };

/** Which of the two kinds of writes the signed-in admin may make (contract roles.ts). */
export interface OrderActionPermissions {
  /** `orders`: confirm, assign, reschedule, start, complete, no-show, cancel (operations). */
  orders: boolean;
  /** `money`: refunds (finance). */
  money: boolean;
}

/** The order of the page as the action bar reads it. */
export type ActionOrder = OrderDetail['order'];

/** The actions the order's state (and its money, for a refund) allows, in the bar's order. */
export function availableOrderActions(
  order: Pick<ActionOrder, 'status'>,
  money: Pick<OrderMoney, 'refundable'>,
): OrderAction[] {
  return orderActions.filter((action) => {
    switch (action) {
      case 'refund':
        return money.refundable > 0;
      case 'assign':
        return orderAssignableStatuses.includes(order.status);
      case 'reschedule':
        return orderReschedulableStatuses.includes(order.status);
      default:
        return orderTransitionAllowed(order.status, transitionOfAction[action]);
    }
  });
}

export function actionAllowedFor(action: OrderAction, may: OrderActionPermissions): boolean {
  return action === 'refund' ? may.money : may.orders;
}

/** Why an action failed, as the bar shows it (the app turns an API error into this). */
export interface OrderActionFailure {
  action: OrderAction;
  /** 409: the order changed meanwhile (the app reloads it); 422: bad input or refused state. */
  kind: 'conflict' | 'invalid' | 'other';
  message: string;
  /** Field messages of a 422, by the request's field names. */
  errors?: Record<string, string[] | undefined>;
}

/** The first message of one of `fields` in this action's failure, for a field's `error`. */
export function fieldError(
  failure: OrderActionFailure | null | undefined,
  action: OrderAction,
  ...fields: string[]
): string | undefined {
  if (!failure || failure.action !== action || !failure.errors) return undefined;
  for (const field of fields) {
    const first = failure.errors[field]?.[0];
    if (first) return first;
  }
  return undefined;
}
