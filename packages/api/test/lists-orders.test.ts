import { afterAll, beforeAll, expect, it } from 'vitest';
import { idListTuning } from '../src/db/id-list.js';
import { orderListTuning } from '../src/modules/orders/queries.js';
import { orderMessages, orderPaths, orderStatuses, type OrderListItem } from '@laqta/contract';
import { describeOnEachDatabase } from './support/databases.js';
import { expectArabic422, expectOrdered, getList, seedListData } from './support/lists.js';

describeOnEachDatabase('orders list and detail', (t) => {
  let auth: string;
  let orderCount: number;
  const list = (query = '') => getList(t.app(), auth, `${orderPaths.list}${query}`);
  const rowsOf = (r: { body: { data: OrderListItem[] } }) => r.body.data;

  beforeAll(async () => {
    auth = await seedListData(t.db());
    const row = await t
      .db()
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    orderCount = Number(row.n);
  });

  it('needs a token', async () => {
    const response = await t.app().inject({ method: 'GET', url: orderPaths.list });
    expect(response.statusCode).toBe(401);
  });

  it('answers 15 orders, newest first, with the meta of the whole list', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({
      current_page: 1,
      per_page: 15,
      total: orderCount,
      last_page: Math.ceil(orderCount / 15),
    });
    expect(first.body.currency).toBe('SAR');
    expect(rowsOf(first)).toHaveLength(15);
    expectOrdered(
      rowsOf(first).map((o) => o.created_at),
      'desc',
    );
    const second = await list('?page=2');
    expect(second.body.meta.current_page).toBe(2);
    const firstIds = new Set(rowsOf(first).map((o) => o.id));
    expect(rowsOf(second).some((o) => firstIds.has(o.id))).toBe(false);
    expect(rowsOf(second)[0]!.created_at <= rowsOf(first)[14]!.created_at).toBe(true);
    const last = await list(`?per_page=100&page=${Math.ceil(orderCount / 100)}`);
    expect(rowsOf(last)).toHaveLength(orderCount % 100 || 100);
    const past = await list('?page=999');
    expect(past.status).toBe(200);
    expect(rowsOf(past)).toEqual([]);
  });

  it('pages cover every order exactly once', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(orderCount / 100); page++)
      for (const o of rowsOf(await list(`?per_page=100&page=${page}&sort=price`))) seen.add(o.id);
    expect(seen.size).toBe(orderCount);
  });

  it.each([
    ['created_at', (o: OrderListItem) => o.created_at],
    ['session_at', (o: OrderListItem) => o.session_at],
    ['price', (o: OrderListItem) => o.price],
    ['code', (o: OrderListItem) => o.code],
  ] as [string, (o: OrderListItem) => string | number][])(
    'sorts by %s both ways',
    async (field, value) => {
      expectOrdered(rowsOf(await list(`?per_page=100&sort=${field}`)).map(value), 'asc');
      expectOrdered(rowsOf(await list(`?per_page=100&sort=-${field}`)).map(value), 'desc');
    },
  );

  it('filters by each status, with the total of that status', async () => {
    for (const status of orderStatuses) {
      const expected = await t
        .db()
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
      const result = await list(`?status=${status}&per_page=100`);
      expect(result.body.meta.total).toBe(Number(expected.n));
      expect(rowsOf(result).every((o) => o.status === status)).toBe(true);
    }
  });

  it('filters by photographer, service, customer and order date range', async () => {
    const sample = await t
      .db()
      .selectFrom('orders')
      .selectAll()
      .where('photographer_id', 'is not', null)
      .orderBy('id')
      .offset(7)
      .limit(1)
      .executeTakeFirstOrThrow();
    const cases: [string, (o: OrderListItem) => boolean, string, unknown][] = [
      [
        `photographer_id=${sample.photographer_id}`,
        (o) => o.photographer?.id === sample.photographer_id,
        'photographer_id',
        sample.photographer_id,
      ],
      [
        `service_id=${sample.service_id}`,
        (o) => o.service.id === sample.service_id,
        'service_id',
        sample.service_id,
      ],
      [
        `customer_id=${sample.customer_id}`,
        (o) => o.customer.id === sample.customer_id,
        'customer_id',
        sample.customer_id,
      ],
    ];
    for (const [query, holds, column, value] of cases) {
      const expected = await t
        .db()
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(column as 'service_id', '=', value as number)
        .executeTakeFirstOrThrow();
      const result = await list(`?${query}&per_page=100`);
      expect(result.body.meta.total).toBe(Number(expected.n));
      expect(result.body.meta.total).toBeGreaterThan(0);
      expect(rowsOf(result).every(holds)).toBe(true);
    }

    const day = sample.created_at.slice(0, 10);
    const from = `${day.slice(0, 8)}01`;
    const expected = await t
      .db()
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      // Days are Riyadh's (UTC+03:00): from 21:00 UTC the day before `from` to 21:00 UTC on `day`.
      .where('created_at', '>=', new Date(`${from}T00:00:00+03:00`).toISOString())
      .where('created_at', '<', new Date(`${day}T24:00:00+03:00`).toISOString())
      .executeTakeFirstOrThrow();
    const ranged = await list(`?from=${from}&to=${day}&per_page=100`);
    expect(ranged.body.meta.total).toBe(Number(expected.n));
    expect(ranged.body.meta.total).toBeGreaterThan(0);
  });

  it('filters by the Riyadh day: an order at 21:30 UTC belongs to the next day', async () => {
    const [late, early] = await t.db().selectFrom('orders').select('id').limit(2).execute();
    const setCreated = (id: number, at: string) =>
      t.db().updateTable('orders').set({ created_at: at }).where('id', '=', id).execute();
    await setCreated(late!.id, '2031-05-20T21:30:00.000Z'); // 00:30 on 21 May in Riyadh
    await setCreated(early!.id, '2031-05-20T20:59:00.000Z'); // 23:59 on 20 May in Riyadh
    const idsOn = async (day: string) =>
      rowsOf(await list(`?from=${day}&to=${day}&per_page=100`)).map((o) => o.id);
    expect(await idsOn('2031-05-21')).toEqual([late!.id]);
    expect(await idsOn('2031-05-20')).toEqual([early!.id]);
  });

  it('searches by a customer name in Arabic and by order code', async () => {
    const customer = await t
      .db()
      .selectFrom('customers')
      .innerJoin('orders', 'orders.customer_id', 'customers.id')
      .select(['customers.id', 'customers.name'])
      .executeTakeFirstOrThrow();
    const result = await list(`?search=${encodeURIComponent(customer.name)}&per_page=100`);
    expect(result.status).toBe(200);
    expect(rowsOf(result).length).toBeGreaterThan(0);
    expect(rowsOf(result).every((o) => o.customer.name.includes(customer.name))).toBe(true);
    expect(result.body.meta.total).toBe(rowsOf(result).length);

    const byCode = await list('?search=LQ-000007');
    expect(rowsOf(byCode).map((o) => o.code)).toEqual(['LQ-000007']);
    expect(rowsOf(await list('?search=7')).map((o) => o.code)).toEqual(['LQ-000007']);
    expect(
      (await list(`?search=${encodeURIComponent('لا يوجد عميل بهذا الاسم')}`)).body.meta.total,
    ).toBe(0);
  });

  it('a search matching many customers (a subquery) answers as one matching few (their ids)', async () => {
    const name = (
      await t.db().selectFrom('customers').select('name').executeTakeFirstOrThrow()
    ).name.split(' ')[0]!;
    const url = `?search=${encodeURIComponent(name)}&per_page=100&sort=price`;
    const byIds = await list(url);
    const idsUpTo = orderListTuning.searchCustomerIds;
    orderListTuning.searchCustomerIds = 0;
    try {
      const bySubquery = await list(url);
      expect(bySubquery.body.meta.total).toBe(byIds.body.meta.total);
      expect(rowsOf(bySubquery).map((o) => o.id)).toEqual(rowsOf(byIds).map((o) => o.id));
      expect(byIds.body.meta.total).toBeGreaterThan(0);
    } finally {
      orderListTuning.searchCustomerIds = idsUpTo;
    }
  });

  it('a search matching a long list of customers pages as a short list does, in every order', async () => {
    // A long list of customer ids near the top walks the page's order instead of reading each
    // customer's orders (db/id-list.ts, both databases); the rows, their order and the pages must
    // not change with it.
    const name = (
      await t.db().selectFrom('customers').select('name').executeTakeFirstOrThrow()
    ).name.split(' ')[0]!;
    const pagesOf = async () => {
      const answers = [];
      for (const sort of ['-created_at', 'price', '-session_at', 'code'])
        for (const page of [1, 2]) {
          const answer = await list(
            `?search=${encodeURIComponent(name)}&per_page=3&page=${page}&sort=${sort}`,
          );
          expect(answer.status).toBe(200);
          answers.push({ sort, page, ids: rowsOf(answer).map((o) => o.id) });
        }
      return answers;
    };
    const asShortList = await pagesOf();
    const longFrom = idListTuning.longListFrom;
    idListTuning.longListFrom = 1;
    try {
      expect(await pagesOf()).toEqual(asShortList);
      expect(asShortList.filter((answer) => answer.ids.length === 3).length).toBeGreaterThan(4);
    } finally {
      idListTuning.longListFrom = longFrom;
    }
  });

  it('refuses bad parameters with 422 and Arabic messages', async () => {
    expectArabic422(await list('?per_page=101'), 'per_page');
    expectArabic422(await list('?per_page=0'), 'per_page');
    expectArabic422(await list('?page=0'), 'page');
    expectArabic422(await list('?page=abc'), 'page');
    expectArabic422(await list('?sort=customer'), 'sort');
    expectArabic422(await list('?status=lost'), 'status');
    expectArabic422(await list('?from=2026-02-30'), 'from');
    expectArabic422(await list('?from=2026-05-02&to=2026-05-01'), 'to');
    expectArabic422(await list('?photographer_id=-1'), 'photographer_id');
    expectArabic422(await list(`?search=${'ب'.repeat(101)}`), 'search');
    expect((await list('?status=lost')).body).toMatchObject({ code: 'validation_failed' });
  });

  it('shows an order with its customer, service and transactions; 404 for unknown ids', async () => {
    const withTransactions = await t
      .db()
      .selectFrom('transactions')
      .select('order_id')
      .executeTakeFirstOrThrow();
    const detail = await getList(t.app(), auth, orderPaths.detail(withTransactions.order_id));
    expect(detail.status).toBe(200);
    expect(detail.body.data.order.id).toBe(withTransactions.order_id);
    expect(detail.body.data.order.customer.name).toMatch(/[\u0600-\u06FF]/);
    expect(detail.body.data.transactions.length).toBeGreaterThan(0);
    expect(
      detail.body.data.transactions.every(
        (tx: { order_id: number }) => tx.order_id === withTransactions.order_id,
      ),
    ).toBe(true);
    for (const id of ['999999', 'abc', '0']) {
      const missing = await getList(t.app(), auth, orderPaths.detail(id));
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        success: false,
        message: orderMessages.notFound,
        code: 'not_found',
      });
    }
  });
});

describeOnEachDatabase(
  'orders list: deep pages in date order start from their month and day',
  (t) => {
    let auth: string;
    beforeAll(async () => {
      auth = await seedListData(t.db());
      // Every page past the first takes the month route, so the whole list exercises it.
      orderListTuning.monthJumpOffset = 0;
    });
    afterAll(() => {
      orderListTuning.monthJumpOffset = 2_000;
    });

    it.each([
      ['-created_at', undefined],
      ['created_at', undefined],
      ['-created_at', 'completed'],
      ['created_at', 'pending'],
    ] as const)('sort %s, status %s: the same rows as one sorted query', async (sort, status) => {
      const expected = await t
        .db()
        .selectFrom('orders')
        .select('id')
        .$if(status !== undefined, (qb) => qb.where('status', '=', status!))
        .orderBy('created_at', sort.startsWith('-') ? 'desc' : 'asc')
        .orderBy('id', sort.startsWith('-') ? 'desc' : 'asc')
        .execute();
      const seen: number[] = [];
      const perPage = 7;
      for (let page = 1; page <= Math.ceil(expected.length / perPage); page++) {
        const result = await getList(
          t.app(),
          auth,
          `${orderPaths.list}?per_page=${perPage}&page=${page}&sort=${sort}${status ? `&status=${status}` : ''}`,
        );
        expect(result.body.meta.total).toBe(expected.length);
        seen.push(...result.body.data.map((o: OrderListItem) => o.id));
      }
      expect(seen).toEqual(expected.map((r) => r.id));
      const past = await getList(
        t.app(),
        auth,
        `${orderPaths.list}?page=${expected.length + 1}&sort=${sort}${status ? `&status=${status}` : ''}`,
      );
      expect(past.body.data).toEqual([]);
    });

    it('places a page by the roll-ups as they are after an order is added outside the list', async () => {
      const url = `${orderPaths.list}?per_page=7&page=3`;
      const shown = async () =>
        (await getList(t.app(), auth, url)).body.data.map((o: OrderListItem) => o.id);
      const expected = async () =>
        (
          await t
            .db()
            .selectFrom('orders')
            .select('id')
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(7)
            .offset(14)
            .execute()
        ).map((r) => r.id);
      expect(await shown()).toEqual(await expected());
      // The newest order of all, written as another process would: every page after it moves.
      const newest = await t
        .db()
        .selectFrom('orders')
        .selectAll()
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      const createdAt = new Date(Date.parse(newest.created_at) + 1_000).toISOString();
      const { id } = await t
        .db()
        .insertInto('orders')
        .values({
          code: 'LQ-ROLLUP-1',
          customer_id: newest.customer_id,
          service_id: newest.service_id,
          session_at: newest.session_at,
          city: newest.city,
          address: newest.address,
          price: newest.price,
          status: newest.status,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        expect(await shown()).toEqual(await expected());
      } finally {
        await t.db().deleteFrom('orders').where('id', '=', id).execute();
      }
      expect(await shown()).toEqual(await expected());
    });
  },
);
