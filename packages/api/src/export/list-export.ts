import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ExportFormat } from '@laqta/contract';
import type { ListSource } from '../http/list-query.js';
import { pageChunks } from './page-chunks.js';
import { sendSpreadsheet, type SpreadsheetExport } from './spreadsheet.js';

/** What a list's export names once: its file, its sheet and its columns. */
export type ListExport<Row> = Pick<SpreadsheetExport<Row>, 'fileName' | 'sheetName' | 'columns'>;

/**
 * Every row a list's search and filters keep, through the one exporter, read a page at a time
 * from the same `ListSource` (`{ count, rows }`) its list route answers with (`answerList`). So a
 * module names its columns (`ListExport`) and its query once, and its list and its export cannot
 * disagree on which rows match:
 *
 *   const source = await subscriberSource(app, query);
 *   return sendListExport(app, reply, query.format, newsletterExport, source);
 *
 * For the lists whose order a keyset cannot follow and the small content lists (see
 * `pageChunks`); the big lists read `keysetChunks` into `sendSpreadsheet` themselves.
 */
export async function sendListExport<Row>(
  app: FastifyInstance,
  reply: FastifyReply,
  format: ExportFormat,
  spec: ListExport<Row>,
  source: ListSource<Row>,
) {
  return sendSpreadsheet(app, reply, {
    ...spec,
    format,
    total: await source.count(),
    chunks: pageChunks(source.rows),
  });
}
