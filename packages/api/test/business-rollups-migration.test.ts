import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { photographerPaths } from '@laqta/contract';
import { createMigrator, migrateToLatest } from '../src/db/migrate.js';
import { describeOnEachDatabase } from './support/databases.js';
import { adminAuthorization, insertMarketplaceRows } from './support/marketplace-rows.js';

/**
 * Migrations 0008 (quarter-hour roll-ups) and 0009 (folded search columns) on a database that
 * already holds rows: each builds what it keeps from the rows there, on both databases.
 */
describeOnEachDatabase('roll-ups and search columns built from existing rows', (t) => {
  it('fills the quarter-hour roll-ups and the search indexes from the rows already there', async () => {
    const db = t.db();
    const schema =
      t.dialect === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
            ?.schema
        : undefined;
    const migrator = createMigrator(db, undefined, schema);
    // Back to before 0008, then rows written with neither the quarter triggers nor the columns.
    for (const expected of ['0009_normalized_search_columns', '0008_quarter_hour_rollups']) {
      const { error, results } = await migrator.migrateDown();
      expect(error).toBeUndefined();
      expect(results?.[0]?.migrationName).toBe(expected);
    }
    const rows = await insertMarketplaceRows(db, { seed: 'before-0008', orderCount: 60 });
    await sql`update photographers set name = 'فاطمة الأحمدي' where id = ${rows.photographers[0]!.id}`.execute(
      db,
    );
    expect(await migrateToLatest(db)).toEqual([
      '0008_quarter_hour_rollups',
      '0009_normalized_search_columns',
    ]);

    const quarterOf = (iso: string) =>
      `${iso.slice(0, 14)}${String(Number(iso.slice(14, 16)) - (Number(iso.slice(14, 16)) % 15)).padStart(2, '0')}`;
    const orderCounts = new Map<string, number>();
    for (const order of rows.orders) {
      const key = `${quarterOf(order.created_at)} ${order.status}`;
      orderCounts.set(key, (orderCounts.get(key) ?? 0) + 1);
    }
    const stored = await db
      .selectFrom('dashboard_order_quarters')
      .select(['quarter', 'status', 'orders_count'])
      .where('orders_count', '>', 0)
      .execute();
    expect(
      new Map(stored.map((r) => [`${r.quarter} ${r.status}`, Number(r.orders_count)])),
    ).toEqual(orderCounts);
    const amounts = await db
      .selectFrom('dashboard_transaction_quarters')
      .select(sql<number | string>`sum(amount_total)`.as('total'))
      .executeTakeFirstOrThrow();
    expect(Number(amounts.total)).toBe(rows.transactions.reduce((s, x) => s + x.amount, 0));
    const payouts = await db
      .selectFrom('dashboard_photographer_quarters')
      .select(sql<number | string>`sum(payouts_total)`.as('total'))
      .executeTakeFirstOrThrow();
    const succeededPayouts = rows.transactions.filter(
      (x) =>
        x.type === 'payout' &&
        x.status === 'succeeded' &&
        rows.orders.find((o) => o.id === x.order_id)?.photographer_id !== null,
    );
    expect(Number(payouts.total ?? 0)).toBe(succeededPayouts.reduce((s, x) => s + x.amount, 0));

    // The search index holds the name written before 0009.
    const authorization = await adminAuthorization(db);
    const response = await t.app().inject({
      method: 'GET',
      url: `${photographerPaths.list}?search=${encodeURIComponent('فاطمه الاحمدي')}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((p: { name: string }) => p.name)).toEqual(['فاطمة الأحمدي']);
  });
});
