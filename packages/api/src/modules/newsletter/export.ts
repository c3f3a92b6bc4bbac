import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  newsletterExportColumns,
  newsletterStatusLabels,
  type ListQuery,
  type NewsletterSubscriber,
  type newsletterExportQuerySchema,
} from '@laqta/contract';
import { pageChunks } from '../../export/page-chunks.js';
import {
  cellFormats,
  dateCell,
  sendSpreadsheet,
  type SpreadsheetColumn,
} from '../../export/spreadsheet.js';
import { readTimeZone } from '../settings/queries.js';
import { countSubscribers, subscriberPage } from './queries.js';

const cells: Record<
  (typeof newsletterExportColumns)[number]['key'],
  Omit<SpreadsheetColumn<NewsletterSubscriber>, 'header'>
> = {
  id: { cell: (s) => s.id, width: 8 },
  email: { cell: (s) => s.email, width: 32 },
  status: { cell: (s) => newsletterStatusLabels[s.status] },
  created_at: { cell: (s) => dateCell(s.created_at), numFmt: cellFormats.dateTime },
  unsubscribed_at: { cell: (s) => dateCell(s.unsubscribed_at), numFmt: cellFormats.dateTime },
};
const columns = newsletterExportColumns.map((c) => ({ header: c.header, ...cells[c.key] }));

export async function streamNewsletterExport(
  app: FastifyInstance,
  reply: FastifyReply,
  query: ListQuery<typeof newsletterExportQuerySchema>,
) {
  const { db, dialect } = app;
  const timeZone = await readTimeZone(db);
  return sendSpreadsheet(app, reply, {
    format: query.format,
    fileName: 'newsletter-subscribers',
    sheetName: 'المشتركون في النشرة',
    columns,
    total: await countSubscribers(db, dialect, timeZone, query),
    chunks: pageChunks((limit, offset) =>
      subscriberPage(db, dialect, timeZone, query, limit, offset),
    ),
  });
}
