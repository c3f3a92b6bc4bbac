import { orderMoneyOf, type Transaction } from '@laqta/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../primitives/Button';
import { AssignDialog, type AssignPickerProps } from './AssignDialog';
import { orderActionCopy as copy } from './copy';
import type { ActionDialogProps } from './dialogProps';
import {
  actionAllowedFor,
  availableOrderActions,
  orderActions,
  type ActionOrder,
  type OrderAction,
  type OrderActionFailure,
  type OrderActionPermissions,
  type OrderActionRequest,
} from './orderActions';
import { ReasonDialog } from './ReasonDialog';
import { RefundDialog } from './RefundDialog';
import { RescheduleDialog } from './RescheduleDialog';
import { StepDialog } from './StepDialog';

export interface OrderActionBarProps {
  order: ActionOrder;
  /** The order's transactions: what was paid and refunded decides the refund offered. */
  transactions: readonly Transaction[];
  currency: string;
  /** What this admin's role may do; actions outside it are not shown. */
  may: OrderActionPermissions;
  /** The action being sent (its dialog spins and stays open). */
  busy?: OrderAction | null;
  /** Why the last action failed (shown in its dialog, which keeps what was typed). */
  failure?: OrderActionFailure | null;
  /** Called with what the admin confirmed; the app sends it with the order's `updated_at`. */
  onAction: (request: OrderActionRequest) => void;
  /** The photographer search of the assign dialog (loaded by the app). */
  picker: AssignPickerProps;
  /** Completing: the payout it makes due (halalas), said in the dialog when known. */
  payoutAmount?: number | null;
  /** The open dialog, when the screen controls it (stories); otherwise the bar keeps it. */
  openAction?: OrderAction | null;
  onOpenActionChange?: (action: OrderAction | null) => void;
}

const noResets = Object.fromEntries(orderActions.map((a) => [a, 0])) as Record<OrderAction, number>;

/**
 * The actions an order's state and the admin's role allow, each behind a confirmation dialog that
 * says what will happen (and what money moves). A dialog closes only when its action succeeded;
 * on a 409 or a 422 it stays open with what the admin typed.
 */
export function OrderActionBar({
  order,
  transactions,
  currency,
  may,
  busy = null,
  failure = null,
  onAction,
  picker,
  payoutAmount,
  openAction,
  onOpenActionChange,
}: OrderActionBarProps) {
  const [ownOpen, setOwnOpen] = useState<OrderAction | null>(null);
  const open = openAction === undefined ? ownOpen : openAction;
  const setOpen = (action: OrderAction | null) => {
    setOwnOpen(action);
    onOpenActionChange?.(action);
  };
  // A dialog's fields start afresh after its action succeeded (a new key), never after a failure.
  const [resets, setResets] = useState(noResets);
  const previousBusy = useRef<OrderAction | null>(busy);
  useEffect(() => {
    const finished = previousBusy.current;
    previousBusy.current = busy;
    if (finished && busy === null && failure?.action !== finished) {
      setResets((current) => ({ ...current, [finished]: current[finished] + 1 }));
      setOwnOpen((current) => (current === finished ? null : current));
      if (openAction === finished) onOpenActionChange?.(null);
    }
    // Only the end of a request matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy, failure]);

  const money = orderMoneyOf(transactions);
  const shown = availableOrderActions(order, money).filter((a) => actionAllowedFor(a, may));
  // Every dialog the role may use stays mounted, so a reload after a 409 that changes the order's
  // state does not drop what was typed in it.
  const mounted = orderActions.filter((a) => actionAllowedFor(a, may));
  if (mounted.length === 0) return null;

  const dialogProps = (action: OrderAction): ActionDialogProps & { key: string } => ({
    key: `${action}-${resets[action]}`,
    order,
    currency,
    open: open === action,
    onOpenChange: (next) => setOpen(next ? action : null),
    busy: busy === action,
    failure: failure?.action === action ? failure : null,
    onSubmit: onAction,
  });

  return (
    <section aria-label={copy.barLabel} className="flex flex-wrap gap-2">
      {shown.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={
            action === 'cancel' || action === 'no_show' || action === 'refund'
              ? 'secondary'
              : 'primary'
          }
          onClick={() => setOpen(action)}
        >
          {action === 'assign' && order.photographer ? copy.button.reassign : copy.button[action]}
        </Button>
      ))}
      {mounted.map((action) => {
        switch (action) {
          case 'confirm':
          case 'start':
          case 'complete':
            return (
              <StepDialog {...dialogProps(action)} action={action} payoutAmount={payoutAmount} />
            );
          case 'cancel':
          case 'no_show':
            return (
              <ReasonDialog
                {...dialogProps(action)}
                action={action}
                money={money}
                mayRefund={may.money}
              />
            );
          case 'refund':
            return <RefundDialog {...dialogProps(action)} money={money} />;
          case 'assign':
            return <AssignDialog {...dialogProps(action)} picker={picker} />;
          case 'reschedule':
            return <RescheduleDialog {...dialogProps(action)} />;
        }
      })}
    </section>
  );
}
