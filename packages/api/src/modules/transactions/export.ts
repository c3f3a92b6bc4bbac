import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  transactionExportColumns,
  type transactionExportQuerySchema,
  transactionMethodLabels,
  transactionStatusLabels,
  transactionTypeLabels,
  type ListQuery,
} from '@laqta/contract';
import type { TransactionRow } from '../../db/tables/marketplace.js';
import { keysetAfter, keysetChunks } from '../../export/keyset.js';
import {
  cellFormats,
  dateCell,
  moneyCell,
  sendSpreadsheet,
  type SpreadsheetColumn,
} from '../../export/spreadsheet.js';
import { sortColumn } from '../../http/list-query.js';
import { readTimeZone } from '../settings/queries.js';
import { matchingTransactions, transactionSortColumns, transactionTotals } from './queries.js';

export type TransactionExportQuery = ListQuery<typeof transactionExportQuerySchema>;

/** One exported transaction: its row and its order's code. */
type ExportRow = Pick<
  TransactionRow,
  | 'id'
  | 'reference'
  | 'type'
  | 'method'
  | 'status'
  | 'amount'
  | 'commission_amount'
  | 'bank_reference'
  | 'created_at'
> & { order_code: string };

/** Every matching transaction in the list's order, with its order's code (keyset chunks). */
function transactionChunks(app: FastifyInstance, timeZone: string, query: TransactionExportQuery) {
  const { column, direction } = sortColumn(query.sort, transactionSortColumns);
  const field = query.sort.field;
  return keysetChunks<ExportRow>(
    async (after, limit) => {
      let rows = matchingTransactions(app.db, app.dialect, timeZone, query)
        .innerJoin('orders', 'orders.id', 'transactions.order_id')
        .select([
          'transactions.id',
          'transactions.reference',
          'orders.code as order_code',
          'transactions.type',
          'transactions.method',
          'transactions.status',
          'transactions.amount',
          'transactions.commission_amount',
          'transactions.bank_reference',
          'transactions.created_at',
        ]);
      if (after !== undefined)
        rows = rows.where(keysetAfter(column, 'transactions.id', direction, after));
      return rows
        .orderBy(column, direction)
        .orderBy('transactions.id', direction)
        .limit(limit)
        .execute();
    },
    (row) => ({ value: row[field], id: row.id }),
  );
}
const cells: Record<
  (typeof transactionExportColumns)[number]['key'],
  Omit<SpreadsheetColumn<ExportRow>, 'header'>
> = {
  reference: { cell: (t) => t.reference, width: 14 },
  created_at: { cell: (t) => dateCell(t.created_at), numFmt: cellFormats.dateTime },
  order: { cell: (t) => t.order_code, width: 12 },
  type: { cell: (t) => transactionTypeLabels[t.type] },
  method: { cell: (t) => transactionMethodLabels[t.method] },
  status: { cell: (t) => transactionStatusLabels[t.status] },
  amount: { cell: (t) => moneyCell(t.amount), numFmt: cellFormats.money },
  commission_amount: { cell: (t) => moneyCell(t.commission_amount), numFmt: cellFormats.money },
  bank_reference: { cell: (t) => t.bank_reference, width: 20 },
};
const columns = transactionExportColumns.map((c) => ({ header: c.header, ...cells[c.key] }));

/** Every transaction matching the list's search and filters as XLSX or CSV (the shared exporter). */
export async function streamTransactionExport(
  app: FastifyInstance,
  reply: FastifyReply,
  query: TransactionExportQuery,
) {
  const timeZone = await readTimeZone(app.db);
  const totals = await transactionTotals(app.db, app.dialect, timeZone, query);
  return sendSpreadsheet(app, reply, {
    format: query.format,
    fileName: 'transactions',
    sheetName: 'العمليات المالية',
    columns,
    total: totals.count,
    chunks: transactionChunks(app, timeZone, query),
  });
}
