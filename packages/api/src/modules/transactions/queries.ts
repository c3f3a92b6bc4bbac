import { sql, type Kysely } from 'kysely';
import {
  latinDigits,
  parseOrderCode,
  type transactionListQuerySchema,
  transactionTypes,
  type ListQuery,
  type TransactionDetail,
  type TransactionListItem,
  type TransactionTotals,
} from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { contains, sortColumn } from '../../http/list-query.js';
import { dayAfter, dayStart } from '../../time.js';

export type TransactionListQuery = ListQuery<typeof transactionListQuerySchema>;

export const transactionSortColumns = {
  created_at: 'transactions.created_at',
  amount: 'transactions.amount',
  reference: 'transactions.reference',
};

/**
 * Transactions matching the search and filters: `TX-00000123` (any case, any digits) is a
 * reference; an order code finds the order's transactions. `from`/`to` are business days of
 * `timeZone` (the `timezone` setting).
 */
export function matchingTransactions(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  query: TransactionListQuery,
) {
  const { search } = query;
  let rows = db.selectFrom('transactions');
  if (query.type !== undefined) rows = rows.where('transactions.type', '=', query.type);
  if (query.status !== undefined) rows = rows.where('transactions.status', '=', query.status);
  if (query.from !== undefined)
    rows = rows.where('transactions.created_at', '>=', dayStart(query.from, timeZone));
  if (query.to !== undefined)
    rows = rows.where('transactions.created_at', '<', dayAfter(query.to, timeZone));
  if (query.order_id !== undefined) rows = rows.where('transactions.order_id', '=', query.order_id);
  if (search === undefined) return rows;
  const latin = latinDigits(search).trim();
  if (/^tx-?\d+$/i.test(latin))
    return rows.where('transactions.reference', '=', latin.toUpperCase());
  const code = parseOrderCode(search)?.code;
  if (code !== undefined)
    return rows.where('transactions.order_id', 'in', (eb) =>
      eb.selectFrom('orders').select('orders.id').where('orders.code', '=', code),
    );
  // References are ASCII (TX-00000001): the column needs no folding, only the typed text.
  return rows.where(contains(dialect, { asIs: 'transactions.reference' }, search));
}

/** No search, date or order: the dashboard's roll-up (exact, kept by triggers) can answer. */
function answeredByRollup(query: TransactionListQuery): boolean {
  return (
    query.search === undefined &&
    query.from === undefined &&
    query.to === undefined &&
    query.order_id === undefined
  );
}

/** Count and sum per type from the monthly roll-up, for the type and status filters. */
function rollupTotals(db: Kysely<DB>, query: TransactionListQuery) {
  let months = db
    .selectFrom('dashboard_transaction_months')
    .select([
      'type',
      sql<number | string>`sum(transactions_count)`.as('n'),
      sql<number | string>`sum(amount_total)`.as('amount'),
    ]);
  if (query.type !== undefined) months = months.where('type', '=', query.type);
  if (query.status !== undefined) months = months.where('status', '=', query.status);
  return months.groupBy('type').execute();
}

/**
 * Count and per-type sums of every matching transaction, in one query: the list's count is
 * `countTransactions`, which reads the same totals.
 */
export async function transactionTotals(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  query: TransactionListQuery,
): Promise<TransactionTotals> {
  const rows = answeredByRollup(query)
    ? await rollupTotals(db, query)
    : await matchingTransactions(db, dialect, timeZone, query)
        .select([
          'transactions.type',
          sql<number | string>`count(*)`.as('n'),
          sql<number | string>`sum(transactions.amount)`.as('amount'),
        ])
        .groupBy('transactions.type')
        .execute();
  const totals: TransactionTotals = { count: 0, payment: 0, refund: 0, payout: 0 };
  for (const row of rows) {
    const type = transactionTypes.find((known) => known === row.type);
    if (type === undefined) continue;
    totals.count += Number(row.n);
    totals[type] += Number(row.amount ?? 0);
  }
  return totals;
}

/** How many transactions match: the count of their totals (one query answers both). */
export async function countTransactions(totals: Promise<TransactionTotals>): Promise<number> {
  return (await totals).count;
}

export async function transactionPage(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  query: TransactionListQuery,
  limit: number,
  offset: number,
): Promise<TransactionListItem[]> {
  const { column, direction } = sortColumn(query.sort, transactionSortColumns);
  const ids = await matchingTransactions(db, dialect, timeZone, query)
    .select('transactions.id')
    .orderBy(column, direction)
    .orderBy('transactions.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('transactions')
    .innerJoin('orders', 'orders.id', 'transactions.order_id')
    .select([
      'transactions.id',
      'transactions.reference',
      'transactions.order_id',
      'orders.code as order_code',
      'transactions.type',
      'transactions.method',
      'transactions.status',
      'transactions.amount',
      'transactions.created_at',
    ])
    .where(
      'transactions.id',
      'in',
      ids.map((r) => r.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  // In the page's order; a row deleted between the two reads is left out.
  return ids.flatMap(({ id }) => {
    const row = byId.get(id);
    return row ? [toTransaction(row)] : [];
  });
}

/** The list row of a transaction, from the transaction joined with its order's code. */
export function toTransaction({
  order_id,
  order_code,
  ...transaction
}: Omit<TransactionListItem, 'order'> & {
  order_id: number;
  order_code: string;
}): TransactionListItem {
  return { ...transaction, order: { id: order_id, code: order_code } };
}

/** A transaction with its order's code, price and customer. */
export async function findTransaction(
  db: Kysely<DB>,
  id: number,
): Promise<Omit<TransactionDetail, 'currency'> | undefined> {
  const row = await db
    .selectFrom('transactions')
    .innerJoin('orders', 'orders.id', 'transactions.order_id')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .selectAll('transactions')
    .select([
      'orders.code as order_code',
      'orders.price as order_price',
      'customers.name as customer_name',
    ])
    .where('transactions.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { order_code, order_price, customer_name, ...transaction } = row;
  return {
    transaction: {
      ...transaction,
      order: {
        id: transaction.order_id,
        code: order_code,
        customer_name,
        price: order_price,
      },
    },
  };
}
