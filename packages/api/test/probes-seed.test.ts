import { sql, type Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { DB } from '../src/db/schema.js';
import { suspendSecondaryIndexes } from '../src/seed/bulk-indexes.js';
import { suspendRollupTriggers } from '../src/seed/rollups.js';
import { seedMarketplace } from '../src/seed/seed-marketplace.js';
import { prepareDatabase } from '../src/startup.js';
import { describeOnEachDatabase } from './support/databases.js';

// Probes of issue 19: a seeder killed half-way (indexes dropped, roll-up triggers off, its undo
// never run) leaves nothing lost: the next start puts every index and trigger back and rebuilds the
// roll-ups the triggers missed.
const silentLog = { info() {}, warn() {}, error() {} };

async function indexNames(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'index' and sql is not null order by name`.execute(
    db,
  );
  return rows.map((row) => row.name);
}

/** Pending orders of `month` as the dashboard roll-up counts them. */
async function rolledUp(db: Kysely<DB>, month: string): Promise<number> {
  const row = await db
    .selectFrom('dashboard_order_months')
    .select('orders_count')
    .where('month', '=', month)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.orders_count ?? 0);
}

/** Inserts a copy of an existing order at `at` (pending), as anyone writing beside a seed would. */
async function addOrder(db: Kysely<DB>, code: string, at: string): Promise<void> {
  const any = await db.selectFrom('orders').selectAll().limit(1).executeTakeFirstOrThrow();
  await db
    .insertInto('orders')
    .values({
      ...any,
      id: undefined,
      payout_due: undefined,
      code,
      status: 'pending',
      created_at: at,
      updated_at: at,
    })
    .execute();
}

describeOnEachDatabase('probes: a seed killed half-way is mended at the next start', (t) => {
  beforeAll(async () => {
    await seedMarketplace(t.db(), { customers: 20, photographers: 6, orders: 60, seed: 'kill' });
  });

  const start = () =>
    prepareDatabase({
      database: { db: t.db(), dialect: t.dialect, close: async () => {} },
      config: t.config(),
      log: silentLog,
    });

  it('puts back the indexes and roll-up triggers a killed seed left suspended', async () => {
    const db = t.db();
    const before = t.dialect === 'sqlite' ? await indexNames(db) : [];
    // What a seeder does before its bulk load; killed, it never runs the undo these return.
    await suspendRollupTriggers(db, t.dialect);
    await suspendSecondaryIndexes(db, t.dialect);
    if (t.dialect === 'sqlite') {
      expect(await indexNames(db)).not.toContain('orders_customer_id_created_at_index');
    }
    // Written while the triggers were off: no roll-up counts it.
    await addOrder(db, 'LQ-WHILE-OFF', '2019-03-10T10:00:00.000Z');
    expect(await rolledUp(db, '2019-03')).toBe(0);

    await start();

    if (t.dialect === 'sqlite') {
      expect(await indexNames(db)).toEqual(before);
      const fresh = openDatabase(':memory:');
      try {
        await migrateToLatest(fresh.db);
        expect(await indexNames(db)).toEqual(await indexNames(fresh.db));
      } finally {
        await fresh.close();
      }
    }
    // The roll-ups were rebuilt from the rows, and the triggers count new rows again.
    expect(await rolledUp(db, '2019-03')).toBe(1);
    await addOrder(db, 'LQ-AFTER-START', '2019-03-11T10:00:00.000Z');
    expect(await rolledUp(db, '2019-03')).toBe(2);
    await db.deleteFrom('orders').where('code', 'in', ['LQ-WHILE-OFF', 'LQ-AFTER-START']).execute();
  });

  it('leaves no bookkeeping behind once a seed finishes, and starts twice the same', async () => {
    await seedMarketplace(t.db(), { customers: 5, photographers: 6, orders: 10, seed: 'again' });
    if (t.dialect === 'sqlite') {
      const before = await indexNames(t.db());
      const { rows } = await sql`
        select name from sqlite_master where name = 'seed_suspended_objects'`.execute(t.db());
      expect(rows).toEqual([]);
      await start();
      expect(await indexNames(t.db())).toEqual(before);
    }
  });
});
