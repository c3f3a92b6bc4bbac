/**
 * State machines of the back office's people and content records (issue 14): each action of a
 * record is a row of a table `action → { from, to }`. The server refuses an action whose record
 * is not in one of its `from` states (422 naming the current state, nothing changed); the screens
 * read the same table to offer only the actions that fit a record's state.
 */
export interface Transition<State extends string> {
  /** The states the action may start from. */
  from: readonly State[];
  /** The state it leaves the record in. */
  to: State;
  /** The action needs a reason (kept on the record and in the audit trail). */
  reasonRequired: boolean;
}

export type TransitionTable<Action extends string, State extends string> = Record<
  Action,
  Transition<State>
>;

/** Whether `action` may be taken on a record in `state`. */
export function transitionAllowed<Action extends string, State extends string>(
  table: TransitionTable<Action, State>,
  action: Action,
  state: State,
): boolean {
  return table[action].from.includes(state);
}

/** The actions a record in `state` offers, in the table's order. */
export function actionsFrom<Action extends string, State extends string>(
  table: TransitionTable<Action, State>,
  state: State,
): Action[] {
  return (Object.keys(table) as Action[]).filter((action) => table[action].from.includes(state));
}

/** The 422 of a refused transition, naming the record's current state in Arabic. */
export function refusedTransitionMessage(actionLabel: string, stateLabel: string): string {
  return `لا يمكن تنفيذ «${actionLabel}» والحالة الحالية «${stateLabel}».`;
}

/** Reasons (reject, suspend, block, hide): the words and bounds every reason field shares. */
export const REASON_MAX_LENGTH = 500;
export const reasonMessages = {
  required: 'اكتب السبب',
  tooLong: `السبب يجب ألا يزيد على ${REASON_MAX_LENGTH} حرف`,
} as const;
