import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import {
  customerExportColumns,
  type customerExportQuerySchema,
  customerStatusLabels,
  type CustomerListItem,
  type ListQuery,
} from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { keysetAfter, keysetChunks } from '../../export/keyset.js';
import {
  cellFormats,
  dateCell,
  moneyCell,
  openSpreadsheetExports,
  sendSpreadsheet,
  type SpreadsheetColumn,
} from '../../export/spreadsheet.js';
import { sortColumn } from '../../http/list-query.js';
import {
  countCustomers,
  customerColumns,
  customerSortColumns,
  matchingCustomers,
  withFigures,
} from './queries.js';

export type CustomerExportQuery = ListQuery<typeof customerExportQuerySchema>;

/** Rows read per query: the export holds at most this many customers in memory at once. */
export const customerExportTuning = { chunk: 1_000 };

/** Every customer matching the filters, in the list's order, a chunk at a time (keyset paging). */
export function customerChunks(
  db: Kysely<DB>,
  dialect: Dialect,
  query: CustomerExportQuery,
): AsyncGenerator<CustomerListItem[]> {
  const { column, direction } = sortColumn(query.sort, customerSortColumns);
  const field = query.sort.field;
  return keysetChunks(
    async (after, limit) => {
      let chunk = matchingCustomers(db, dialect, query).select(customerColumns);
      if (after !== undefined)
        chunk = chunk.where(keysetAfter(column, 'customers.id', direction, after));
      const rows = await chunk
        .orderBy(column, direction)
        .orderBy('customers.id', direction)
        .limit(limit)
        .execute();
      return withFigures(db, rows);
    },
    (customer) => ({ value: customer[field], id: customer.id }),
    () => customerExportTuning.chunk,
  );
}

/** A customer as export cells: numbers as numbers, the join date as a date, the status in Arabic. */
const cellsOf: Record<
  (typeof customerExportColumns)[number]['key'],
  Omit<SpreadsheetColumn<CustomerListItem>, 'header'>
> = {
  id: { cell: (c) => c.id },
  name: { cell: (c) => c.name, width: 24 },
  email: { cell: (c) => c.email, width: 32 },
  phone: { cell: (c) => c.phone },
  city: { cell: (c) => c.city },
  status: { cell: (c) => customerStatusLabels[c.status] },
  orders_count: { cell: (c) => c.orders_count },
  total_spent: { cell: (c) => moneyCell(c.total_spent), numFmt: cellFormats.money },
  created_at: { cell: (c) => dateCell(c.created_at), numFmt: cellFormats.dateTime },
};
const columns = customerExportColumns.map((c) => ({ header: c.header, ...cellsOf[c.key] }));

/** Exports being written now (any list's: they share one exporter). */
export const openCustomerExports = openSpreadsheetExports;

/** Streams every customer matching the query as XLSX or CSV (the shared exporter). */
export async function streamCustomerExport(
  app: FastifyInstance,
  reply: FastifyReply,
  query: CustomerExportQuery,
) {
  return sendSpreadsheet(app, reply, {
    format: query.format,
    fileName: 'customers',
    sheetName: 'العملاء',
    columns,
    total: await countCustomers(app.db, app.dialect, query),
    chunks: customerChunks(app.db, app.dialect, query),
  });
}
