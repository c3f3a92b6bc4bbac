import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  serviceCategoryLabels,
  serviceExportColumns,
  serviceStateLabels,
  serviceStateOf,
  type ListQuery,
  type Service,
  type serviceExportQuerySchema,
} from '@laqta/contract';
import { pageChunks } from '../../export/page-chunks.js';
import {
  cellFormats,
  dateCell,
  moneyCell,
  sendSpreadsheet,
  type SpreadsheetColumn,
} from '../../export/spreadsheet.js';
import { countServices, servicePage } from './queries.js';

const cells: Record<
  (typeof serviceExportColumns)[number]['key'],
  Omit<SpreadsheetColumn<Service>, 'header'>
> = {
  id: { cell: (s) => s.id, width: 8 },
  name: { cell: (s) => s.name, width: 28 },
  category: { cell: (s) => serviceCategoryLabels[s.category] },
  base_price: { cell: (s) => moneyCell(s.base_price), numFmt: cellFormats.money },
  duration_minutes: { cell: (s) => s.duration_minutes },
  state: { cell: (s) => serviceStateLabels[serviceStateOf(s)] },
  sort_order: { cell: (s) => s.sort_order },
  created_at: { cell: (s) => dateCell(s.created_at), numFmt: cellFormats.dateTime },
};
const columns = serviceExportColumns.map((c) => ({ header: c.header, ...cells[c.key] }));

export async function streamServiceExport(
  app: FastifyInstance,
  reply: FastifyReply,
  query: ListQuery<typeof serviceExportQuerySchema>,
) {
  const { db, dialect } = app;
  return sendSpreadsheet(app, reply, {
    format: query.format,
    fileName: 'services',
    sheetName: 'الخدمات',
    columns,
    total: await countServices(db, dialect, query),
    chunks: pageChunks((limit, offset) => servicePage(db, dialect, query, limit, offset)),
  });
}
