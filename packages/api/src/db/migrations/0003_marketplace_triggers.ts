import type { Dialect } from '../dialect.js';

/**
 * Triggers that keep the dashboard roll-ups and the photographers' counters exact whatever writes
 * the rows (the seeder, a later admin screen, a test inserting rows by hand). Each table's trigger
 * is written once as "take the OLD row's share away" + "add the NEW row's share", and wrapped for
 * each database: SQLite triggers run those statements directly; PostgreSQL runs them in a plpgsql
 * function.
 */
interface RollupTrigger {
  table: string;
  /** Columns whose change moves a row's share (UPDATE OF …); other updates leave the roll-ups alone. */
  watched: string[];
  removeOld: string[];
  addNew: string[];
}

const orderMonth = (row: 'OLD' | 'NEW') => `substr(${row}.created_at, 1, 7)`;

const ordersTrigger: RollupTrigger = {
  table: 'orders',
  watched: ['status', 'created_at', 'photographer_id'],
  removeOld: [
    `UPDATE dashboard_order_months SET orders_count = orders_count - 1
       WHERE month = ${orderMonth('OLD')} AND status = OLD.status`,
    `UPDATE photographers SET completed_orders_count = completed_orders_count - 1
       WHERE OLD.status = 'completed' AND id = OLD.photographer_id`,
  ],
  addNew: [
    `INSERT INTO dashboard_order_months (month, status, orders_count)
       VALUES (${orderMonth('NEW')}, NEW.status, 1)
       ON CONFLICT (month, status) DO UPDATE SET orders_count = dashboard_order_months.orders_count + 1`,
    `UPDATE photographers SET completed_orders_count = completed_orders_count + 1
       WHERE NEW.status = 'completed' AND id = NEW.photographer_id`,
  ],
};

const transactionsTrigger: RollupTrigger = {
  table: 'transactions',
  watched: ['type', 'status', 'amount', 'commission_amount', 'created_at', 'order_id'],
  removeOld: [
    `UPDATE dashboard_transaction_months
       SET transactions_count = transactions_count - 1,
           amount_total = amount_total - OLD.amount,
           commission_total = commission_total - OLD.commission_amount
       WHERE month = ${orderMonth('OLD')} AND type = OLD.type AND status = OLD.status`,
    `UPDATE dashboard_photographer_months
       SET payouts_count = payouts_count - 1, payouts_total = payouts_total - OLD.amount
       WHERE OLD.type = 'payout' AND OLD.status = 'succeeded' AND month = ${orderMonth('OLD')}
         AND photographer_id = (SELECT o.photographer_id FROM orders o WHERE o.id = OLD.order_id)`,
  ],
  addNew: [
    `INSERT INTO dashboard_transaction_months
         (month, type, status, transactions_count, amount_total, commission_total)
       VALUES (${orderMonth('NEW')}, NEW.type, NEW.status, 1, NEW.amount, NEW.commission_amount)
       ON CONFLICT (month, type, status) DO UPDATE SET
         transactions_count = dashboard_transaction_months.transactions_count + 1,
         amount_total = dashboard_transaction_months.amount_total + excluded.amount_total,
         commission_total = dashboard_transaction_months.commission_total + excluded.commission_total`,
    `INSERT INTO dashboard_photographer_months (month, photographer_id, payouts_count, payouts_total)
       SELECT ${orderMonth('NEW')}, o.photographer_id, 1, NEW.amount FROM orders o
       WHERE o.id = NEW.order_id AND o.photographer_id IS NOT NULL
         AND NEW.type = 'payout' AND NEW.status = 'succeeded'
       ON CONFLICT (month, photographer_id) DO UPDATE SET
         payouts_count = dashboard_photographer_months.payouts_count + 1,
         payouts_total = dashboard_photographer_months.payouts_total + excluded.payouts_total`,
  ],
};

const reviewsTrigger: RollupTrigger = {
  table: 'reviews',
  watched: ['rating', 'photographer_id'],
  removeOld: [
    `UPDATE photographers
       SET reviews_count = reviews_count - 1,
           rating_total = rating_total - OLD.rating,
           rating_avg = CASE WHEN reviews_count - 1 = 0 THEN NULL
                             ELSE (rating_total - OLD.rating) * 1.0 / (reviews_count - 1) END
       WHERE id = OLD.photographer_id`,
  ],
  addNew: [
    `UPDATE photographers
       SET reviews_count = reviews_count + 1,
           rating_total = rating_total + NEW.rating,
           rating_avg = (rating_total + NEW.rating) * 1.0 / (reviews_count + 1)
       WHERE id = NEW.photographer_id`,
  ],
};

const triggers = [ordersTrigger, transactionsTrigger, reviewsTrigger];

/** The statements that create every roll-up trigger on the given database. */
export function rollupTriggers(dialect: Dialect): string[] {
  return triggers.flatMap((t) => (dialect === 'postgres' ? postgresTrigger(t) : sqliteTriggers(t)));
}

function sqliteTriggers({ table, watched, removeOld, addNew }: RollupTrigger): string[] {
  const body = (statements: string[]) => statements.map((s) => `  ${s};`).join('\n');
  return [
    `CREATE TRIGGER ${table}_rollup_insert AFTER INSERT ON ${table} BEGIN\n${body(addNew)}\nEND`,
    `CREATE TRIGGER ${table}_rollup_update AFTER UPDATE OF ${watched.join(', ')} ON ${table} BEGIN\n${body([...removeOld, ...addNew])}\nEND`,
    `CREATE TRIGGER ${table}_rollup_delete AFTER DELETE ON ${table} BEGIN\n${body(removeOld)}\nEND`,
  ];
}

function postgresTrigger({ table, watched, removeOld, addNew }: RollupTrigger): string[] {
  const body = (statements: string[]) => statements.map((s) => `    ${s};`).join('\n');
  return [
    `CREATE OR REPLACE FUNCTION ${table}_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
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
    `CREATE TRIGGER ${table}_rollup AFTER INSERT OR DELETE OR UPDATE OF ${watched.join(', ')} ON ${table}
  FOR EACH ROW EXECUTE FUNCTION ${table}_rollup()`,
  ];
}
