import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  reviewExportColumns,
  reviewVisibilityLabels,
  reviewVisibilityOf,
  type ListQuery,
  type ReviewListItem,
  type reviewExportQuerySchema,
} from '@laqta/contract';
import { pageChunks } from '../../export/page-chunks.js';
import {
  cellFormats,
  dateCell,
  sendSpreadsheet,
  type SpreadsheetColumn,
} from '../../export/spreadsheet.js';
import { readTimeZone } from '../settings/queries.js';
import { countReviews, reviewPage } from './queries.js';

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
const columns = reviewExportColumns.map((c) => ({ header: c.header, ...cells[c.key] }));

export async function streamReviewExport(
  app: FastifyInstance,
  reply: FastifyReply,
  query: ListQuery<typeof reviewExportQuerySchema>,
) {
  const { db, dialect } = app;
  const timeZone = await readTimeZone(db);
  return sendSpreadsheet(app, reply, {
    format: query.format,
    fileName: 'reviews',
    sheetName: 'التقييمات',
    columns,
    total: await countReviews(db, dialect, timeZone, query),
    chunks: pageChunks((limit, offset) => reviewPage(db, dialect, timeZone, query, limit, offset)),
  });
}
