import type { Kysely } from 'kysely';
import {
  commissionOf,
  parseOrderCode,
  type ListQuery,
  type PayoutQueueAnswer,
  type PayoutQueueItem,
  type payoutQueueQuerySchema,
} from '@laqta/contract';
import type { DB } from '../../db/schema.js';
import { sortColumn } from '../../http/list-query.js';

export type PayoutQueueQuery = ListQuery<typeof payoutQueueQuerySchema>;

const sortColumns = { session_at: 'orders.session_at', price: 'orders.price' };

/**
 * The payout queue: completed orders without a succeeded payout (`payout_due`, generated from
 * the status and `paid_out_at`, which a trigger keeps from the payouts: migrations 0020, 0022),
 * read through the partial index of exactly those orders, so it costs the same however many
 * orders were paid out before.
 */
export function payoutDueOrders(
  db: Kysely<DB>,
  query: Pick<PayoutQueueQuery, 'search' | 'photographer_id'>,
) {
  let rows = db.selectFrom('orders').where('orders.payout_due', '=', 1);
  if (query.photographer_id !== undefined)
    rows = rows.where('orders.photographer_id', '=', query.photographer_id);
  if (query.search !== undefined) {
    const code = parseOrderCode(query.search)?.code;
    rows = rows.where('orders.code', '=', code ?? '');
  }
  return rows;
}

/** An order's payout at its stored rate (the rate in force when it completed), else `rate`. */
export function payoutOf(price: number, storedRate: number | null, rate: number) {
  const commissionRate = storedRate ?? rate;
  const commission = commissionOf(price, commissionRate);
  return {
    commission_rate: commissionRate,
    commission_amount: commission,
    amount: price - commission,
  };
}

export async function payoutQueuePage(
  db: Kysely<DB>,
  query: PayoutQueueQuery,
  rate: number,
  limit: number,
  offset: number,
): Promise<PayoutQueueItem[]> {
  const { column, direction } = sortColumn(query.sort, sortColumns);
  const rows = await payoutDueOrders(db, query)
    .leftJoin('photographers', 'photographers.id', 'orders.photographer_id')
    .select([
      'orders.id',
      'orders.code',
      'orders.updated_at',
      'orders.session_at',
      'orders.completed_at',
      'orders.price',
      'orders.commission_rate',
      'orders.photographer_id',
      'photographers.name as photographer_name',
    ])
    .orderBy(column, direction)
    .orderBy('orders.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    order_id: row.id,
    code: row.code,
    updated_at: row.updated_at,
    session_at: row.session_at,
    completed_at: row.completed_at,
    photographer:
      row.photographer_id === null
        ? null
        : { id: row.photographer_id, name: row.photographer_name ?? '' },
    price: row.price,
    ...payoutOf(row.price, row.commission_rate === null ? null : Number(row.commission_rate), rate),
  }));
}

/**
 * Totals of the whole queue. Commission is rounded per order, so the sums are taken in code over
 * the (few) distinct price and rate pairs rather than by each database's own rounding.
 */
export async function payoutQueueTotals(
  db: Kysely<DB>,
  query: Pick<PayoutQueueQuery, 'search' | 'photographer_id'>,
  rate: number,
): Promise<PayoutQueueAnswer['totals']> {
  const groups = await payoutDueOrders(db, query)
    .select([
      'orders.price',
      'orders.commission_rate',
      (eb) => eb.fn.countAll<number | string>().as('n'),
    ])
    .groupBy(['orders.price', 'orders.commission_rate'])
    .execute();
  const totals = { count: 0, price: 0, commission_amount: 0, amount: 0 };
  for (const group of groups) {
    const n = Number(group.n);
    const stored = group.commission_rate === null ? null : Number(group.commission_rate);
    const payout = payoutOf(group.price, stored, rate);
    totals.count += n;
    totals.price += group.price * n;
    totals.commission_amount += payout.commission_amount * n;
    totals.amount += payout.amount * n;
  }
  return totals;
}
