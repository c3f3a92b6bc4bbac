import type { RowKey } from '../BulkBar/types';
import type { RowSelectionControls } from './useRowSelection';

/** What the grid and the cards need to draw the selection checkboxes. */
export interface TableRowSelect<T> {
  controls: RowSelectionControls;
  rowKey: (row: T) => RowKey;
  /** The row checkbox's accessible name ("تحديد نورة العتيبي"). */
  rowLabel: (row: T) => string;
  /** The page checkbox's accessible name. */
  pageLabel: string;
}
