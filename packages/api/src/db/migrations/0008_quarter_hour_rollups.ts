import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, type Dialect } from '../dialect.js';

/**
 * Quarter-hour roll-ups beside the UTC month ones of 0003, so the dashboard counts business
 * months of any time zone exactly (the `timezone` setting, Riyadh by default), with no fixed
 * offset assumed. A business month is whole UTC months plus or minus the quarter-hours between
 * its first moment and the nearest UTC month boundary (at most 14 hours: 56 quarter-hours); every
 * zone in use since 1972 changes its offset and starts its days on a quarter-hour (Kolkata +5:30,
 * Kathmandu +5:45, Chatham +12:45 included), so the sum is exact for all of them, daylight saving
 * or not. A zone setting changes nothing stored.
 *
 * Buckets are `YYYY-MM-DDTHH:MM` (UTC, minutes 00/15/30/45), kept by their own triggers (0003's
 * keep the months); this migration fills them from the rows already there.
 */

/** `YYYY-MM-DDTHH:MM` of a timestamp, the minutes floored to a quarter (same SQL on both). */
const quarterOf = (row: string) => {
  const minutes = `substr(${row}.created_at, 15, 2)`;
  return `substr(${row}.created_at, 1, 14) || CASE WHEN ${minutes} < '15' THEN '00' WHEN ${minutes} < '30' THEN '15' WHEN ${minutes} < '45' THEN '30' ELSE '45' END`;
};

interface QuarterTrigger {
  table: 'orders' | 'transactions';
  /** Columns whose change moves a row's share (UPDATE OF …). */
  watched: string[];
  removeOld: string[];
  addNew: string[];
}

const ordersTrigger: QuarterTrigger = {
  table: 'orders',
  watched: ['status', 'created_at'],
  removeOld: [
    `UPDATE dashboard_order_quarters SET orders_count = orders_count - 1
       WHERE quarter = ${quarterOf('OLD')} AND status = OLD.status`,
  ],
  addNew: [
    `INSERT INTO dashboard_order_quarters (quarter, status, orders_count)
       VALUES (${quarterOf('NEW')}, NEW.status, 1)
       ON CONFLICT (quarter, status) DO UPDATE SET orders_count = dashboard_order_quarters.orders_count + 1`,
  ],
};

const transactionsTrigger: QuarterTrigger = {
  table: 'transactions',
  watched: ['type', 'status', 'amount', 'commission_amount', 'created_at', 'order_id'],
  removeOld: [
    `UPDATE dashboard_transaction_quarters
       SET transactions_count = transactions_count - 1,
           amount_total = amount_total - OLD.amount,
           commission_total = commission_total - OLD.commission_amount
       WHERE quarter = ${quarterOf('OLD')} AND type = OLD.type AND status = OLD.status`,
    `UPDATE dashboard_photographer_quarters
       SET payouts_count = payouts_count - 1, payouts_total = payouts_total - OLD.amount
       WHERE OLD.type = 'payout' AND OLD.status = 'succeeded' AND quarter = ${quarterOf('OLD')}
         AND photographer_id = (SELECT o.photographer_id FROM orders o WHERE o.id = OLD.order_id)`,
  ],
  addNew: [
    `INSERT INTO dashboard_transaction_quarters
         (quarter, type, status, transactions_count, amount_total, commission_total)
       VALUES (${quarterOf('NEW')}, NEW.type, NEW.status, 1, NEW.amount, NEW.commission_amount)
       ON CONFLICT (quarter, type, status) DO UPDATE SET
         transactions_count = dashboard_transaction_quarters.transactions_count + 1,
         amount_total = dashboard_transaction_quarters.amount_total + excluded.amount_total,
         commission_total = dashboard_transaction_quarters.commission_total + excluded.commission_total`,
    `INSERT INTO dashboard_photographer_quarters (quarter, photographer_id, payouts_count, payouts_total)
       SELECT ${quarterOf('NEW')}, o.photographer_id, 1, NEW.amount FROM orders o
       WHERE o.id = NEW.order_id AND o.photographer_id IS NOT NULL
         AND NEW.type = 'payout' AND NEW.status = 'succeeded'
       ON CONFLICT (quarter, photographer_id) DO UPDATE SET
         payouts_count = dashboard_photographer_quarters.payouts_count + 1,
         payouts_total = dashboard_photographer_quarters.payouts_total + excluded.payouts_total`,
  ],
};

const triggers = [ordersTrigger, transactionsTrigger];

function sqliteTriggers({ table, watched, removeOld, addNew }: QuarterTrigger): string[] {
  const body = (statements: string[]) => statements.map((s) => `  ${s};`).join('\n');
  return [
    `CREATE TRIGGER ${table}_quarter_rollup_insert AFTER INSERT ON ${table} BEGIN\n${body(addNew)}\nEND`,
    `CREATE TRIGGER ${table}_quarter_rollup_update AFTER UPDATE OF ${watched.join(', ')} ON ${table} BEGIN\n${body([...removeOld, ...addNew])}\nEND`,
    `CREATE TRIGGER ${table}_quarter_rollup_delete AFTER DELETE ON ${table} BEGIN\n${body(removeOld)}\nEND`,
  ];
}

function postgresTrigger({ table, watched, removeOld, addNew }: QuarterTrigger): string[] {
  const body = (statements: string[]) => statements.map((s) => `    ${s};`).join('\n');
  return [
    `CREATE OR REPLACE FUNCTION ${table}_quarter_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
${body(removeOld)}
  END IF;
  IF TG_OP <> 'DELETE' THEN
${body(addNew)}
  END IF;
  RETURN NULL;
END
$$`,
    `CREATE TRIGGER ${table}_quarter_rollup AFTER INSERT OR DELETE OR UPDATE OF ${watched.join(', ')} ON ${table}
  FOR EACH ROW EXECUTE FUNCTION ${table}_quarter_rollup()`,
  ];
}

/**
 * The buckets as the rows stand now (the triggers keep them from here on); the seeder's bulk load,
 * which suspends the triggers, runs them again after emptying the tables (seed/rollups.ts).
 */
export const quarterRollupsFromRows = [
  `INSERT INTO dashboard_order_quarters (quarter, status, orders_count)
     SELECT ${quarterOf('o')}, o.status, count(*) FROM orders o GROUP BY 1, 2`,
  `INSERT INTO dashboard_transaction_quarters
       (quarter, type, status, transactions_count, amount_total, commission_total)
     SELECT ${quarterOf('t')}, t.type, t.status, count(*), sum(t.amount), sum(t.commission_amount)
     FROM transactions t GROUP BY 1, 2, 3`,
  `INSERT INTO dashboard_photographer_quarters (quarter, photographer_id, payouts_count, payouts_total)
     SELECT ${quarterOf('t')}, o.photographer_id, count(*), sum(t.amount)
     FROM transactions t JOIN orders o ON o.id = t.order_id
     WHERE t.type = 'payout' AND t.status = 'succeeded' AND o.photographer_id IS NOT NULL
     GROUP BY 1, 2`,
];

function triggerStatements(dialect: Dialect): string[] {
  return triggers.flatMap((t) => (dialect === 'postgres' ? postgresTrigger(t) : sqliteTriggers(t)));
}

export const quarterHourRollups: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dashboard_order_quarters')
      .addColumn('quarter', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('orders_count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('dashboard_order_quarters_pkey', ['quarter', 'status'])
      .execute();
    await db.schema
      .createTable('dashboard_transaction_quarters')
      .addColumn('quarter', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('transactions_count', 'integer', (c) => c.notNull())
      .addColumn('amount_total', 'bigint', (c) => c.notNull())
      .addColumn('commission_total', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('dashboard_transaction_quarters_pkey', ['quarter', 'type', 'status'])
      .execute();
    await db.schema
      .createTable('dashboard_photographer_quarters')
      .addColumn('quarter', 'text', (c) => c.notNull())
      .addColumn('photographer_id', 'integer', (c) => c.notNull())
      .addColumn('payouts_count', 'integer', (c) => c.notNull())
      .addColumn('payouts_total', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('dashboard_photographer_quarters_pkey', [
        'quarter',
        'photographer_id',
      ])
      .execute();
    for (const statement of [...quarterRollupsFromRows, ...triggerStatements(dialectOf(db))])
      await sql.raw(statement).execute(db);
  },

  async down(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    for (const { table } of triggers) {
      if (dialect === 'postgres') {
        await sql.raw(`drop trigger if exists ${table}_quarter_rollup on ${table}`).execute(db);
        await sql.raw(`drop function if exists ${table}_quarter_rollup()`).execute(db);
        continue;
      }
      for (const event of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger if exists ${table}_quarter_rollup_${event}`).execute(db);
    }
    for (const table of [
      'dashboard_photographer_quarters',
      'dashboard_transaction_quarters',
      'dashboard_order_quarters',
    ])
      await db.schema.dropTable(table).execute();
  },
};
