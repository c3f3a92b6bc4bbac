import { beforeAll, expect, it } from 'vitest';
import {
  photographerPaths,
  transactionMessages,
  transactionPaths,
  transactionStatuses,
  transactionTypes,
  type PhotographerListItem,
  type TransactionListItem,
} from '@laqta/contract';
import { describeOnEachDatabase } from './support/databases.js';
import { expectArabic422, expectOrdered, getList, seedListData } from './support/lists.js';

describeOnEachDatabase('photographers and transactions lists and details', (t) => {
  let auth: string;
  const get = (url: string) => getList(t.app(), auth, url);
  const count = async (table: 'photographers' | 'transactions', status?: string) => {
    let query = t
      .db()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'));
    if (status) query = query.where('status', '=', status as 'approved');
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  beforeAll(async () => {
    auth = await seedListData(t.db());
  });

  it('lists photographers with specialties, meta, sorts, filters, Arabic search', async () => {
    const all = await count('photographers');
    const first = await get(photographerPaths.list);
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({
      current_page: 1,
      per_page: 15,
      total: all,
      last_page: Math.ceil(all / 15),
    });
    const rows: PhotographerListItem[] = (await get(`${photographerPaths.list}?per_page=100`)).body
      .data;
    expect(rows.some((p) => p.specialties.length > 0)).toBe(true);

    for (const field of ['name', 'city', 'completed_orders_count', 'created_at'] as const) {
      expectOrdered(
        (await get(`${photographerPaths.list}?per_page=100&sort=${field}`)).body.data.map(
          (p: PhotographerListItem) => p[field],
        ),
        'asc',
      );
      expectOrdered(
        (await get(`${photographerPaths.list}?per_page=100&sort=-${field}`)).body.data.map(
          (p: PhotographerListItem) => p[field],
        ),
        'desc',
      );
    }
    const rated = (
      await get(`${photographerPaths.list}?per_page=100&sort=-rating_avg`)
    ).body.data.map((p: PhotographerListItem) => p.rating_avg);
    expectOrdered(
      rated.filter((r: number | null) => r !== null),
      'desc',
    );
    expect(
      rated.indexOf(null) === -1 ||
        rated.slice(rated.indexOf(null)).every((r: number | null) => r === null),
    ).toBe(true);

    const approved = await get(`${photographerPaths.list}?status=approved&per_page=100`);
    expect(approved.body.meta.total).toBe(await count('photographers', 'approved'));
    expect(approved.body.data.every((p: PhotographerListItem) => p.status === 'approved')).toBe(
      true,
    );

    const sample = rows.find((p) => p.specialties.length > 0)!;
    const specialty = sample.specialties[0]!;
    const bySpecialty = await get(`${photographerPaths.list}?specialty=${specialty}&per_page=100`);
    expect(bySpecialty.body.data.length).toBeGreaterThan(0);
    expect(
      bySpecialty.body.data.every((p: PhotographerListItem) => p.specialties.includes(specialty)),
    ).toBe(true);
    const withSpecialty = rows.filter((p) => p.specialties.includes(specialty)).length;
    expect(bySpecialty.body.meta.total).toBe(withSpecialty);

    const inCity = await get(
      `${photographerPaths.list}?city=${encodeURIComponent(sample.city)}&per_page=100`,
    );
    expect(inCity.body.meta.total).toBe(rows.filter((p) => p.city === sample.city).length);

    const name = sample.name.split(' ').slice(-1)[0]!;
    const searched = await get(
      `${photographerPaths.list}?search=${encodeURIComponent(name)}&per_page=100`,
    );
    expect(searched.body.data.length).toBeGreaterThan(0);
    expect(
      searched.body.data.every(
        (p: PhotographerListItem) => p.name.includes(name) || p.email.includes(name),
      ),
    ).toBe(true);

    expectArabic422(await get(`${photographerPaths.list}?per_page=1000`), 'per_page');
    expectArabic422(await get(`${photographerPaths.list}?specialty=cooking`), 'specialty');
    expectArabic422(await get(`${photographerPaths.list}?sort=bio`), 'sort');
  });

  it('shows a photographer with their reviews; 404 for unknown ids', async () => {
    const reviewed = await t
      .db()
      .selectFrom('reviews')
      .select('photographer_id')
      .executeTakeFirstOrThrow();
    const detail = await get(photographerPaths.detail(reviewed.photographer_id));
    expect(detail.status).toBe(200);
    expect(detail.body.data.photographer.id).toBe(reviewed.photographer_id);
    expect(detail.body.data.reviews.length).toBeGreaterThan(0);
    expect(
      detail.body.data.reviews.every(
        (r: { photographer_id: number }) => r.photographer_id === reviewed.photographer_id,
      ),
    ).toBe(true);
    expect(detail.body.data.reviews[0].customer_name).toMatch(/[\u0600-\u06FF]/);
    expect((await get(photographerPaths.detail(987654))).status).toBe(404);
  });

  it('lists transactions with totals of the filtered rows, sorts and filters', async () => {
    const all = await count('transactions');
    const first = await get(transactionPaths.list);
    expect(first.status).toBe(200);
    expect(first.body.meta.total).toBe(all);
    expect(first.body.totals.count).toBe(all);
    expectOrdered(
      first.body.data.map((x: TransactionListItem) => x.created_at),
      'desc',
    );

    for (const field of ['created_at', 'amount', 'reference'] as const) {
      expectOrdered(
        (await get(`${transactionPaths.list}?per_page=100&sort=${field}`)).body.data.map(
          (x: TransactionListItem) => x[field],
        ),
        'asc',
      );
      expectOrdered(
        (await get(`${transactionPaths.list}?per_page=100&sort=-${field}`)).body.data.map(
          (x: TransactionListItem) => x[field],
        ),
        'desc',
      );
    }

    for (const type of transactionTypes)
      for (const status of transactionStatuses) {
        const rows = await t
          .db()
          .selectFrom('transactions')
          .select('amount')
          .where('type', '=', type)
          .where('status', '=', status)
          .execute();
        const result = await get(
          `${transactionPaths.list}?type=${type}&status=${status}&per_page=100`,
        );
        expect(result.body.meta.total).toBe(rows.length);
        expect(result.body.totals[type]).toBe(rows.reduce((s, r) => s + r.amount, 0));
        expect(result.body.totals.count).toBe(rows.length);
        expect(
          result.body.data.every(
            (x: TransactionListItem) => x.type === type && x.status === status,
          ),
        ).toBe(true);
      }

    const sample = await t
      .db()
      .selectFrom('transactions')
      .selectAll()
      .orderBy('id')
      .offset(20)
      .limit(1)
      .executeTakeFirstOrThrow();
    const day = sample.created_at.slice(0, 10);
    const inRange = await t
      .db()
      .selectFrom('transactions')
      .select(['amount', 'type'])
      // The day is Riyadh's (UTC+03:00): 21:00 UTC the day before up to 21:00 UTC.
      .where('created_at', '>=', new Date(`${day}T00:00:00+03:00`).toISOString())
      .where('created_at', '<', new Date(`${day}T24:00:00+03:00`).toISOString())
      .execute();
    const ranged = await get(`${transactionPaths.list}?from=${day}&to=${day}&per_page=100`);
    expect(ranged.body.meta.total).toBe(inRange.length);
    expect(ranged.body.totals.payment).toBe(
      inRange.filter((x) => x.type === 'payment').reduce((s, r) => s + r.amount, 0),
    );

    const byReference = await get(
      `${transactionPaths.list}?search=${sample.reference.toLowerCase()}`,
    );
    expect(byReference.body.data.map((x: TransactionListItem) => x.id)).toEqual([sample.id]);
    const order = await t
      .db()
      .selectFrom('orders')
      .select('code')
      .where('id', '=', sample.order_id)
      .executeTakeFirstOrThrow();
    const byOrder = await get(`${transactionPaths.list}?search=${order.code}`);
    expect(byOrder.body.data.length).toBeGreaterThan(0);
    expect(byOrder.body.data.every((x: TransactionListItem) => x.order.code === order.code)).toBe(
      true,
    );

    expectArabic422(await get(`${transactionPaths.list}?per_page=101`), 'per_page');
    expectArabic422(await get(`${transactionPaths.list}?type=gift`), 'type');
    expectArabic422(await get(`${transactionPaths.list}?to=yesterday`), 'to');
    expect((await get(`${transactionPaths.list}?type=gift`)).body).toMatchObject({
      code: 'validation_failed',
    });
  });

  it('shows a transaction with its order; 404 for unknown ids', async () => {
    const tx = await t.db().selectFrom('transactions').selectAll().executeTakeFirstOrThrow();
    const detail = await get(transactionPaths.detail(tx.id));
    expect(detail.status).toBe(200);
    expect(detail.body.data.transaction.reference).toBe(tx.reference);
    expect(detail.body.data.transaction.order.id).toBe(tx.order_id);
    const missing = await get(transactionPaths.detail(99999999));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      success: false,
      message: transactionMessages.notFound,
      code: 'not_found',
    });
  });
});
