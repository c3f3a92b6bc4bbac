import type { Kysely } from 'kysely';
import type { DashboardAttention } from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { countRows } from '../../http/list-query.js';
import { matchingOrders, type OrderListQuery } from '../orders/queries.js';
import { payoutQueueTotals } from '../payouts/queries.js';
import { readCommissionRate, readCurrency, readTimeZone } from '../settings/queries.js';

/**
 * The "needs attention" panel: each order count is the orders list filtered by its `attention`
 * rule (the same query the list runs, so the number and the list it opens agree), and the payout
 * queue's count and sum. Each rule reads a small index range (migration 0020's partial indexes).
 */
export async function dashboardAttention(
  db: Kysely<DB>,
  dialect: Dialect,
): Promise<DashboardAttention> {
  const [timeZone, rate, currency] = await Promise.all([
    readTimeZone(db),
    readCommissionRate(db),
    readCurrency(db),
  ]);
  const count = (attention: NonNullable<OrderListQuery['attention']>) => {
    const query = {
      attention,
      page: 1,
      per_page: 1,
      sort: { field: 'created_at', direction: 'desc' },
    } as const;
    return countRows(matchingOrders(db, dialect, timeZone, query, { kind: 'none' }, 'count'));
  };
  const [pendingNew, pendingOverdue, unassignedSoon, cancelledToday, payouts] = await Promise.all([
    count('pending_new'),
    count('pending_overdue'),
    count('unassigned_soon'),
    count('cancelled_today'),
    payoutQueueTotals(db, {}, rate),
  ]);
  return {
    currency,
    orders: {
      pending_new: pendingNew,
      pending_overdue: pendingOverdue,
      unassigned_soon: unassignedSoon,
      cancelled_today: cancelledToday,
    },
    payouts_due: { count: payouts.count, amount: payouts.amount },
  };
}
