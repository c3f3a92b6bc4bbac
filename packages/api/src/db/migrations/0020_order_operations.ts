import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, type Dialect } from '../dialect.js';

/**
 * Running orders and money (issue 13, ARCHITECTURE.md §8):
 * - `orders.status` may be `no_show` (the check is widened; every existing row stays valid);
 * - `orders.completed_at`, `cancelled_at` (the dashboard's "cancellations today"; existing
 *   cancelled orders take their last change, when they were cancelled), `commission_rate` (the
 *   rate in force at completion, which prices the payout), `paid_out_at` (kept by a trigger from
 *   the order's succeeded payout, so the payout queue is an index range however many orders
 *   were ever paid out);
 * - `transactions.bank_reference` (a payout's bank transfer);
 * - at most one succeeded payout per order: a partial unique index, whoever presses at once;
 * - partial indexes for the payout queue and the unassigned confirmed orders, and one on
 *   `cancelled_at`.
 */

const oldStatuses = `'pending', 'confirmed', 'in_progress', 'completed', 'cancelled'`;
const newStatuses = `'pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show'`;

/**
 * SQLite cannot change a column's check: the orders table is rebuilt (SQLite's documented
 * twelve steps) from its own stored definition with the check replaced, keeping every column,
 * index and trigger as they are. Foreign keys are off outside the transaction so dropping
 * `orders` does not touch the rows that reference it; the legacy rename leaves other tables'
 * triggers (which name `orders`) alone while the table is briefly missing.
 */
async function rebuildSqliteOrdersCheck(db: Kysely<unknown>, from: string, to: string) {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const { rows: tables } = await sql<{ sql: string }>`
        select sql from sqlite_master where type = 'table' and name = 'orders'`.execute(trx);
      const definition = tables[0]?.sql;
      const check = `status in (${from})`;
      if (definition === undefined || !definition.includes(check))
        throw new Error('orders: the status check to replace was not found');
      const { rows: dependents } = await sql<{ sql: string }>`
        select sql from sqlite_master
        where tbl_name = 'orders' and type in ('index', 'trigger') and sql is not null
        order by type, name`.execute(trx);
      const rebuilt = definition
        .replace(check, `status in (${to})`)
        .replace(/^CREATE TABLE\s+("?)orders\1/i, 'CREATE TABLE "orders_rebuilt"');
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into orders_rebuilt select * from orders`.execute(trx);
      await sql`drop table orders`.execute(trx);
      await sql`pragma legacy_alter_table = on`.execute(trx);
      await sql`alter table orders_rebuilt rename to orders`.execute(trx);
      await sql`pragma legacy_alter_table = off`.execute(trx);
      for (const dependent of dependents) await sql.raw(dependent.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('orders rebuild left dangling foreign keys');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function replacePostgresOrdersCheck(db: Kysely<unknown>, to: string) {
  const { rows } = await sql<{ name: string }>`
    select con.conname as name from pg_constraint con
    join pg_class rel on rel.oid = con.conrelid
    where rel.relname = 'orders' and con.contype = 'c'
      and pg_get_constraintdef(con.oid) like '%status%'
      and rel.relnamespace = (select oid from pg_namespace where nspname = current_schema())`.execute(
    db,
  );
  for (const { name } of rows)
    await sql`alter table orders drop constraint ${sql.id(name)}`.execute(db);
  await sql`alter table orders add constraint orders_status_check check (${sql.raw(`status in (${to})`)})`.execute(
    db,
  );
}

function replaceStatusCheck(db: Kysely<unknown>, from: string, to: string) {
  return dialectOf(db) === 'postgres'
    ? replacePostgresOrdersCheck(db, to)
    : rebuildSqliteOrdersCheck(db, from, to);
}

/**
 * Keeps `orders.paid_out_at` equal to the `updated_at` of the order's succeeded payout (null
 * while it has none). Named as a roll-up, so a bulk seed suspends it with the others and
 * `rebuildRollups` recomputes the column (seed/rollups.ts).
 */
export function payoutRollupTriggers(dialect: Dialect): string[] {
  if (dialect === 'postgres')
    return [
      `CREATE OR REPLACE FUNCTION transactions_payout_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.type = 'payout' AND OLD.status = 'succeeded' THEN
    UPDATE orders SET paid_out_at = NULL WHERE id = OLD.order_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.type = 'payout' AND NEW.status = 'succeeded' THEN
    UPDATE orders SET paid_out_at = NEW.updated_at WHERE id = NEW.order_id;
  END IF;
  RETURN NULL;
END
$$`,
      `CREATE TRIGGER transactions_payout_rollup AFTER INSERT OR DELETE OR UPDATE OF type, status, order_id
  ON transactions FOR EACH ROW EXECUTE FUNCTION transactions_payout_rollup()`,
    ];
  return [
    `CREATE TRIGGER transactions_payout_rollup_insert AFTER INSERT ON transactions
  WHEN NEW.type = 'payout' AND NEW.status = 'succeeded' BEGIN
  UPDATE orders SET paid_out_at = NEW.updated_at WHERE id = NEW.order_id;
END`,
    `CREATE TRIGGER transactions_payout_rollup_update AFTER UPDATE OF type, status, order_id ON transactions BEGIN
  UPDATE orders SET paid_out_at = NULL
    WHERE OLD.type = 'payout' AND OLD.status = 'succeeded' AND id = OLD.order_id;
  UPDATE orders SET paid_out_at = NEW.updated_at
    WHERE NEW.type = 'payout' AND NEW.status = 'succeeded' AND id = NEW.order_id;
END`,
    `CREATE TRIGGER transactions_payout_rollup_delete AFTER DELETE ON transactions
  WHEN OLD.type = 'payout' AND OLD.status = 'succeeded' BEGIN
  UPDATE orders SET paid_out_at = NULL WHERE id = OLD.order_id;
END`,
  ];
}

/** `orders.paid_out_at` recomputed from the rows (the migration's backfill and the seed's rebuild). */
export const paidOutFromRows = `
  update orders set paid_out_at = (
    select max(t.updated_at) from transactions t
    where t.order_id = orders.id and t.type = 'payout' and t.status = 'succeeded')
  where id in (select order_id from transactions where type = 'payout' and status = 'succeeded')
     or paid_out_at is not null`;

export const orderOperations: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await replaceStatusCheck(db, oldStatuses, newStatuses);
    const rate = dialect === 'postgres' ? 'double precision' : 'real';
    await db.schema.alterTable('orders').addColumn('completed_at', 'text').execute();
    await db.schema.alterTable('orders').addColumn('cancelled_at', 'text').execute();
    await db.schema.alterTable('orders').addColumn('commission_rate', sql.raw(rate)).execute();
    await db.schema.alterTable('orders').addColumn('paid_out_at', 'text').execute();
    await db.schema.alterTable('transactions').addColumn('bank_reference', 'text').execute();

    await sql`update orders set cancelled_at = updated_at where status = 'cancelled'`.execute(db);
    await sql.raw(paidOutFromRows).execute(db);

    await sql`create unique index transactions_one_succeeded_payout_index
      on transactions (order_id) where type = 'payout' and status = 'succeeded'`.execute(db);
    await sql`create index orders_payout_due_index
      on orders (session_at, id) where status = 'completed' and paid_out_at is null`.execute(db);
    await sql`create index orders_unassigned_confirmed_index
      on orders (session_at) where status = 'confirmed' and photographer_id is null`.execute(db);
    await sql`create index orders_cancelled_at_index on orders (cancelled_at)`.execute(db);
    for (const statement of payoutRollupTriggers(dialect)) await sql.raw(statement).execute(db);
  },

  /** Back: no-show orders become cancelled ones (their reason kept), the columns go. */
  async down(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    if (dialect === 'postgres') {
      await sql`drop trigger if exists transactions_payout_rollup on transactions`.execute(db);
      await sql`drop function if exists transactions_payout_rollup()`.execute(db);
    } else
      for (const verb of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger if exists transactions_payout_rollup_${verb}`).execute(db);
    for (const index of [
      'orders_cancelled_at_index',
      'orders_unassigned_confirmed_index',
      'orders_payout_due_index',
      'transactions_one_succeeded_payout_index',
    ])
      await sql`drop index if exists ${sql.id(index)}`.execute(db);
    await db.schema.alterTable('transactions').dropColumn('bank_reference').execute();
    for (const column of ['paid_out_at', 'commission_rate', 'cancelled_at', 'completed_at'])
      await db.schema.alterTable('orders').dropColumn(column).execute();
    await sql`update orders set status = 'cancelled' where status = 'no_show'`.execute(db);
    await replaceStatusCheck(db, newStatuses, oldStatuses);
  },
};
