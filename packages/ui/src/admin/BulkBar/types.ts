// The vocabulary of row selection and bulk actions, shared by DataTable (which keeps the selection)
// and BulkBar (which acts on it). Pure types: the app maps the contract's bulk answer onto BulkReport.
import type { ReactNode } from 'react';

/** A row's key, as the list's `rowKey` gives it (the record's id). */
export type RowKey = string | number;

/**
 * Which rows are selected: some rows by key (picked on one page or several), or every row the list's
 * current search and filters match, across pages ("select all N matching"). The latter is the filter
 * itself, not a list of ids: the server applies it, so it works for 10 rows or 100,000.
 */
export type RowSelection = { kind: 'rows'; keys: readonly RowKey[] } | { kind: 'matching' };

export const noSelection: RowSelection = { kind: 'rows', keys: [] };

/** One thing a list lets an admin do to its selected rows. */
export interface BulkAction {
  /** The action's name, given back to `onRun` (e.g. 'approve'). */
  name: string;
  /** The button's label, a verb (e.g. 'قبول'). */
  label: string;
  /** What will happen to `count` rows, in Arabic: the confirmation's sentence. */
  describe: (count: number) => string;
  /** `danger` for an action that takes something away (suspend, block, delete). */
  tone?: 'default' | 'danger';
  /** Asks a reason before running (required): the field's label. */
  reasonLabel?: string;
  /** Runs at once, without a confirmation (e.g. export of the selection). */
  confirm?: false;
  icon?: ReactNode;
}

/** A row the action could not change, and why (the server's Arabic message). */
export interface BulkRowFailure {
  key: RowKey;
  /** How the row is named to the admin (a name, an order code); the key when absent. */
  label?: string;
  message: string;
}

/** What a bulk action did, row by row: how many changed, and each one that did not. */
export interface BulkReport {
  succeeded: number;
  failed: readonly BulkRowFailure[];
}

/** One bulk run as the list's container receives it. */
export interface BulkRun {
  action: string;
  selection: RowSelection;
  /** How many rows the selection holds (for a `matching` selection, the list's total). */
  count: number;
  reason?: string;
}

/**
 * A list's row selection and bulk actions (DataTable's `bulk` prop): given, each row gets a checkbox
 * and a bar offers these actions for the selected rows.
 */
export interface DataTableBulk<T> {
  actions: readonly BulkAction[];
  /**
   * Runs an action: resolves with a per-row report (shown to the admin), or nothing when there is
   * nothing to report (an export); rejects with an Error whose message is shown (nothing was done).
   */
  onRun: (run: BulkRun) => Promise<BulkReport | void>;
  /** How a row is named in its checkbox's label ("تحديد نورة العتيبي"). */
  rowLabel: (row: T) => string;
  /**
   * Changes whenever what the list shows changes (its search and filters): the selection then
   * clears, so a "matching" selection never silently means another filter.
   */
  resetKey?: string;
}
