import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import {
  customerExportColumns,
  customerPaths,
  customerStatusLabels,
  type CustomerListItem,
} from '@laqta/contract';
import { customerExportTuning } from '../src/modules/customers/export.js';
import { describeOnEachDatabase } from './support/databases.js';
import { expectArabic422, expectOrdered, getList, seedListData } from './support/lists.js';

describeOnEachDatabase('customers list, detail and export', (t) => {
  let auth: string;
  let customerCount: number;
  const list = (query = '') => getList(t.app(), auth, `${customerPaths.list}${query}`);
  const rowsOf = (r: { body: { data: CustomerListItem[] } }) => r.body.data;
  const download = (query: string) =>
    t.app().inject({
      method: 'GET',
      url: `${customerPaths.export}?${query}`,
      headers: { authorization: auth },
    });

  beforeAll(async () => {
    auth = await seedListData(t.db());
    // Blocked customers and a second city, so that each filter has something to leave out.
    const ids = await t.db().selectFrom('customers').select('id').orderBy('id').execute();
    await t
      .db()
      .updateTable('customers')
      .set({ status: 'blocked' })
      .where(
        'id',
        'in',
        ids.filter((_, i) => i % 4 === 0).map((r) => r.id),
      )
      .execute();
    customerCount = ids.length;
  });

  it('needs a token (list and export)', async () => {
    for (const url of [customerPaths.list, `${customerPaths.export}?format=csv`]) {
      const response = await t.app().inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers the newest 15 with their orders count and total spent, and the meta', async () => {
    const result = await list();
    expect(result.status).toBe(200);
    expect(result.body.meta).toEqual({
      current_page: 1,
      per_page: 15,
      total: customerCount,
      last_page: Math.ceil(customerCount / 15),
    });
    expectOrdered(
      rowsOf(result).map((c) => c.created_at),
      'desc',
    );
    const someone = rowsOf(result)[0]!;
    const figures = await t
      .db()
      .selectFrom('orders')
      .select(['status', 'price'])
      .where('customer_id', '=', someone.id)
      .execute();
    expect(someone.orders_count).toBe(figures.length);
    expect(someone.total_spent).toBe(
      figures.filter((o) => o.status === 'completed').reduce((sum, o) => sum + o.price, 0),
    );
    const second = await list('?page=2&per_page=20');
    expect(second.body.meta).toMatchObject({ current_page: 2, per_page: 20 });
    expect(rowsOf(second)).toHaveLength(20);
  });

  it.each(['name', 'city', 'created_at'] as const)('sorts by %s both ways', async (field) => {
    expectOrdered(
      rowsOf(await list(`?per_page=100&sort=${field}`)).map((c) => c[field]),
      'asc',
    );
    expectOrdered(
      rowsOf(await list(`?per_page=100&sort=-${field}`)).map((c) => c[field]),
      'desc',
    );
  });

  it('filters by status and city', async () => {
    const blockedCount = await t
      .db()
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'blocked')
      .executeTakeFirstOrThrow();
    const blocked = await list('?status=blocked&per_page=100');
    expect(blocked.body.meta.total).toBe(Number(blockedCount.n));
    expect(blocked.body.meta.total).toBeGreaterThanOrEqual(Math.ceil(customerCount / 4));
    expect(rowsOf(blocked).every((c) => c.status === 'blocked')).toBe(true);
    const active = await list('?status=active&per_page=100');
    expect(active.body.meta.total).toBe(customerCount - Number(blockedCount.n));
    expect(rowsOf(active).every((c) => c.status === 'active')).toBe(true);

    const { city } = await t.db().selectFrom('customers').select('city').executeTakeFirstOrThrow();
    const expected = await t
      .db()
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('city', '=', city)
      .executeTakeFirstOrThrow();
    const inCity = await list(`?city=${encodeURIComponent(city)}&per_page=100`);
    expect(inCity.body.meta.total).toBe(Number(expected.n));
    expect(inCity.body.meta.total).toBeLessThan(customerCount);
    expect(rowsOf(inCity).every((c) => c.city === city)).toBe(true);
  });

  it('searches names in Arabic, e-mails and phones', async () => {
    const someone = await t.db().selectFrom('customers').selectAll().executeTakeFirstOrThrow();
    const firstName = someone.name.split(' ')[0]!;
    const byName = await list(`?search=${encodeURIComponent(firstName)}&per_page=100`);
    expect(byName.body.meta.total).toBeGreaterThan(0);
    expect(rowsOf(byName).every((c) => c.name.includes(firstName))).toBe(true);
    const byEmail = await list(`?search=${encodeURIComponent(someone.email.toUpperCase())}`);
    expect(rowsOf(byEmail).map((c) => c.id)).toEqual([someone.id]);
    const byPhone = await list(`?search=${someone.phone}`);
    expect(rowsOf(byPhone).map((c) => c.id)).toContain(someone.id);
    // LIKE wildcards in the search are taken literally.
    expect((await list('?search=%25')).body.meta.total).toBe(0);
  });

  it('refuses bad parameters with 422 and Arabic messages', async () => {
    expectArabic422(await list('?per_page=500'), 'per_page');
    expectArabic422(await list('?page=-2'), 'page');
    expectArabic422(await list('?sort=-orders_count'), 'sort');
    expectArabic422(await list('?status=deleted'), 'status');
    expectArabic422(await getList(t.app(), auth, `${customerPaths.export}?format=pdf`), 'format');
  });

  it('shows a customer with their orders; 404 for unknown ids', async () => {
    const someone = await t
      .db()
      .selectFrom('orders')
      .select('customer_id')
      .executeTakeFirstOrThrow();
    const detail = await getList(t.app(), auth, customerPaths.detail(someone.customer_id));
    expect(detail.status).toBe(200);
    const { customer, orders } = detail.body.data;
    expect(customer.id).toBe(someone.customer_id);
    expect(orders.length).toBe(Math.min(20, customer.orders_count));
    expect(orders.length).toBeGreaterThan(0);
    expectOrdered(
      orders.map((o: { created_at: string }) => o.created_at),
      'desc',
    );
    expect((await getList(t.app(), auth, customerPaths.detail(424242))).status).toBe(404);
    expect((await getList(t.app(), auth, customerPaths.detail('x1'))).status).toBe(404);
  });

  it('exports every matching customer as CSV (BOM, Arabic headers) — row count equals the total', async () => {
    const { city } = await t.db().selectFrom('customers').select('city').executeTakeFirstOrThrow();
    const query = `status=active&city=${encodeURIComponent(city)}`;
    const total = (await list(`?${query}`)).body.meta.total;
    expect(total).toBeGreaterThan(0);
    const response = await download(`format=csv&${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="customers-.*\.csv"/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(customerExportColumns.map((c) => c.header).join(','));
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((line) => line.includes(city))).toBe(true);
    expect(lines.slice(1).every((line) => line.includes(customerStatusLabels.active))).toBe(true);
  });

  it('exports as XLSX with typed cells (numbers, dates) and Arabic intact', async () => {
    const total = (await list('?status=blocked')).body.meta.total;
    const response = await download('format=xlsx&status=blocked&sort=name');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      ...customerExportColumns.map((c) => c.header),
    ]);
    const names: string[] = [];
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      names.push(String(row.getCell(2).value));
      expect(row.getCell(6).value).toBe(customerStatusLabels.blocked);
      expect(typeof row.getCell(1).value).toBe('number');
      expect(typeof row.getCell(7).value).toBe('number');
      expect(typeof row.getCell(8).value).toBe('number');
      expect(row.getCell(9).value).toBeInstanceOf(Date);
    }
    expect(names.every((n) => /[\u0600-\u06FF]/.test(n))).toBe(true);
    expectOrdered(names, 'asc');
    const apiNames = rowsOf(await list('?status=blocked&sort=name&per_page=100')).map(
      (c) => c.name,
    );
    expect(names).toEqual(apiNames);
  });

  it.each(['name', '-created_at', 'city'])(
    'exports across many chunks in the list order (sort %s)',
    async (sort) => {
      customerExportTuning.chunk = 7;
      try {
        const response = await download(`format=csv&sort=${sort}`);
        const lines = response.rawPayload.toString('utf8').slice(1).trim().split('\r\n').slice(1);
        const ids = lines.map((line) => Number(line.split(',')[0]));
        const expected: number[] = [];
        for (let page = 1; page <= Math.ceil(customerCount / 100); page++)
          expected.push(
            ...rowsOf(await list(`?per_page=100&page=${page}&sort=${sort}`)).map((c) => c.id),
          );
        expect(ids).toEqual(expected);
        expect(ids).toHaveLength(customerCount);
      } finally {
        customerExportTuning.chunk = 1_000;
      }
    },
  );

  it('finds a renamed customer by the new name only (the name index follows edits)', async () => {
    const someone = await t
      .db()
      .selectFrom('customers')
      .select(['id', 'name'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const renamed = 'غدير بنت منصور الفريدة';
    await t
      .db()
      .updateTable('customers')
      .set({ name: renamed })
      .where('id', '=', someone.id)
      .execute();
    const found = await list(`?search=${encodeURIComponent('منصور الفريدة')}`);
    expect(rowsOf(found).map((c) => c.id)).toEqual([someone.id]);
    const old = await list(`?search=${encodeURIComponent(someone.name)}&per_page=100`);
    expect(rowsOf(old).map((c) => c.id)).not.toContain(someone.id);
  });
});
