import ExcelJS from 'exceljs';
import {
  orderExportColumns,
  orderStatusLabels,
  transactionExportColumns,
  transactionTypeLabels,
  type OrderListItem,
  type TransactionListItem,
} from '@laqta/contract';
import { beforeAll, expect, it } from 'vitest';
import { exportTuning } from '../src/export/keyset.js';
import { describeOnEachDatabase } from './support/databases.js';
import { seedListData } from './support/lists.js';

/** A CSV body: its byte-order mark, then rows of fields (no field here holds a comma). */
function csvRows(payload: Buffer) {
  const text = payload.toString('utf8');
  return {
    bom: text.startsWith('\uFEFF'),
    rows: text
      .slice(1)
      .trim()
      .split('\r\n')
      .map((line) => line.split(',')),
  };
}

describeOnEachDatabase('orders and transactions exports', (t) => {
  let authorization = '';
  beforeAll(async () => {
    authorization = await seedListData(t.db());
  });

  const get = (url: string) => t.app().inject({ method: 'GET', url, headers: { authorization } });
  async function listed<T>(path: string, query: string): Promise<T[]> {
    const rows: T[] = [];
    for (let page = 1; ; page++) {
      const body = (await get(`${path}?per_page=100&page=${page}&${query}`)).json();
      rows.push(...(body.data as T[]));
      if (page >= body.meta.last_page) return rows;
    }
  }

  it.each(['-created_at', 'price', 'session_at', 'code'])(
    'exports every matching order as CSV in the list order, across chunks (sort %s)',
    async (sort) => {
      exportTuning.chunk = 13;
      try {
        const response = await get(
          `/api/admin/orders/export?format=csv&sort=${sort}&status=completed`,
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        const { bom, rows } = csvRows(response.rawPayload);
        expect(bom).toBe(true);
        expect(rows[0]).toEqual(orderExportColumns.map((c) => c.header));
        const expected = await listed<OrderListItem>(
          '/api/admin/orders',
          `sort=${sort}&status=completed`,
        );
        expect(expected.length).toBeGreaterThan(50);
        expect(rows.slice(1).map((r) => r[0])).toEqual(expected.map((o) => o.code));
        expect(Number(response.headers['x-total-count'])).toBe(expected.length);
        const first = rows[1]!;
        expect(first[2]).toBe(orderStatusLabels.completed);
        // Money as a number of riyals.
        expect(Number(first[8])).toBe(expected[0]!.price / 100);
      } finally {
        exportTuning.chunk = 1_000;
      }
    },
  );

  it('exports orders as an XLSX sheet: Arabic headers, dates as dates, money as numbers', async () => {
    const response = await get('/api/admin/orders/export?format=xlsx&sort=-price');
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('الطلبات');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
      orderExportColumns.map((c) => c.header),
    );
    const total = Number(response.headers['x-total-count']);
    expect(sheet.rowCount).toBe(total + 1);
    const top = sheet.getRow(2);
    expect(typeof top.getCell(9).value).toBe('number');
    expect(top.getCell(2).value).toBeInstanceOf(Date);
    const [first] = await listed<OrderListItem>('/api/admin/orders', 'sort=-price');
    expect(top.getCell(1).value).toBe(first!.code);
    expect(top.getCell(9).value).toBe(first!.price / 100);
  });

  it('exports every matching transaction, with the shared exporter, and refuses a bad format in Arabic', async () => {
    exportTuning.chunk = 17;
    try {
      const response = await get(
        '/api/admin/transactions/export?format=csv&type=payment&sort=amount',
      );
      expect(response.statusCode, response.body).toBe(200);
      const { bom, rows } = csvRows(response.rawPayload);
      expect(bom).toBe(true);
      expect(rows[0]).toEqual(transactionExportColumns.map((c) => c.header));
      const expected = await listed<TransactionListItem>(
        '/api/admin/transactions',
        'type=payment&sort=amount',
      );
      expect(rows.slice(1).map((r) => r[0])).toEqual(expected.map((tx) => tx.reference));
      expect(rows.slice(1).every((r) => r[3] === transactionTypeLabels.payment)).toBe(true);
      expect(rows.slice(1).map((r) => Number(r[6]))).toEqual(expected.map((tx) => tx.amount / 100));
    } finally {
      exportTuning.chunk = 1_000;
    }
    const bad = await get('/api/admin/transactions/export?format=pdf');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.format[0]).toMatch(/[\u0600-\u06FF]/);
    expect(bad.json().code).toBe('validation_failed');
    const badOrders = await get('/api/admin/orders/export');
    expect(badOrders.statusCode).toBe(422);
    expect(badOrders.json()).toMatchObject({ code: 'validation_failed' });
    expect(badOrders.json().errors.format[0]).toMatch(/[\u0600-\u06FF]/);
  });
});
