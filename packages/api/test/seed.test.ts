import { expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { DB } from '../src/db/schema.js';
import { readCommissionRate } from '../src/modules/settings/queries.js';
import { commissionOf } from '../src/seed/orders.js';
import { seedMarketplace } from '../src/seed/seed-marketplace.js';
import { sql, type Kysely } from 'kysely';
import { describeOnEachDatabase } from './support/databases.js';

const now = new Date('2026-11-21T05:00:00.000Z');
const options = { customers: 60, photographers: 14, orders: 900, seed: 'invariants', now };
const DAY = 86_400_000;

/** Everything the seeder wrote, in a stable order, for comparing two runs. */
async function snapshot(db: Kysely<DB>) {
  return {
    customers: await db.selectFrom('customers').selectAll().orderBy('id').execute(),
    photographers: (await db.selectFrom('photographers').selectAll().orderBy('id').execute()).map(
      (p) => ({
        ...p,
        // PostgreSQL divides in numeric, SQLite in double: equal to many digits, not to the last bit.
        rating_avg: p.rating_avg === null ? null : Number(Number(p.rating_avg).toFixed(9)),
      }),
    ),
    orders: await db.selectFrom('orders').selectAll().orderBy('id').execute(),
    transactions: await db.selectFrom('transactions').selectAll().orderBy('id').execute(),
    reviews: await db.selectFrom('reviews').selectAll().orderBy('id').execute(),
  };
}

describeOnEachDatabase('seeder', (t) => {
  it('writes a consistent marketplace: money follows order status, ratings follow reviews', async () => {
    const db = t.db();
    const summary = await seedMarketplace(db, options);
    const rate = await readCommissionRate(db);
    const { customers, photographers, orders, transactions, reviews } = await snapshot(db);

    expect(summary.orders).toBe(options.orders);
    expect(orders).toHaveLength(options.orders);
    expect(customers).toHaveLength(options.customers);
    expect(photographers).toHaveLength(options.photographers);
    expect(
      customers.every((c) => /[\u0600-\u06FF]/.test(c.name) && /[\u0600-\u06FF]/.test(c.city)),
    ).toBe(true);

    // Orders spread over the last 18 months and never in the future.
    const created = orders.map((o) => Date.parse(o.created_at));
    expect(Math.min(...created)).toBeGreaterThanOrEqual(now.getTime() - 18 * 30.5 * DAY);
    expect(Math.min(...created)).toBeLessThan(now.getTime() - 16 * 30 * DAY);
    expect(Math.max(...created)).toBeLessThanOrEqual(now.getTime());
    expect(Math.max(...created)).toBeGreaterThan(now.getTime() - 7 * DAY);
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['pending', 'confirmed', 'in_progress', 'completed', 'cancelled']),
    );

    const byOrder = new Map<number, typeof transactions>();
    for (const x of transactions) byOrder.set(x.order_id, [...(byOrder.get(x.order_id) ?? []), x]);
    const succeeded = (orderId: number, type: string) =>
      (byOrder.get(orderId) ?? []).filter((x) => x.type === type && x.status === 'succeeded');
    let paidCancellations = 0;
    for (const order of orders) {
      const payments = succeeded(order.id, 'payment');
      const refunds = succeeded(order.id, 'refund');
      const payouts = succeeded(order.id, 'payout');
      for (const x of byOrder.get(order.id) ?? []) {
        expect(x.created_at >= order.created_at && Date.parse(x.created_at) <= now.getTime()).toBe(
          true,
        );
      }
      if (order.status === 'completed') {
        expect(payments.map((p) => p.amount)).toEqual([order.price]);
        const commission = commissionOf(order.price, rate);
        expect(payouts.map((p) => [p.amount, p.commission_amount])).toEqual([
          [order.price - commission, commission],
        ]);
        expect(order.photographer_id).not.toBeNull();
      } else {
        expect(payouts).toEqual([]);
      }
      if (order.status === 'cancelled') {
        // A cancelled order that was paid is refunded in full; one that was not paid has no refund.
        expect(refunds.map((r) => r.amount)).toEqual(payments.map((p) => p.amount));
        if (payments.length > 0) paidCancellations++;
      } else {
        expect(refunds).toEqual([]);
      }
      if (order.status === 'pending') expect(payments).toEqual([]);
      if (order.status === 'confirmed' || order.status === 'in_progress') {
        expect(payments.map((p) => p.amount)).toEqual([order.price]);
      }
    }
    expect(paidCancellations).toBeGreaterThan(0);

    // Reviews belong to completed orders, and the photographers' figures come from them.
    const orderById = new Map(orders.map((o) => [o.id, o]));
    for (const review of reviews) {
      const order = orderById.get(review.order_id)!;
      expect(order.status).toBe('completed');
      expect(review.photographer_id).toBe(order.photographer_id);
    }
    expect(reviews.length).toBeGreaterThan(0);
    for (const p of photographers) {
      const ratings = reviews.filter((r) => r.photographer_id === p.id).map((r) => r.rating);
      expect(p.reviews_count).toBe(ratings.length);
      if (ratings.length === 0) expect(p.rating_avg).toBeNull();
      else expect(p.rating_avg).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 9);
      expect(p.completed_orders_count).toBe(
        orders.filter((o) => o.photographer_id === p.id && o.status === 'completed').length,
      );
    }
  });

  it('leaves the dashboard roll-ups equal to the rows, with their triggers armed again', async () => {
    const db = t.db();
    const rollup = await db
      .selectFrom('dashboard_order_months')
      .select(['month', 'status', 'orders_count'])
      .where('orders_count', '>', 0)
      .orderBy('month')
      .orderBy('status')
      .execute();
    const orders = await db.selectFrom('orders').select(['created_at', 'status']).execute();
    const direct = new Map<string, number>();
    for (const o of orders) {
      const key = `${o.created_at.slice(0, 7)} ${o.status}`;
      direct.set(key, (direct.get(key) ?? 0) + 1);
    }
    expect(new Map(rollup.map((r) => [`${r.month} ${r.status}`, Number(r.orders_count)]))).toEqual(
      direct,
    );
    // The days the orders list's deep pages start from (migration 0049).
    const days = await db
      .selectFrom('dashboard_order_days')
      .select(['day', 'status', 'orders_count'])
      .where('orders_count', '>', 0)
      .execute();
    const directDays = new Map<string, number>();
    for (const o of orders) {
      const key = `${o.created_at.slice(0, 10)} ${o.status}`;
      directDays.set(key, (directDays.get(key) ?? 0) + 1);
    }
    expect(new Map(days.map((r) => [`${r.day} ${r.status}`, Number(r.orders_count)]))).toEqual(
      directDays,
    );

    const payouts = await db
      .selectFrom('transactions')
      .select(['commission_amount'])
      .where('type', '=', 'payout')
      .where('status', '=', 'succeeded')
      .execute();
    const commission = await db
      .selectFrom('dashboard_transaction_months')
      .select((eb) => eb.fn.sum<number>('commission_total').as('total'))
      .where('type', '=', 'payout')
      .where('status', '=', 'succeeded')
      .executeTakeFirstOrThrow();
    expect(Number(commission.total)).toBe(payouts.reduce((a, p) => a + p.commission_amount, 0));

    // The secondary indexes dropped for the bulk load are back: the same as a fresh migration's.
    if (t.dialect === 'sqlite') {
      const indexNames = async (of: Kysely<DB>) =>
        (
          await sql<{ name: string }>`
            select name from sqlite_master where type = 'index' and sql is not null order by name`.execute(
            of,
          )
        ).rows.map((r) => r.name);
      const fresh = openDatabase(':memory:');
      try {
        await migrateToLatest(fresh.db);
        expect(await indexNames(db)).toEqual(await indexNames(fresh.db));
        expect(await indexNames(db)).toContain('orders_customer_id_created_at_index');
      } finally {
        await fresh.close();
      }
    }

    // A row written after seeding is counted by the triggers again.
    const any = await db.selectFrom('orders').selectAll().limit(1).executeTakeFirstOrThrow();
    // A new row: its own id, and payout_due is generated by the database.
    const { id: _id, payout_due: _payoutDue, ...columns } = any;
    const at = '2020-01-15T10:00:00.000Z';
    await db
      .insertInto('orders')
      .values({
        ...columns,
        code: 'LQ-AFTER',
        status: 'pending',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const after = await db
      .selectFrom('dashboard_order_months')
      .select('orders_count')
      .where('month', '=', '2020-01')
      .where('status', '=', 'pending')
      .executeTakeFirst();
    expect(Number(after?.orders_count)).toBe(1);
    const dayCount = () =>
      db
        .selectFrom('dashboard_order_days')
        .select('orders_count')
        .where('day', '=', '2020-01-15')
        .where('status', '=', 'pending')
        .executeTakeFirst();
    expect(Number((await dayCount())?.orders_count)).toBe(1);
    await db.deleteFrom('orders').where('code', '=', 'LQ-AFTER').execute();
    expect(Number((await dayCount())?.orders_count)).toBe(0);

    // The customers' count (migration 0050): equal to a recount, and kept by its triggers after.
    const customersKept = async () =>
      Number(
        (
          await db
            .selectFrom('dashboard_counts')
            .select('row_count')
            .where('name', '=', 'customers')
            .executeTakeFirstOrThrow()
        ).row_count,
      );
    const customersCounted = async () =>
      Number(
        (
          await db
            .selectFrom('customers')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const seeded = await customersCounted();
    expect(seeded).toBeGreaterThan(0);
    expect(await customersKept()).toBe(seeded);
    const customer = await db
      .selectFrom('customers')
      .selectAll()
      .limit(1)
      .executeTakeFirstOrThrow();
    const { id: _customerId, name_search: _nameSearch, ...customerColumns } = customer;
    const { id: addedId } = await db
      .insertInto('customers')
      .values({ ...customerColumns, email: 'after.seed@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await customersKept()).toBe(seeded + 1);
    await db.deleteFrom('customers').where('id', '=', addedId).execute();
    expect(await customersKept()).toBe(seeded);
  });

  it("moves every cache version once its rows are in, and leaves the versions' triggers armed", async () => {
    const db = t.db();
    const versions = async () =>
      Object.fromEntries(
        (await db.selectFrom('cache_versions').select(['name', 'version']).execute()).map((row) => [
          row.name,
          Number(row.version),
        ]),
      );
    const seeded = await versions();
    // A fresh database starts each at 1; the seeder's rows moved each (settings: its defaults).
    expect(seeded).toMatchObject({
      customer_search: expect.any(Number),
      marketplace: expect.any(Number),
    });
    expect(seeded.customer_search).toBeGreaterThan(1);
    expect(seeded.marketplace).toBeGreaterThan(1);
    // The same values written again: the triggers fire for any write, and the rows stay seeded.
    await sql`update orders set city = city where id = 1`.execute(db);
    await sql`update customers set name = name where id = 1`.execute(db);
    const after = await versions();
    expect(after.marketplace).toBeGreaterThan(seeded.marketplace!);
    expect(after.customer_search).toBeGreaterThan(seeded.customer_search!);
  });

  it('writes the same rows for the same seed, and other rows for another seed', async () => {
    const twin = openDatabase(':memory:');
    const other = openDatabase(':memory:');
    try {
      for (const d of [twin, other]) await migrateToLatest(d.db);
      await seedMarketplace(twin.db, options);
      await seedMarketplace(other.db, { ...options, seed: 'another seed' });
      const first = await snapshot(t.db());
      const second = await snapshot(twin.db);
      // Same seed: identical rows (numbers compared as numbers; both databases store the same values).
      expect(JSON.parse(JSON.stringify(second))).toEqual(JSON.parse(JSON.stringify(first)));
      expect((await snapshot(other.db)).orders).not.toEqual(second.orders);
    } finally {
      await twin.close();
      await other.close();
    }
  });
});
