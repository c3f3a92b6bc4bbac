import {
  reviewExportColumns,
  reviewVisibilityLabels,
  reviewVisibilityOf,
  type ReviewListItem,
} from '@laqta/contract';
import type { ListExport } from '../../export/list-export.js';
import { cellFormats, dateCell, type SpreadsheetColumn } from '../../export/spreadsheet.js';

const cells: Record<
  (typeof reviewExportColumns)[number]['key'],
  Omit<SpreadsheetColumn<ReviewListItem>, 'header'>
> = {
  id: { cell: (r) => r.id, width: 8 },
  order_code: { cell: (r) => r.order_code, width: 12 },
  customer_name: { cell: (r) => r.customer_name, width: 24 },
  photographer_name: { cell: (r) => r.photographer_name, width: 24 },
  rating: { cell: (r) => r.rating },
  comment: { cell: (r) => r.comment, width: 60 },
  visibility: { cell: (r) => reviewVisibilityLabels[reviewVisibilityOf(r)] },
  hidden_reason: { cell: (r) => r.hidden_reason, width: 30 },
  created_at: { cell: (r) => dateCell(r.created_at), numFmt: cellFormats.dateTime },
};

/** The reviews' export: the list's rows (`reviewSource`) as `sendListExport` writes them. */
export const reviewExport: ListExport<ReviewListItem> = {
  fileName: 'reviews',
  sheetName: 'التقييمات',
  columns: reviewExportColumns.map((c) => ({ header: c.header, ...cells[c.key] })),
};
