import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { photographerPaths } from '@laqta/contract';
import { createMigrator, migrateToLatest } from '../src/db/migrate.js';
import type { DB } from '../src/db/schema.js';
import { seedMarketplace } from '../src/seed/seed-marketplace.js';
import { describeOnEachDatabase } from './support/databases.js';
import { adminAuthorization, insertMarketplaceRows } from './support/marketplace-rows.js';

/**
 * Migrations 0008 (quarter-hour roll-ups) and 0009 (folded search columns) on a database that
 * already holds rows: each builds what it keeps from the rows there, on both databases.
 */
/** Order counts per quarter-hour and status, recounted from the orders table. */
async function recountedOrderQuarters(db: Kysely<DB>): Promise<Map<string, number>> {
  const orders = await db.selectFrom('orders').select(['created_at', 'status']).execute();
  const counts = new Map<string, number>();
  for (const { created_at, status } of orders) {
    const minutes = Number(created_at.slice(14, 16));
    const quarter = `${created_at.slice(0, 14)}${String(minutes - (minutes % 15)).padStart(2, '0')}`;
    counts.set(`${quarter} ${status}`, (counts.get(`${quarter} ${status}`) ?? 0) + 1);
  }
  return counts;
}

/** Order counts per quarter-hour and status, as the roll-up holds them. */
async function storedOrderQuarters(db: Kysely<DB>): Promise<Map<string, number>> {
  const stored = await db
    .selectFrom('dashboard_order_quarters')
    .select(['quarter', 'status', 'orders_count'])
    .where('orders_count', '>', 0)
    .execute();
  return new Map(stored.map((r) => [`${r.quarter} ${r.status}`, Number(r.orders_count)]));
}

/** Every quarter-hour roll-up equals a plain recount of the rows. */
async function expectQuarterRollupsExact(db: Kysely<DB>): Promise<void> {
  const recounted = await recountedOrderQuarters(db);
  expect(recounted.size).toBeGreaterThan(0);
  expect(await storedOrderQuarters(db)).toEqual(recounted);
  const total = async (query: { executeTakeFirstOrThrow(): Promise<{ total: unknown }> }) =>
    Number((await query.executeTakeFirstOrThrow()).total ?? 0);
  expect(
    await total(
      db.selectFrom('dashboard_transaction_quarters').select(sql`sum(amount_total)`.as('total')),
    ),
  ).toBe(await total(db.selectFrom('transactions').select(sql`sum(amount)`.as('total'))));
  expect(
    await total(
      db.selectFrom('dashboard_photographer_quarters').select(sql`sum(payouts_total)`.as('total')),
    ),
  ).toBe(
    await total(
      db
        .selectFrom('transactions')
        .innerJoin('orders', 'orders.id', 'transactions.order_id')
        .select(sql`sum(transactions.amount)`.as('total'))
        .where('transactions.type', '=', 'payout')
        .where('transactions.status', '=', 'succeeded')
        .where('orders.photographer_id', 'is not', null),
    ),
  );
}

describeOnEachDatabase('roll-ups and search columns built from existing rows', (t) => {
  it('the seeder’s bulk load (triggers suspended) leaves the quarter-hour roll-ups exact', async () => {
    const db = t.db();
    await seedMarketplace(db, { orders: 300, customers: 40, photographers: 10, seed: 'quarters' });
    await expectQuarterRollupsExact(db);
  });

  it('fills the quarter-hour roll-ups and the search indexes from the rows already there', async () => {
    const db = t.db();
    const schema =
      t.dialect === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
            ?.schema
        : undefined;
    const migrator = createMigrator(db, undefined, schema);
    // Back to before 0008 (later migrations go down too), then rows written with neither the
    // quarter triggers nor the columns.
    const { error } = await migrator.migrateTo('0007_normalized_name_search');
    expect(error).toBeUndefined();
    const applied = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(db);
    expect(applied.rows.at(-1)?.name).toBe('0007_normalized_name_search');
    const rows = await insertMarketplaceRows(db, { seed: 'before-0008', orderCount: 60 });
    await sql`update photographers set name = 'فاطمة الأحمدي' where id = ${rows.photographers[0]!.id}`.execute(
      db,
    );
    expect((await migrateToLatest(db)).slice(0, 2)).toEqual([
      '0008_quarter_hour_rollups',
      '0009_normalized_search_columns',
    ]);

    await expectQuarterRollupsExact(db);

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
