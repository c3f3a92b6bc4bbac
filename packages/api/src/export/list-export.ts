import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ExportFormat } from '@laqta/contract';
import {
  answerList,
  parseListQuery,
  type ListSource,
  type PageRequest,
} from '../http/list-query.js';
import { parseInput } from '../http/validate.js';
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

/**
 * A paged list's two reads, `GET <listPath>` (a page, `answerList`) and `GET <exportPath>` (every
 * matching row, `sendListExport`), from one `source` of the rows a query keeps:
 *
 *   listAndExportRoutes(app, {
 *     listPath: adminPaths.api.reviews, listSchema: reviewListQuerySchema,
 *     exportPath: adminPaths.api.reviewsExport, exportSchema: reviewExportQuerySchema,
 *     source: (query) => reviewSource(app.db, app.dialect, query),
 *     export: reviewExport,
 *   });
 */
export function listAndExportRoutes<
  ListSchema extends z.ZodType<PageRequest>,
  ExportSchema extends z.ZodType<{ format: ExportFormat }>,
  Row,
>(
  app: FastifyInstance,
  spec: {
    listPath: string;
    listSchema: ListSchema;
    exportPath: string;
    exportSchema: ExportSchema;
    source: (query: z.output<ListSchema> | z.output<ExportSchema>) => Promise<ListSource<Row>>;
    export: ListExport<Row>;
  },
): void {
  app.get(spec.exportPath, async (request, reply) => {
    const query = parseInput(spec.exportSchema, request.query ?? {});
    return sendListExport(app, reply, query.format, spec.export, await spec.source(query));
  });

  app.get(spec.listPath, async (request) => {
    const query = parseListQuery(spec.listSchema, request);
    return answerList(query, await spec.source(query));
  });
}
