import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  suggestionExportColumns,
  suggestionSourceLabels,
  suggestionStatusLabels,
  type ListQuery,
  type suggestionExportQuerySchema,
} from '@laqta/contract';
import { pageChunks } from '../../export/page-chunks.js';
import {
  cellFormats,
  dateCell,
  sendSpreadsheet,
  type SpreadsheetColumn,
} from '../../export/spreadsheet.js';
import type { SuggestionRow } from '../../db/tables/public.js';
import { sortColumn } from '../../http/list-query.js';
import { countSuggestions, matchingSuggestions, suggestionSortColumns } from './queries.js';

const cells: Record<
  (typeof suggestionExportColumns)[number]['key'],
  Omit<SpreadsheetColumn<SuggestionRow>, 'header'>
> = {
  id: { cell: (s) => s.id, width: 8 },
  name: { cell: (s) => s.name, width: 24 },
  email: { cell: (s) => s.email, width: 28 },
  phone: { cell: (s) => s.phone },
  source: { cell: (s) => suggestionSourceLabels[s.source] },
  status: { cell: (s) => suggestionStatusLabels[s.status] },
  message: { cell: (s) => s.message, width: 60 },
  created_at: { cell: (s) => dateCell(s.created_at), numFmt: cellFormats.dateTime },
};
const columns = suggestionExportColumns.map((c) => ({ header: c.header, ...cells[c.key] }));

/** Every suggestion the list keeps, whole messages included, through the one exporter. */
export async function streamSuggestionExport(
  app: FastifyInstance,
  reply: FastifyReply,
  query: ListQuery<typeof suggestionExportQuerySchema>,
) {
  const { db, dialect } = app;
  const { column, direction } = sortColumn(query.sort, suggestionSortColumns);
  return sendSpreadsheet(app, reply, {
    format: query.format,
    fileName: 'suggestions',
    sheetName: 'الاقتراحات',
    columns,
    total: await countSuggestions(db, dialect, query),
    chunks: pageChunks((limit, offset) =>
      matchingSuggestions(db, dialect, query)
        .selectAll()
        .orderBy(column, direction)
        .orderBy('id', direction)
        .limit(limit)
        .offset(offset)
        .execute(),
    ),
  });
}
