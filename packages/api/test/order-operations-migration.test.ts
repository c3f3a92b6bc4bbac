import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../src/db/migrate.js';
import { seedMarketplace } from '../src/seed/seed-marketplace.js';
import { describeOnEachDatabase } from './support/databases.js';
import { insertMarketplaceRows } from './support/marketplace-rows.js';

/**
 * Migration 0020 (issue 13) on a database that already holds orders: every row stays as it was
 * and valid, `no_show` becomes a status, cancelled orders get their cancellation time and paid
 * orders their payout time, and the orders table keeps its indexes, triggers and references.
 */
describeOnEachDatabase('migration 0020: no-show and payouts on existing orders', (t) => {
  it('keeps every order valid and as it was, and fills what it adds from the rows', async () => {
    const db = t.db();
    const schema =
      t.dialect === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
            ?.schema
        : undefined;
    const { error } = await createMigrator(db, undefined, schema).migrateTo('0017_security_policy');
    expect(error).toBeUndefined();
    const rows = await insertMarketplaceRows(db, { seed: 'before-0020', orderCount: 80 });
    const ordersBefore = await sql<Record<string, unknown>>`
      select id, code, status, customer_id, photographer_id, session_at, price, cancel_reason, updated_at
      from orders order by id`.execute(db);
    expect(ordersBefore.rows.length).toBe(80);
    const before = await sql<{
      n: number | string;
    }>`select count(*) as n from transactions`.execute(db);

    expect(await migrateToLatest(db)).toContain('0020_order_operations');

    const ordersAfter = await sql<Record<string, unknown>>`
      select id, code, status, customer_id, photographer_id, session_at, price, cancel_reason, updated_at
      from orders order by id`.execute(db);
    expect(ordersAfter.rows).toEqual(ordersBefore.rows);
    const after = await sql<{ n: number | string }>`select count(*) as n from transactions`.execute(
      db,
    );
    expect(Number(after.rows[0]!.n)).toBe(Number(before.rows[0]!.n));

    const migrated = await db
      .selectFrom('orders')
      .select(['id', 'status', 'updated_at', 'cancelled_at', 'paid_out_at'])
      .execute();
    const paidOut = new Set(
      rows.transactions
        .filter((tx) => tx.type === 'payout' && tx.status === 'succeeded')
        .map((tx) => tx.order_id),
    );
    for (const order of migrated) {
      expect(order.cancelled_at).toBe(order.status === 'cancelled' ? order.updated_at : null);
      expect(order.paid_out_at !== null).toBe(paidOut.has(order.id));
    }

    // no_show is a status now; anything else still is not.
    const some = rows.orders[0]!;
    await db.updateTable('orders').set({ status: 'no_show' }).where('id', '=', some.id).execute();
    await expect(
      sql`update orders set status = 'lost' where id = ${some.id}`.execute(db),
    ).rejects.toThrow();
    // The roll-up triggers on orders came back with the table.
    const noShow = await db
      .selectFrom('dashboard_order_months')
      .select(sql<number | string>`sum(orders_count)`.as('n'))
      .where('status', '=', 'no_show')
      .executeTakeFirstOrThrow();
    expect(Number(noShow.n)).toBe(1);
    // References to orders still hold.
    await expect(
      sql`insert into transactions (order_id, type, amount, commission_amount, method, status, reference, created_at, updated_at)
          values (999999, 'payment', 1, 0, 'card', 'succeeded', 'X-1', '2026-01-01', '2026-01-01')`.execute(
        db,
      ),
    ).rejects.toThrow();
  });

  it('a bulk seed (roll-up triggers suspended) leaves paid_out_at exact: its completed orders are paid out', async () => {
    const db = t.db();
    await seedMarketplace(db, { orders: 300, customers: 40, photographers: 10, seed: 'payouts' });
    const wrong = await sql<{ n: number | string }>`
      select count(*) as n from orders o
      where (o.paid_out_at is not null) <> exists (
        select 1 from transactions t
        where t.order_id = o.id and t.type = 'payout' and t.status = 'succeeded')`.execute(db);
    expect(Number(wrong.rows[0]!.n)).toBe(0);
    const completed = await sql<{ n: number | string }>`
      select count(*) as n from orders where status = 'completed' and paid_out_at is not null`.execute(
      db,
    );
    expect(Number(completed.rows[0]!.n)).toBeGreaterThan(0);
  });
});
