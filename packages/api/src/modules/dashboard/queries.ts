import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  DASHBOARD_LATEST_ORDERS_LIMIT,
  DASHBOARD_SERIES_MONTHS,
  DASHBOARD_TOP_PHOTOGRAPHERS_LIMIT,
  orderStatuses,
  type DashboardLatestOrders,
  type DashboardMonthlySeries,
  type DashboardPhotographer,
  type DashboardStatistics,
  type DashboardTopIncomePhotographer,
  type DashboardTopPhotographers,
  type OrderStatus,
  type TransactionType,
} from '@laqta/contract';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DB } from '../../db/schema.js';
import { monthOf, monthsUpTo } from '../../time.js';
import { readCurrency, readTimeZone } from '../settings/queries.js';
import {
  addUpByMonth,
  businessMonthPieces,
  quarterRangesOf,
  utcMonthsOf,
  type BusinessMonthPieces,
} from './business-months.js';

/**
 * The dashboard's figures. Order and money figures come from the roll-up tables that database
 * triggers keep exact (migrations 0003 and 0008), so each call reads a few hundred rows whatever
 * the number of orders. Months are business months of the platform's time zone (the `timezone`
 * setting): whole UTC months plus or minus the quarter-hours at their edges (business-months.ts).
 */

/**
 * The rows of one query per quarter-hour range of `pieces`, sent as one UNION ALL: each branch is
 * a range scan of the buckets' primary key on both databases (a disjunction of the ranges made
 * SQLite scan the whole table, a list of the keys made PostgreSQL do so).
 */
async function inQuarterRanges<TB extends keyof DB, O>(
  pieces: readonly BusinessMonthPieces[],
  branch: (from: string, to: string) => SelectQueryBuilder<DB, TB, O>,
): Promise<O[]> {
  const [first, ...rest] = quarterRangesOf(pieces).map(({ from, to }) => branch(from, to));
  if (!first) return [];
  return rest.reduce((query, next) => query.unionAll(next), first).execute();
}

type Money = Record<TransactionType, { amount: number; commission: number }>;

/** Succeeded money per type in each business month of `pieces`. */
async function succeededMoneyByMonth(
  db: Kysely<DB>,
  pieces: readonly BusinessMonthPieces[],
): Promise<Map<string, Money>> {
  const [monthRows, quarterRows] = await Promise.all([
    db
      .selectFrom('dashboard_transaction_months')
      .select([
        'month',
        'type',
        sql<number | string>`sum(amount_total)`.as('amount'),
        sql<number | string>`sum(commission_total)`.as('commission'),
      ])
      .where('status', '=', 'succeeded')
      .where('month', 'in', utcMonthsOf(pieces))
      .groupBy(['month', 'type'])
      .execute(),
    inQuarterRanges(pieces, (from, to) =>
      db
        .selectFrom('dashboard_transaction_quarters')
        .select([
          'quarter',
          'type',
          sql<number | string>`sum(amount_total)`.as('amount'),
          sql<number | string>`sum(commission_total)`.as('commission'),
        ])
        .where('status', '=', 'succeeded')
        .where('quarter', '>=', from)
        .where('quarter', '<', to)
        .groupBy(['quarter', 'type']),
    ),
  ]);
  const zero = () => ({ amount: 0, commission: 0 });
  const money = new Map<string, Money>(
    pieces.map((p) => [p.month, { payment: zero(), refund: zero(), payout: zero() }]),
  );
  addUpByMonth(pieces, monthRows, quarterRows, (month, row, sign) => {
    const entry = money.get(month)?.[row.type];
    if (!entry) return;
    entry.amount += sign * Number(row.amount);
    entry.commission += sign * Number(row.commission);
  });
  return money;
}

/** Orders created in each business month of `pieces`. */
async function ordersByMonth(
  db: Kysely<DB>,
  pieces: readonly BusinessMonthPieces[],
): Promise<Map<string, number>> {
  const [monthRows, quarterRows] = await Promise.all([
    db
      .selectFrom('dashboard_order_months')
      .select(['month', sql<number | string>`sum(orders_count)`.as('count')])
      .where('month', 'in', utcMonthsOf(pieces))
      .groupBy('month')
      .execute(),
    inQuarterRanges(pieces, (from, to) =>
      db
        .selectFrom('dashboard_order_quarters')
        .select(['quarter', sql<number | string>`sum(orders_count)`.as('count')])
        .where('quarter', '>=', from)
        .where('quarter', '<', to)
        .groupBy('quarter'),
    ),
  ]);
  const counts = new Map(pieces.map((p) => [p.month, 0]));
  addUpByMonth(pieces, monthRows, quarterRows, (month, row, sign) =>
    counts.set(month, (counts.get(month) ?? 0) + sign * Number(row.count)),
  );
  return counts;
}

// The statistics' fixed queries, compiled once (db/prepared-query.ts): the dashboard asks them
// again and again, and building them cost more than SQLite's answer from the roll-ups.
// Kept by the database (migration 0050): one row, where counting took PostgreSQL 5-16 ms.
const customersCount = preparedQuery((db: Kysely<DB>) =>
  db.selectFrom('dashboard_counts').select('row_count as count').where('name', '=', 'customers'),
);
const photographersByStatus = preparedQuery((db: Kysely<DB>) =>
  db
    .selectFrom('photographers')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status'),
);
const ordersByStatus = preparedQuery((db: Kysely<DB>) =>
  db
    .selectFrom('dashboard_order_months')
    .select(['status', sql<number | string>`sum(orders_count)`.as('count')])
    .groupBy('status'),
);
const succeededMoneyByType = preparedQuery((db: Kysely<DB>) =>
  db
    .selectFrom('dashboard_transaction_months')
    .select([
      'type',
      sql<number | string>`sum(amount_total)`.as('amount'),
      sql<number | string>`sum(commission_total)`.as('commission'),
    ])
    .where('status', '=', 'succeeded')
    .groupBy('type'),
);

export async function dashboardStatistics(db: Kysely<DB>, now: Date): Promise<DashboardStatistics> {
  const timeZone = await readTimeZone(db);
  const month = monthOf(now, timeZone);
  const [currency, [customers], photographerRows, orderRows, moneyRows, moneyThisMonth] =
    await Promise.all([
      readCurrency(db),
      customersCount(db),
      photographersByStatus(db),
      ordersByStatus(db),
      succeededMoneyByType(db),
      succeededMoneyByMonth(db, [businessMonthPieces(month, timeZone)]),
    ]);

  const photographers = { approved: 0, pending: 0, suspended: 0 };
  for (const row of photographerRows) photographers[row.status] = Number(row.count);
  const byStatus = new Map<OrderStatus, number>(
    orderRows.map((row) => [row.status, Number(row.count)]),
  );
  const orders = {
    total: orderStatuses.reduce((total, status) => total + (byStatus.get(status) ?? 0), 0),
    pending: byStatus.get('pending') ?? 0,
    confirmed: byStatus.get('confirmed') ?? 0,
    in_progress: byStatus.get('in_progress') ?? 0,
    completed: byStatus.get('completed') ?? 0,
    cancelled: byStatus.get('cancelled') ?? 0,
    no_show: byStatus.get('no_show') ?? 0,
  };
  const total = (type: TransactionType) => moneyRows.find((row) => row.type === type);
  const thisMonth = moneyThisMonth.get(month);
  return {
    currency,
    month,
    customers: Number(customers?.count ?? 0),
    photographers,
    orders,
    revenue: {
      this_month: (thisMonth?.payment.amount ?? 0) - (thisMonth?.refund.amount ?? 0),
      total: Number(total('payment')?.amount ?? 0) - Number(total('refund')?.amount ?? 0),
    },
    commission: {
      this_month: thisMonth?.payout.commission ?? 0,
      total: Number(total('payout')?.commission ?? 0),
    },
  };
}

export async function dashboardMonthlySeries(
  db: Kysely<DB>,
  now: Date,
): Promise<DashboardMonthlySeries> {
  const timeZone = await readTimeZone(db);
  const pieces = monthsUpTo(now, DASHBOARD_SERIES_MONTHS, timeZone).map((month) =>
    businessMonthPieces(month, timeZone),
  );
  const [currency, orders, money] = await Promise.all([
    readCurrency(db),
    ordersByMonth(db, pieces),
    succeededMoneyByMonth(db, pieces),
  ]);
  return {
    currency,
    months: pieces.map(({ month }) => {
      const entry = money.get(month);
      return {
        month,
        orders: orders.get(month) ?? 0,
        revenue: (entry?.payment.amount ?? 0) - (entry?.refund.amount ?? 0),
      };
    }),
  };
}

const photographerColumns = [
  'photographers.id',
  'photographers.name',
  'photographers.city',
  'photographers.avatar_url',
  'photographers.rating_avg',
  'photographers.reviews_count',
  'photographers.completed_orders_count',
] as const;

function toDashboardPhotographer(row: {
  id: number;
  name: string;
  city: string;
  avatar_url: string | null;
  rating_avg: number | null;
  reviews_count: number;
  completed_orders_count: number;
}): DashboardPhotographer {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    avatar_url: row.avatar_url,
    rating_avg: row.rating_avg === null ? null : Math.round(Number(row.rating_avg) * 100) / 100,
    reviews_count: Number(row.reviews_count),
    completed_orders: Number(row.completed_orders_count),
  };
}

/** Each photographer's succeeded payouts in the business month of `pieces`. */
async function payoutsByPhotographer(db: Kysely<DB>, pieces: BusinessMonthPieces) {
  const [monthRows, quarterRows] = await Promise.all([
    db
      .selectFrom('dashboard_photographer_months')
      .select(['month', 'photographer_id', 'payouts_total', 'payouts_count'])
      .where('month', 'in', pieces.utcMonths)
      .execute(),
    inQuarterRanges([pieces], (from, to) =>
      db
        .selectFrom('dashboard_photographer_quarters')
        .select(['quarter', 'photographer_id', 'payouts_total', 'payouts_count'])
        .where('quarter', '>=', from)
        .where('quarter', '<', to),
    ),
  ]);
  const payouts = new Map<number, { total: number; count: number }>();
  addUpByMonth([pieces], monthRows, quarterRows, (_month, row, sign) => {
    const entry = payouts.get(row.photographer_id) ?? { total: 0, count: 0 };
    entry.total += sign * Number(row.payouts_total);
    entry.count += sign * Number(row.payouts_count);
    payouts.set(row.photographer_id, entry);
  });
  return payouts;
}

export async function dashboardTopIncomePhotographer(
  db: Kysely<DB>,
  now: Date,
): Promise<DashboardTopIncomePhotographer> {
  const timeZone = await readTimeZone(db);
  const month = monthOf(now, timeZone);
  const [currency, payouts] = await Promise.all([
    readCurrency(db),
    payoutsByPhotographer(db, businessMonthPieces(month, timeZone)),
  ]);
  // The highest income; of equals, the lowest id.
  let top: { id: number; total: number; count: number } | undefined;
  for (const [id, { total, count }] of payouts) {
    if (count <= 0) continue;
    if (!top || total > top.total || (total === top.total && id < top.id))
      top = { id, total, count };
  }
  const photographer =
    top &&
    (await db
      .selectFrom('photographers')
      .select(photographerColumns)
      .where('photographers.id', '=', top.id)
      .executeTakeFirst());
  return {
    currency,
    month,
    photographer: photographer ? toDashboardPhotographer(photographer) : null,
    income: photographer ? (top?.total ?? 0) : 0,
    payouts: photographer ? (top?.count ?? 0) : 0,
  };
}

export async function dashboardTopPhotographers(
  db: Kysely<DB>,
): Promise<DashboardTopPhotographers> {
  const rows = await db
    .selectFrom('photographers')
    .select(photographerColumns)
    .where('status', '=', 'approved')
    .where('completed_orders_count', '>', 0)
    .orderBy('completed_orders_count', 'desc')
    .orderBy('rating_avg', (ob) => ob.desc().nullsLast())
    .orderBy('id', 'asc')
    .limit(DASHBOARD_TOP_PHOTOGRAPHERS_LIMIT)
    .execute();
  return { items: rows.map(toDashboardPhotographer) };
}

export async function dashboardLatestOrders(db: Kysely<DB>): Promise<DashboardLatestOrders> {
  const [currency, rows] = await Promise.all([
    readCurrency(db),
    // The newest orders first (the created_at index, no sort), then their names: joining first
    // lets SQLite's planner scan by service and sort all the orders instead.
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('orders')
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(DASHBOARD_LATEST_ORDERS_LIMIT)
          .as('latest'),
      )
      .innerJoin('customers', 'customers.id', 'latest.customer_id')
      .innerJoin('services', 'services.id', 'latest.service_id')
      .leftJoin('photographers', 'photographers.id', 'latest.photographer_id')
      .select([
        'latest.id',
        'latest.code',
        'latest.status',
        'latest.price',
        'latest.created_at',
        'customers.id as customer_id',
        'customers.name as customer_name',
        'services.id as service_id',
        'services.name as service_name',
        'photographers.id as photographer_id',
        'photographers.name as photographer_name',
      ])
      .orderBy('latest.created_at', 'desc')
      .orderBy('latest.id', 'desc')
      .execute(),
  ]);
  return {
    currency,
    items: rows.map((row) => ({
      id: row.id,
      code: row.code,
      customer: { id: row.customer_id, name: row.customer_name },
      photographer:
        row.photographer_id === null || row.photographer_name === null
          ? null
          : { id: row.photographer_id, name: row.photographer_name },
      service: { id: row.service_id, name: row.service_name },
      status: row.status,
      price: Number(row.price),
      created_at: row.created_at,
    })),
  };
}
