import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  billboardExportColumns,
  billboardStateLabels,
  billboardStateOf,
  type Billboard,
  type billboardExportQuerySchema,
  type ListQuery,
} from '@laqta/contract';
import { pageChunks } from '../../export/page-chunks.js';
import {
  cellFormats,
  dateCell,
  sendSpreadsheet,
  type SpreadsheetColumn,
} from '../../export/spreadsheet.js';
import { nowIso } from '../../time.js';
import { billboardPage, countBillboards } from './queries.js';

export async function streamBillboardExport(
  app: FastifyInstance,
  reply: FastifyReply,
  query: ListQuery<typeof billboardExportQuerySchema>,
) {
  const { db, dialect } = app;
  const now = nowIso();
  const at = new Date(now);
  const cells: Record<
    (typeof billboardExportColumns)[number]['key'],
    Omit<SpreadsheetColumn<Billboard>, 'header'>
  > = {
    id: { cell: (b) => b.id, width: 8 },
    title: { cell: (b) => b.title, width: 28 },
    link_url: { cell: (b) => b.link_url, width: 28 },
    starts_at: { cell: (b) => dateCell(b.starts_at), numFmt: cellFormats.dateTime },
    ends_at: { cell: (b) => dateCell(b.ends_at), numFmt: cellFormats.dateTime },
    state: { cell: (b) => billboardStateLabels[billboardStateOf(b, at)] },
    sort_order: { cell: (b) => b.sort_order },
  };
  return sendSpreadsheet(app, reply, {
    format: query.format,
    fileName: 'billboards',
    sheetName: 'الإعلانات',
    columns: billboardExportColumns.map((c) => ({ header: c.header, ...cells[c.key] })),
    total: await countBillboards(db, dialect, query, now),
    chunks: pageChunks((limit, offset) => billboardPage(db, dialect, query, now, limit, offset)),
  });
}
