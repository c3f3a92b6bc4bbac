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
    let chunk = matchingCustomers(db, dialect, query).select(customerColumns);
    if (after !== undefined)
      chunk = chunk.where(
        sql<boolean>`(${column}, customers.id) ${direction === 'asc' ? sql`>` : sql`<`} (${after.value}, ${after.id})`,
      );
    const rows = await chunk
      .orderBy(column, direction)
      .orderBy('customers.id', direction)
      .limit(customerExportTuning.chunk)
      .execute();
    const last = rows.at(-1);
    if (last === undefined) return;
    yield await withFigures(db, rows);
    if (rows.length < customerExportTuning.chunk) return;
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

/** The download's client went away: the export stops, nothing failed. */
class ExportAbortedError extends Error {
  constructor() {
    super('the client closed the export download');
    this.name = 'ExportAbortedError';
  }
}

/**
 * Resolves once `stream` wants more, or throws ExportAbortedError once it is closed: Fastify
 * destroys the stream when the client goes away, and a destroyed stream never emits 'drain'
 * (waiting for it alone left the writer, its query and its rows pending forever).
 */
function roomIn(stream: Writable): Promise<void> {
  if (stream.destroyed) return Promise.reject(new ExportAbortedError());
  if (!stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new ExportAbortedError());
    stream.on('drain', onDrain);
    stream.on('close', onClose);
  });
}

/** `work`, or ExportAbortedError as soon as `stream` closes before it was finished. */
function unlessAborted<T>(stream: Writable, work: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const onClose = () => {
      if (!stream.writableFinished) reject(new ExportAbortedError());
    };
    if (stream.destroyed) onClose();
    stream.once('close', onClose);
    work.then(resolve, reject).finally(() => stream.off('close', onClose));
  });
}

async function writeWithBackpressure(stream: Writable, chunk: string): Promise<void> {
  if (stream.destroyed) throw new ExportAbortedError();
  stream.write(chunk);
  await roomIn(stream);
}

/**
 * A CSV field. Text a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) is defused with a leading apostrophe (OWASP's CSV injection advice), and a
 * field is quoted whenever it holds a quote, a line break or any delimiter a locale may read the
 * file with (comma, semicolon, tab), so no part of it can start a cell of its own.
 */
function csvField(value: Cells[keyof Cells]): string {
  let text: string;
  if (value instanceof Date) text = value.toISOString().slice(0, 19).replace('T', ' ');
  else if (typeof value === 'number') return String(value);
  else text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
    await roomIn(stream);
  }
  sheet.commit();
  // The zip still writes into `stream` after the last row; a closed stream never lets it finish.
  await unlessAborted(stream, workbook.commit());
}

const contentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** Exports being written now: one whose client went away must not stay counted (or pending). */
let openExports = 0;
export const openCustomerExports = () => openExports;

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
  openExports += 1;
  write(stream, chunks)
    .catch((error: unknown) => {
      if (error instanceof ExportAbortedError) {
        app.log.info('customers export stopped: the client went away');
        return;
      }
      app.log.error({ err: error }, 'customers export failed');
      stream.destroy(error instanceof Error ? error : new Error('export failed'));
    })
    .finally(() => (openExports -= 1));
  const stamp = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', contentTypes[query.format])
    .header('content-disposition', `attachment; filename="customers-${stamp}.${query.format}"`)
    .header('x-total-count', String(total))
    .header('cache-control', 'no-store')
    .send(stream);
}
