import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, type Dialect } from '../dialect.js';

/**
 * Orders per UTC day and status (issue 21), beside the months of 0003, so a deep page of the
 * orders list in date order walks the index within one day instead of half a month
 * (modules/orders/queries.ts orderPage): at a million orders a month holds ~60,000, a day ~2,000.
 * Kept exact by its own triggers (names with "rollup", so the seeder's bulk load suspends them
 * with the others and refills the table: seed/rollups.ts); filled here from the rows.
 */

/** `YYYY-MM-DD` of an order's created_at (UTC), the same SQL on both databases. */
const dayOf = (row: string) => `substr(${row}.created_at, 1, 10)`;

const removeOld = `UPDATE dashboard_order_days SET orders_count = orders_count - 1
  WHERE day = ${dayOf('OLD')} AND status = OLD.status`;
const addNew = `INSERT INTO dashboard_order_days (day, status, orders_count)
  VALUES (${dayOf('NEW')}, NEW.status, 1)
  ON CONFLICT (day, status) DO UPDATE SET orders_count = dashboard_order_days.orders_count + 1`;

export const orderDaysFromRows = `INSERT INTO dashboard_order_days (day, status, orders_count)
  SELECT ${dayOf('o')}, o.status, count(*) FROM orders o GROUP BY 1, 2`;

function triggerStatements(dialect: Dialect): string[] {
  if (dialect === 'postgres')
    return [
      `CREATE OR REPLACE FUNCTION orders_day_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    ${removeOld};
  END IF;
  IF TG_OP <> 'DELETE' THEN
    ${addNew};
  END IF;
  RETURN NULL;
END
$$`,
      `CREATE TRIGGER orders_day_rollup AFTER INSERT OR DELETE OR UPDATE OF status, created_at ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_day_rollup()`,
    ];
  return [
    `CREATE TRIGGER orders_day_rollup_insert AFTER INSERT ON orders BEGIN ${addNew}; END`,
    `CREATE TRIGGER orders_day_rollup_update AFTER UPDATE OF status, created_at ON orders
  BEGIN ${removeOld}; ${addNew}; END`,
    `CREATE TRIGGER orders_day_rollup_delete AFTER DELETE ON orders BEGIN ${removeOld}; END`,
  ];
}

export const orderDayRollup: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dashboard_order_days')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('orders_count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('dashboard_order_days_pkey', ['day', 'status'])
      .execute();
    for (const statement of [orderDaysFromRows, ...triggerStatements(dialectOf(db))])
      await sql.raw(statement).execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      await sql.raw('drop trigger if exists orders_day_rollup on orders').execute(db);
      await sql.raw('drop function if exists orders_day_rollup()').execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger if exists orders_day_rollup_${event}`).execute(db);
    }
    await db.schema.dropTable('dashboard_order_days').execute();
  },
};
