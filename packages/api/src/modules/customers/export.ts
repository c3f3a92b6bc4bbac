import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  customerExportColumns,
  type customerExportQuerySchema,
  customerStatusLabels,
  type CustomerListItem,
  type ListQuery,
} from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
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
const MINOR_UNITS = 100;

/**
 * Every customer matching the filters, in the list's order, a chunk at a time. Keyset paging
 * (`(sort value, id)` past the last row) keeps each chunk as cheap as the first.
 */
export async function* customerChunks(
  db: Kysely<DB>,
  dialect: Dialect,
  query: CustomerExportQuery,
): AsyncGenerator<CustomerListItem[]> {
  const { column, direction } = sortColumn(query.sort, customerSortColumns);
  const field = query.sort.field;
  let after: { value: string; id: number } | undefined;
  for (;;) {
    const cursor = after;
    const rows = await matchingCustomers(db, dialect, query)
      .select(customerColumns)
      .$if(cursor !== undefined, (qb) =>
        qb.where(
          sql<boolean>`(${column}, customers.id) ${direction === 'asc' ? sql`>` : sql`<`} (${cursor!.value}, ${cursor!.id})`,
        ),
      )
      .orderBy(column, direction)
      .orderBy('customers.id', direction)
      .limit(customerExportTuning.chunk)
      .execute();
    if (rows.length === 0) return;
    yield await withFigures(db, rows);
    if (rows.length < customerExportTuning.chunk) return;
    const last = rows[rows.length - 1]!;
    after = { value: last[field], id: last.id };
  }
}

/** A customer as export cells: numbers as numbers, the join date as a date, the status in Arabic. */
function cellsOf(customer: CustomerListItem) {
  return {
    id: customer.id,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    city: customer.city,
    status: customerStatusLabels[customer.status],
    orders_count: customer.orders_count,
    total_spent: customer.total_spent / MINOR_UNITS,
    created_at: new Date(customer.created_at),
  };
}
type Cells = ReturnType<typeof cellsOf>;

async function writeWithBackpressure(stream: Writable, chunk: string): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/** A CSV field: quoted when needed; text that a spreadsheet would run as a formula is defused. */
function csvField(value: Cells[keyof Cells]): string {
  let text: string;
  if (value instanceof Date) text = value.toISOString().slice(0, 19).replace('T', ' ');
  else if (typeof value === 'number') return String(value);
  else text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function writeCsv(stream: Writable, chunks: AsyncIterable<CustomerListItem[]>) {
  // The byte-order mark tells Excel the file is UTF-8, so Arabic shows as Arabic.
  await writeWithBackpressure(
    stream,
    `\uFEFF${customerExportColumns.map((c) => csvField(c.header)).join(',')}\r\n`,
  );
  for await (const rows of chunks) {
    let text = '';
    for (const row of rows) {
      const cells = cellsOf(row);
      text += `${customerExportColumns.map((c) => csvField(cells[c.key])).join(',')}\r\n`;
    }
    await writeWithBackpressure(stream, text);
  }
  stream.end();
}

async function writeXlsx(stream: Writable, chunks: AsyncIterable<CustomerListItem[]>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
    // Fast compression: the export is streamed once, size matters less than time.
    zip: { zlib: { level: 1 } },
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  const sheet = workbook.addWorksheet('العملاء', {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  const formats: Partial<Record<keyof Cells, string>> = {
    total_spent: '#,##0.00',
    created_at: 'yyyy-mm-dd hh:mm',
  };
  // Only the columns that need a number format carry a style: every styled cell costs a lookup.
  sheet.columns = customerExportColumns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.key === 'email' ? 32 : c.key === 'name' ? 24 : 16,
    ...(formats[c.key] ? { style: { numFmt: formats[c.key] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const rows of chunks) {
    for (const row of rows) {
      const cells = cellsOf(row);
      sheet.addRow(customerExportColumns.map((c) => cells[c.key])).commit();
    }
    if ((stream as PassThrough).writableNeedDrain) await once(stream, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}

const contentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * Streams every customer matching the query as XLSX or CSV. The header `X-Total-Count` tells the
 * client how many rows are coming; rows are read and written a chunk at a time.
 */
export async function streamCustomerExport(
  app: FastifyInstance,
  reply: FastifyReply,
  query: CustomerExportQuery,
) {
  const total = await countCustomers(app.db, app.dialect, query);
  const stream = new PassThrough();
  const chunks = customerChunks(app.db, app.dialect, query);
  const write = query.format === 'xlsx' ? writeXlsx : writeCsv;
  write(stream, chunks).catch((error: unknown) => {
    app.log.error({ err: error }, 'customers export failed');
    stream.destroy(error instanceof Error ? error : new Error('export failed'));
  });
  const stamp = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', contentTypes[query.format])
    .header('content-disposition', `attachment; filename="customers-${stamp}.${query.format}"`)
    .header('x-total-count', String(total))
    .header('cache-control', 'no-store')
    .send(stream);
}
