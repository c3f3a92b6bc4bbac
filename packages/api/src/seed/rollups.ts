import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/dialect.js';
import type { DB } from '../db/schema.js';

/** The tables whose triggers keep the dashboard roll-ups and photographers' counters (migration 0003). */
const tablesWithRollupTriggers = ['orders', 'transactions', 'reviews'] as const;

/**
 * Bulk writes skip the per-row roll-up triggers (a fifth of the seeding time at a million orders)
 * and rebuild every roll-up once at the end. Returns the undo, which rebuilds and re-arms the
 * triggers. While suspended, rows written by anyone else are not counted until the rebuild, which
 * counts everything.
 */
export async function suspendRollupTriggers(
  db: Kysely<DB>,
  dialect: Dialect,
): Promise<() => Promise<void>> {
  if (dialect === 'postgres') {
    for (const table of tablesWithRollupTriggers) {
      await sql`alter table ${sql.table(table)} disable trigger user`.execute(db);
    }
    return async () => {
      await rebuildRollups(db);
      for (const table of tablesWithRollupTriggers) {
        await sql`alter table ${sql.table(table)} enable trigger user`.execute(db);
      }
    };
  }
  // SQLite cannot disable a trigger: keep its definition, drop it, and create it again afterwards.
  const { rows: triggers } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master
    where type = 'trigger' and name like '%rollup%'
      and tbl_name in (${sql.join([...tablesWithRollupTriggers])})`.execute(db);
  for (const trigger of triggers) await sql`drop trigger ${sql.id(trigger.name)}`.execute(db);
  return async () => {
    await rebuildRollups(db);
    for (const trigger of triggers) await sql.raw(trigger.sql).execute(db);
  };
}

/** Recomputes every roll-up and the photographers' counters from the rows, in one transaction. */
export async function rebuildRollups(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from dashboard_order_months`.execute(trx);
    await sql`
      insert into dashboard_order_months (month, status, orders_count)
      select substr(created_at, 1, 7), status, count(*) from orders
      group by substr(created_at, 1, 7), status`.execute(trx);

    await sql`delete from dashboard_transaction_months`.execute(trx);
    await sql`
      insert into dashboard_transaction_months
        (month, type, status, transactions_count, amount_total, commission_total)
      select substr(created_at, 1, 7), type, status, count(*), sum(amount), sum(commission_amount)
      from transactions
      group by substr(created_at, 1, 7), type, status`.execute(trx);

    await sql`delete from dashboard_photographer_months`.execute(trx);
    await sql`
      insert into dashboard_photographer_months (month, photographer_id, payouts_count, payouts_total)
      select substr(t.created_at, 1, 7), o.photographer_id, count(*), sum(t.amount)
      from transactions t join orders o on o.id = t.order_id
      where t.type = 'payout' and t.status = 'succeeded' and o.photographer_id is not null
      group by substr(t.created_at, 1, 7), o.photographer_id`.execute(trx);

    await sql`
      update photographers set
        completed_orders_count = (
          select count(*) from orders o where o.photographer_id = photographers.id and o.status = 'completed'),
        reviews_count = (select count(*) from reviews r where r.photographer_id = photographers.id),
        rating_total = (
          select coalesce(sum(r.rating), 0) from reviews r where r.photographer_id = photographers.id),
        rating_avg = (select avg(r.rating * 1.0) from reviews r where r.photographer_id = photographers.id)`.execute(
      trx,
    );
  });
}
