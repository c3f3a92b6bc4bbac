import { beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_LATEST_ORDERS_LIMIT,
  DASHBOARD_SERIES_MONTHS,
  DASHBOARD_TOP_PHOTOGRAPHERS_LIMIT,
  dashboardLatestOrdersSchema,
  dashboardMonthlySeriesSchema,
  dashboardPaths,
  dashboardStatisticsSchema,
  dashboardTopIncomePhotographerSchema,
  dashboardTopPhotographersSchema,
  orderStatuses,
} from '@laqta/contract';
import { describeOnEachDatabase, type DatabaseSuite } from './support/databases.js';
import {
  adminAuthorization,
  insertMarketplaceRows,
  type MarketplaceRows,
} from './support/marketplace-rows.js';

/**
 * Months are Riyadh's (the default `timezone` setting), computed here without the server's
 * helpers: Riyadh's clock is UTC+3 all year, so 21:30 UTC on 31 May is 00:30 on 1 June there.
 */
const riyadh = (moment: Date) => new Date(moment.getTime() + 3 * 3_600_000);
const month = (iso: string) => riyadh(new Date(iso)).toISOString().slice(0, 7);
const currentMonth = () => riyadh(new Date()).toISOString().slice(0, 7);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The 12 months ending with the current one, computed here without the server's helper. */
function lastTwelveMonths(): string[] {
  const now = riyadh(new Date());
  return Array.from({ length: DASHBOARD_SERIES_MONTHS }, (_, i) => {
    const d = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (DASHBOARD_SERIES_MONTHS - 1 - i), 15),
    );
    return d.toISOString().slice(0, 7);
  });
}

/** The last day of the (UTC) month before the current Riyadh month, at `time` UTC. */
function endOfPreviousMonthAt(time: string): string {
  const now = riyadh(new Date());
  const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return `${lastDay.toISOString().slice(0, 10)}T${time}.000Z`;
}

/** Every figure of the dashboard, computed from the rows the test wrote. */
function expectedFigures(rows: MarketplaceRows) {
  const succeeded = (type: string, inMonth?: string) =>
    rows.transactions.filter(
      (t) =>
        t.type === type &&
        t.status === 'succeeded' &&
        (inMonth === undefined || month(t.created_at) === inMonth),
    );
  const revenue = (inMonth?: string) =>
    sum(succeeded('payment', inMonth).map((t) => t.amount)) -
    sum(succeeded('refund', inMonth).map((t) => t.amount));
  const commission = (inMonth?: string) =>
    sum(succeeded('payout', inMonth).map((t) => t.commission_amount));

  const ordersByStatus = Object.fromEntries(
    orderStatuses.map((s) => [s, rows.orders.filter((o) => o.status === s).length]),
  );
  const statistics = {
    currency: 'SAR',
    month: currentMonth(),
    customers: rows.customers.length,
    photographers: {
      approved: rows.photographers.filter((p) => p.status === 'approved').length,
      pending: rows.photographers.filter((p) => p.status === 'pending').length,
      suspended: rows.photographers.filter((p) => p.status === 'suspended').length,
    },
    orders: { total: rows.orders.length, ...ordersByStatus },
    revenue: { this_month: revenue(currentMonth()), total: revenue() },
    commission: { this_month: commission(currentMonth()), total: commission() },
  };

  const months = lastTwelveMonths().map((m) => ({
    month: m,
    orders: rows.orders.filter((o) => month(o.created_at) === m).length,
    revenue: revenue(m),
  }));

  const photographerFigures = (id: number) => {
    const ratings = rows.reviews.filter((r) => r.photographer_id === id).map((r) => r.rating);
    const p = rows.photographers.find((x) => x.id === id)!;
    return {
      id,
      name: p.name,
      city: p.city,
      avatar_url: null,
      rating_avg: ratings.length ? Math.round((sum(ratings) / ratings.length) * 100) / 100 : null,
      reviews_count: ratings.length,
      completed_orders: rows.orders.filter(
        (o) => o.photographer_id === id && o.status === 'completed',
      ).length,
    };
  };

  const incomeByPhotographer = new Map<number, { income: number; payouts: number }>();
  for (const payout of succeeded('payout', currentMonth())) {
    const photographerId = rows.orders.find((o) => o.id === payout.order_id)!.photographer_id;
    if (photographerId === null) continue;
    const entry = incomeByPhotographer.get(photographerId) ?? { income: 0, payouts: 0 };
    entry.income += payout.amount;
    entry.payouts += 1;
    incomeByPhotographer.set(photographerId, entry);
  }
  const [topIncome] = [...incomeByPhotographer].sort(
    (a, b) => b[1].income - a[1].income || a[0] - b[0],
  );

  const topPhotographers = rows.photographers
    .filter((p) => p.status === 'approved')
    .map((p) => photographerFigures(p.id))
    .filter((p) => p.completed_orders > 0)
    .sort(
      (a, b) =>
        b.completed_orders - a.completed_orders ||
        (b.rating_avg ?? -1) - (a.rating_avg ?? -1) ||
        a.id - b.id,
    )
    .slice(0, DASHBOARD_TOP_PHOTOGRAPHERS_LIMIT);

  const name = <T extends { id: number; name: string }>(list: T[], id: number | null) => {
    const found = list.find((x) => x.id === id);
    return found ? { id: found.id, name: found.name } : null;
  };
  const latestOrders = [...rows.orders]
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .slice(0, DASHBOARD_LATEST_ORDERS_LIMIT)
    .map((o) => ({
      id: o.id,
      code: o.code,
      customer: name(rows.customers, o.customer_id),
      photographer: name(rows.photographers, o.photographer_id),
      service: name(rows.services, o.service_id),
      status: o.status,
      price: o.price,
      created_at: o.created_at,
    }));

  return {
    statistics,
    series: { currency: 'SAR', months },
    topIncome: {
      currency: 'SAR',
      month: currentMonth(),
      photographer: topIncome ? photographerFigures(topIncome[0]) : null,
      income: topIncome?.[1].income ?? 0,
      payouts: topIncome?.[1].payouts ?? 0,
    },
    topPhotographers: { items: topPhotographers },
    latestOrders: { currency: 'SAR', items: latestOrders },
  };
}

/** Asks every dashboard call and checks each answer against its contract schema. */
async function dashboardAnswers(t: DatabaseSuite, authorization: string) {
  const get = async (path: string) => {
    const response = await t.app().inject({ method: 'GET', url: path, headers: { authorization } });
    expect(response.statusCode, path).toBe(200);
    const body = response.json() as { success: boolean; data: unknown };
    expect(body.success).toBe(true);
    return body.data;
  };
  return {
    statistics: dashboardStatisticsSchema.parse(await get(dashboardPaths.statistics)),
    series: dashboardMonthlySeriesSchema.parse(await get(dashboardPaths.monthlySeries)),
    topIncome: dashboardTopIncomePhotographerSchema.parse(
      await get(dashboardPaths.topIncomePhotographer),
    ),
    topPhotographers: dashboardTopPhotographersSchema.parse(
      await get(dashboardPaths.topPhotographers),
    ),
    latestOrders: dashboardLatestOrdersSchema.parse(await get(dashboardPaths.latestOrders)),
  };
}

describeOnEachDatabase('admin dashboard', (t) => {
  let authorization = '';
  beforeAll(async () => {
    authorization = await adminAuthorization(t.db());
  });

  it('needs a token for every part', async () => {
    for (const path of Object.values(dashboardPaths)) {
      const response = await t.app().inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(401);
      expect(response.json(), path).toEqual({
        message: 'Unauthenticated.',
        code: 'unauthenticated',
      });
    }
  });

  describe('on an empty marketplace', () => {
    it('answers zeros, twelve empty months and empty lists', async () => {
      const answers = await dashboardAnswers(t, authorization);
      expect(answers).toEqual(
        expectedFigures({
          customers: [],
          photographers: [],
          services: [],
          orders: [],
          transactions: [],
          reviews: [],
        }),
      );
      expect(answers.series.months.map((m) => m.month)).toEqual(lastTwelveMonths());
    });
  });

  describe('with orders, money and reviews', () => {
    let rows: MarketplaceRows;
    beforeAll(async () => {
      rows = await insertMarketplaceRows(t.db(), { seed: 'dashboard', orderCount: 160 });
    });

    it('each figure equals the one computed from the rows', async () => {
      const answers = await dashboardAnswers(t, authorization);
      const expected = expectedFigures(rows);
      expect(answers.statistics).toEqual(expected.statistics);
      expect(answers.series).toEqual(expected.series);
      expect(answers.topIncome).toEqual(expected.topIncome);
      expect(answers.topPhotographers).toEqual(expected.topPhotographers);
      expect(answers.latestOrders).toEqual(expected.latestOrders);
      // The data really exercises the figures (not all zero by accident).
      expect(expected.statistics.revenue.this_month).not.toBe(0);
      expect(expected.topIncome.photographer).not.toBeNull();
      expect(expected.topPhotographers.items.length).toBe(DASHBOARD_TOP_PHOTOGRAPHERS_LIMIT);
    });

    it('stays exact after orders, transactions and reviews change or go away', async () => {
      const db = t.db();
      const completed = rows.orders.find(
        (o) => o.status === 'completed' && o.photographer_id !== null,
      )!;
      await db
        .updateTable('orders')
        .set({ status: 'cancelled' })
        .where('id', '=', completed.id)
        .execute();
      completed.status = 'cancelled';

      const payment = rows.transactions.find(
        (x) => x.type === 'payment' && x.status === 'succeeded',
      )!;
      await db
        .updateTable('transactions')
        .set({ status: 'failed' })
        .where('id', '=', payment.id)
        .execute();
      payment.status = 'failed';

      const payout = rows.transactions.find(
        (x) =>
          x.type === 'payout' && x.status === 'pending' && month(x.created_at) === currentMonth(),
      );
      if (payout) {
        await db
          .updateTable('transactions')
          .set({ status: 'succeeded' })
          .where('id', '=', payout.id)
          .execute();
        payout.status = 'succeeded';
      }

      const review = rows.reviews[0]!;
      await db.deleteFrom('reviews').where('id', '=', review.id).execute();
      rows.reviews = rows.reviews.filter((r) => r.id !== review.id);

      const answers = await dashboardAnswers(t, authorization);
      const expected = expectedFigures(rows);
      expect(answers.statistics).toEqual(expected.statistics);
      expect(answers.series).toEqual(expected.series);
      expect(answers.topIncome).toEqual(expected.topIncome);
      expect(answers.topPhotographers).toEqual(expected.topPhotographers);
    });

    it('counts an order at 21:30 UTC on the last day of a month in the next Riyadh month', async () => {
      const db = t.db();
      const before = await dashboardAnswers(t, authorization);
      const photographer = rows.photographers.find((p) => p.status === 'approved')!;
      /** An order with a succeeded payment and payout, all at `created_at`. */
      const insertPaidOrder = async (created_at: string, price: number) => {
        const order = {
          code: `LQ-B${rows.orders.length}`,
          customer_id: rows.customers[0]!.id,
          photographer_id: photographer.id,
          service_id: rows.services[0]!.id,
          price,
          status: 'completed' as const,
          created_at,
        };
        const { id } = await db
          .insertInto('orders')
          .values({
            ...order,
            session_at: created_at,
            city: 'الرياض',
            address: '',
            notes: null,
            cancel_reason: null,
            updated_at: created_at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        rows.orders.push({ id, ...order });
        for (const [type, amount, commission_amount] of [
          ['payment', price, 0],
          ['payout', price - 100, 100],
        ] as const) {
          const transaction = {
            order_id: id,
            type,
            status: 'succeeded' as const,
            amount,
            commission_amount,
            created_at,
          };
          const inserted = await db
            .insertInto('transactions')
            .values({
              ...transaction,
              method: 'card',
              reference: `TX-B${rows.transactions.length}`,
              updated_at: created_at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          rows.transactions.push({ id: inserted.id, ...transaction });
        }
      };
      // 00:30 on the 1st in Riyadh: this month. 20:59 UTC is still 23:59 of the month before.
      await insertPaidOrder(endOfPreviousMonthAt('21:30:00'), 1_000_000);
      await insertPaidOrder(endOfPreviousMonthAt('20:59:00'), 70_000);

      const answers = await dashboardAnswers(t, authorization);
      const series = (answer: typeof answers) => answer.series.months.slice(-2);
      const [previous, current] = series(answers);
      const [previousBefore, currentBefore] = series(before);
      expect(current!.orders).toBe(currentBefore!.orders + 1);
      expect(current!.revenue).toBe(currentBefore!.revenue + 1_000_000);
      expect(previous!.orders).toBe(previousBefore!.orders + 1);
      expect(previous!.revenue).toBe(previousBefore!.revenue + 70_000);
      expect(answers.statistics.revenue.this_month).toBe(
        before.statistics.revenue.this_month + 1_000_000,
      );
      expect(answers.statistics.commission.this_month).toBe(
        before.statistics.commission.this_month + 100,
      );
      // The big payout makes this photographer the month's top income.
      expect(answers.topIncome.photographer?.id).toBe(photographer.id);
      const expected = expectedFigures(rows);
      expect(answers.statistics).toEqual(expected.statistics);
      expect(answers.series).toEqual(expected.series);
      expect(answers.topIncome).toEqual(expected.topIncome);
    });
  });
});
