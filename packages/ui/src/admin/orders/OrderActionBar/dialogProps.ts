import type { ActionOrder, OrderActionFailure, OrderActionRequest } from './orderActions';

/** What the bar hands each action's dialog. */
export interface ActionDialogProps {
  order: ActionOrder;
  currency: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** The last failure of this dialog's action (its message and field errors). */
  failure: OrderActionFailure | null;
  onSubmit: (request: OrderActionRequest) => void;
}

/** The message a dialog shows above its buttons: the 409 explained, else the server's words. */
export function failureMessage(failure: OrderActionFailure | null, conflict: string) {
  if (!failure) return undefined;
  if (failure.kind === 'conflict') return conflict;
  // A 422 with field messages shows them under the fields; its summary is said once above.
  return failure.message;
}
