export { BulkBar, type BulkBarProps } from './BulkBar';
export { bulkCopy, rowsCount } from './copy';
export {
  noSelection,
  type BulkAction,
  type BulkReport,
  type BulkRowFailure,
  type BulkRun,
  type DataTableBulk,
  type RowKey,
  type RowSelection,
} from './types';
export { exportFormatOfAction, exportSelectedActions } from './exportSelected';
