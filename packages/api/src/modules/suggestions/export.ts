import type { Kysely } from 'kysely';
import {
  suggestionExportColumns,
  suggestionSourceLabels,
  suggestionStatusLabels,
  type SuggestionListQuery,
} from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { SuggestionRow } from '../../db/tables/public.js';
import type { ListExport } from '../../export/list-export.js';
import { cellFormats, dateCell, type SpreadsheetColumn } from '../../export/spreadsheet.js';
import { sortColumn, type ListSource } from '../../http/list-query.js';
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

/** The suggestions' export, as `sendListExport` writes `suggestionExportSource`'s rows. */
export const suggestionExport: ListExport<SuggestionRow> = {
  fileName: 'suggestions',
  sheetName: 'الاقتراحات',
  columns: suggestionExportColumns.map((c) => ({ header: c.header, ...cells[c.key] })),
};

/**
 * Every suggestion the list keeps, in its order, whole messages included (the list's own page
 * reads only each message's head, so the export has its own rows beside the list's count).
 */
export function suggestionExportSource(
  db: Kysely<DB>,
  dialect: Dialect,
  query: SuggestionListQuery,
): ListSource<SuggestionRow> {
  const { column, direction } = sortColumn(query.sort, suggestionSortColumns);
  return {
    count: (cap) => countSuggestions(db, dialect, query, cap),
    rows: (limit, offset) =>
      matchingSuggestions(db, dialect, query)
        .selectAll()
        .orderBy(column, direction)
        .orderBy('id', direction)
        .limit(limit)
        .offset(offset)
        .execute(),
  };
}
