import {
  reasonMessages,
  refusedTransitionMessage,
  staleRecordMessage,
  transitionAllowed,
  type TransitionTable,
} from '@laqta/contract';
import { ConflictError, TransitionRefusedError, ValidationError } from './errors.js';

/**
 * The checks every state-machine write of issue 14 makes before changing a row, in this order:
 * the row is the one the admin saw (409), the action fits its state (422 naming the state), and a
 * reason is given where the action asks for one (422 on `reason`).
 */
export interface StateChange<Action extends string, State extends string> {
  table: TransitionTable<Action, State>;
  action: Action;
  state: State;
  actionLabels: Record<Action, string>;
  stateLabels: Record<State, string>;
  reason: string | undefined;
}

/** 409 when the row changed since the admin loaded it (`seen` absent: not checked, bulk by filter). */
export function requireFresh(updatedAt: string, seen: string | undefined): void {
  if (seen !== undefined && seen !== updatedAt) throw new ConflictError(staleRecordMessage);
}

/** The state the action leads to, or a 422 (nothing changed). */
export function checkedTransition<Action extends string, State extends string>(
  change: StateChange<Action, State>,
): State {
  const { table, action, state } = change;
  if (!transitionAllowed(table, action, state))
    throw new TransitionRefusedError(
      refusedTransitionMessage(change.actionLabels[action], change.stateLabels[state]),
    );
  if (table[action].reasonRequired && !change.reason)
    throw new ValidationError({ reason: [reasonMessages.required] });
  return table[action].to;
}
