import { sql, type Kysely } from 'kysely';
import {
  type transactionListQuerySchema,
  transactionTypes,
  type ListQuery,
  type TransactionDetail,
  type TransactionListItem,
  type TransactionTotals,
} from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { contains, dayAfter, dayStart, sortColumn } from '../../http/list-query.js';
import { codeOfSearch } from '../orders/queries.js';

export type TransactionListQuery = ListQuery<typeof transactionListQuerySchema>;

const sortColumns = {
  created_at: 'transactions.created_at',
  amount: 'transactions.amount',
  reference: 'transactions.reference',
};

/** `TX-00000123` (any case) is a reference; an order code finds the order's transactions. */
function matchingTransactions(db: Kysely<DB>, dialect: Dialect, query: TransactionListQuery) {
  const { search, type, status, from, to, order_id } = query;
  const reference = search && /^tx-?\d+$/i.test(search) ? search.toUpperCase() : undefined;
  const code = search && !reference ? codeOfSearch(search) : undefined;
  return db
    .selectFrom('transactions')
    .$if(type !== undefined, (qb) => qb.where('transactions.type', '=', type!))
    .$if(status !== undefined, (qb) => qb.where('transactions.status', '=', status!))
    .$if(from !== undefined, (qb) => qb.where('transactions.created_at', '>=', dayStart(from!)))
    .$if(to !== undefined, (qb) => qb.where('transactions.created_at', '<', dayAfter(to!)))
    .$if(order_id !== undefined, (qb) => qb.where('transactions.order_id', '=', order_id!))
    .$if(reference !== undefined, (qb) => qb.where('transactions.reference', '=', reference!))
    .$if(code !== undefined, (qb) =>
      qb.where('transactions.order_id', 'in', (eb) =>
        eb.selectFrom('orders').select('orders.id').where('orders.code', '=', code!),
      ),
    )
    .$if(search !== undefined && reference === undefined && code === undefined, (qb) =>
      qb.where(contains(dialect, 'transactions.reference', search!)),
    );
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

/** Count and per-type sums of every matching transaction. */
export async function transactionTotals(
  db: Kysely<DB>,
  dialect: Dialect,
  query: TransactionListQuery,
): Promise<TransactionTotals> {
  const rows = answeredByRollup(query)
    ? await db
        .selectFrom('dashboard_transaction_months')
        .select([
          'type',
          sql<number | string>`sum(transactions_count)`.as('n'),
          sql<number | string>`sum(amount_total)`.as('amount'),
        ])
        .$if(query.type !== undefined, (qb) => qb.where('type', '=', query.type!))
        .$if(query.status !== undefined, (qb) => qb.where('status', '=', query.status!))
        .groupBy('type')
        .execute()
    : await matchingTransactions(db, dialect, query)
        .select([
          'transactions.type',
          sql<number | string>`count(*)`.as('n'),
          sql<number | string>`sum(transactions.amount)`.as('amount'),
        ])
        .groupBy('transactions.type')
        .execute();
  const totals: TransactionTotals = { count: 0, payment: 0, refund: 0, payout: 0 };
  for (const row of rows) {
    if (!(transactionTypes as readonly string[]).includes(row.type)) continue;
    totals.count += Number(row.n);
    totals[row.type as keyof Omit<TransactionTotals, 'count'>] += Number(row.amount ?? 0);
  }
  return totals;
}

export async function transactionPage(
  db: Kysely<DB>,
  dialect: Dialect,
  query: TransactionListQuery,
  limit: number,
  offset: number,
): Promise<TransactionListItem[]> {
  const { column, direction } = sortColumn(query.sort, sortColumns);
  const ids = await matchingTransactions(db, dialect, query)
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
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map(({ id }) => {
    const { order_id, order_code, ...rest } = byId.get(id)!;
    return { ...rest, order: { id: order_id, code: order_code } };
  });
}

export async function transactionDetail(
  db: Kysely<DB>,
  id: number,
): Promise<Omit<TransactionDetail, 'currency'> | null> {
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
  if (!row) return null;
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
