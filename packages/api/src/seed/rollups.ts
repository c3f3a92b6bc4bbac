import { sql, type Kysely } from 'kysely';
import { dialectOf, type Dialect } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { quarterRollupsFromRows } from '../db/migrations/0008_quarter_hour_rollups.js';
import { paidOutFromRows } from '../db/migrations/0020_order_operations.js';
import { orderDaysFromRows } from '../db/migrations/0049_order_day_rollup.js';
import { customerCountFromRows } from '../db/migrations/0050_customer_count_rollup.js';
import {
  restoreSchemaObjects,
  suspendedSchemaObjects,
  suspendSchemaObjects,
} from './suspended-schema.js';

/**
 * The tables whose triggers keep the dashboard roll-ups and photographers' counters (migration
 * 0003), and the customers' count (0050). Their cache versions' triggers (0051, 0052) are
 * suspended with them: the rebuild moves every version once instead.
 */
const tablesWithRollupTriggers = ['orders', 'transactions', 'reviews', 'customers'] as const;

/**
 * Bulk writes skip the per-row roll-up triggers (a fifth of the seeding time at a million orders)
 * and rebuild every roll-up once at the end. Returns the undo, which rebuilds and re-arms the
 * triggers. While suspended, rows written by anyone else are not counted until the rebuild, which
 * counts everything.
 *
 * A seeder killed before its undo ran leaves the triggers off: the next start notices
 * (`restoreRollupTriggers`), rebuilds the roll-ups and arms them again. The rebuild always comes
 * first, so a kill between the two leaves the triggers off and the next start does both again.
 */
export async function suspendRollupTriggers(
  db: Kysely<DB>,
  dialect: Dialect,
): Promise<() => Promise<void>> {
  if (dialect === 'postgres') {
    await setPostgresTriggers(db, 'disable');
    return async () => {
      await rebuildRollups(db);
      await setPostgresTriggers(db, 'enable');
    };
  }
  // SQLite cannot disable a trigger: record its definition and drop it (one transaction), and
  // create it again afterwards.
  const { rows: triggers } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master
    where type = 'trigger' and (name like '%rollup%' or name like '%version%')
      and tbl_name in (${sql.join([...tablesWithRollupTriggers])})`.execute(db);
  await suspendSchemaObjects(
    db,
    triggers.map((trigger) => ({ type: 'trigger', name: trigger.name, sql: trigger.sql })),
  );
  return async () => {
    await rebuildRollups(db);
    await restoreSchemaObjects(db, 'trigger');
  };
}

/** PostgreSQL: the user triggers of the roll-up tables, all on or all off (one transaction). */
async function setPostgresTriggers(db: Kysely<DB>, state: 'enable' | 'disable'): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of tablesWithRollupTriggers) {
      await sql`alter table ${sql.table(table)} ${sql.raw(state)} trigger user`.execute(trx);
    }
  });
}

/** PostgreSQL: whether a roll-up table of this schema has a user trigger switched off. */
async function postgresTriggersOff(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql`
    select 1 from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and t.tgenabled = 'D' and pg_table_is_visible(c.oid)
      and c.relname in (${sql.join([...tablesWithRollupTriggers])})
    limit 1`.execute(db);
  return rows.length > 0;
}

/**
 * Start-up step: the roll-up triggers an interrupted bulk load left off are armed again, after
 * the roll-ups are rebuilt from the rows (which the triggers did not count meanwhile).
 */
export async function restoreRollupTriggers({
  db,
  log,
}: {
  db: Kysely<DB>;
  log: Logger;
}): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    if (!(await postgresTriggersOff(db))) return;
    await rebuildRollups(db);
    await setPostgresTriggers(db, 'enable');
  } else {
    if ((await suspendedSchemaObjects(db, 'trigger')).length === 0) return;
    await rebuildRollups(db);
    await restoreSchemaObjects(db, 'trigger');
  }
  log.warn('roll-up triggers an interrupted seed left off are armed again (roll-ups rebuilt)');
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

    // The quarter-hour roll-ups of migration 0008 (business months in any time zone).
    for (const table of [
      'dashboard_order_quarters',
      'dashboard_transaction_quarters',
      'dashboard_photographer_quarters',
    ])
      await sql`delete from ${sql.table(table)}`.execute(trx);
    for (const statement of quarterRollupsFromRows) await sql.raw(statement).execute(trx);

    // The days of migration 0049 (the orders list's deep pages).
    await sql`delete from dashboard_order_days`.execute(trx);
    await sql.raw(orderDaysFromRows).execute(trx);

    // The customers' count of migration 0050.
    await sql.raw(customerCountFromRows).execute(trx);

    // Each order's succeeded payout (migration 0020's trigger, suspended with the others).
    await sql.raw(paidOutFromRows).execute(trx);

    await sql`
      update photographers set
        completed_orders_count = (
          select count(*) from orders o where o.photographer_id = photographers.id and o.status = 'completed'),
        reviews_count = (
          select count(*) from reviews r
          where r.photographer_id = photographers.id and r.hidden_at is null),
        rating_total = (
          select coalesce(sum(r.rating), 0) from reviews r
          where r.photographer_id = photographers.id and r.hidden_at is null),
        rating_avg = (
          select avg(r.rating * 1.0) from reviews r
          where r.photographer_id = photographers.id and r.hidden_at is null)`.execute(trx);

    // Rows changed in bulk, some while their triggers were off: whatever a process keeps of them
    // (db/cache-version.ts) is old.
    await sql`update cache_versions set version = version + 1`.execute(trx);
  });
}
