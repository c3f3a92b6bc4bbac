import type { Kysely } from 'kysely';
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
} from '@laqta/contract';
import type { DB } from '../../db/schema.js';
import { monthOf, monthsUpTo } from '../../time.js';
import { readCurrency } from '../settings/queries.js';

/**
 * The dashboard's figures. Order and money figures come from the roll-up tables that the triggers
 * of migration 0003 keep exact, so each call reads a few hundred rows whatever the number of
 * orders. Months are calendar months in UTC (timestamps are stored in UTC).
 */

export async function dashboardStatistics(db: Kysely<DB>, now: Date): Promise<DashboardStatistics> {
  const month = monthOf(now);
  const [currency, customers, photographerRows, orderRows, moneyRows] = await Promise.all([
    readCurrency(db),
    db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('photographers')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('dashboard_order_months')
      .select(['status', (eb) => eb.fn.sum<number>('orders_count').as('count')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('dashboard_transaction_months')
      .select([
        'type',
        (eb) => eb.fn.sum<number>('amount_total').as('amount'),
        (eb) => eb.fn.sum<number>('commission_total').as('commission'),
        (eb) =>
          eb.fn
            .sum<number>(
              eb.case().when('month', '=', month).then(eb.ref('amount_total')).else(0).end(),
            )
            .as('amount_this_month'),
        (eb) =>
          eb.fn
            .sum<number>(
              eb.case().when('month', '=', month).then(eb.ref('commission_total')).else(0).end(),
            )
            .as('commission_this_month'),
      ])
      .where('status', '=', 'succeeded')
      .groupBy('type')
      .execute(),
  ]);

  const photographers = { approved: 0, pending: 0, suspended: 0 };
  for (const row of photographerRows) photographers[row.status] = Number(row.count);
  const orders = {
    total: 0,
    ...Object.fromEntries(orderStatuses.map((s) => [s, 0])),
  } as DashboardStatistics['orders'];
  for (const row of orderRows) {
    orders[row.status] = Number(row.count);
    orders.total += Number(row.count);
  }
  const money = (type: string) => moneyRows.find((row) => row.type === type);
  const payments = money('payment');
  const refunds = money('refund');
  const payouts = money('payout');
  return {
    currency,
    month,
    customers: Number(customers.count),
    photographers,
    orders,
    revenue: {
      this_month:
        Number(payments?.amount_this_month ?? 0) - Number(refunds?.amount_this_month ?? 0),
      total: Number(payments?.amount ?? 0) - Number(refunds?.amount ?? 0),
    },
    commission: {
      this_month: Number(payouts?.commission_this_month ?? 0),
      total: Number(payouts?.commission ?? 0),
    },
  };
}

export async function dashboardMonthlySeries(
  db: Kysely<DB>,
  now: Date,
): Promise<DashboardMonthlySeries> {
  const months = monthsUpTo(now, DASHBOARD_SERIES_MONTHS);
  const first = months[0]!;
  const [currency, orderRows, moneyRows] = await Promise.all([
    readCurrency(db),
    db
      .selectFrom('dashboard_order_months')
      .select(['month', (eb) => eb.fn.sum<number>('orders_count').as('count')])
      .where('month', '>=', first)
      .groupBy('month')
      .execute(),
    db
      .selectFrom('dashboard_transaction_months')
      .select(['month', 'type', (eb) => eb.fn.sum<number>('amount_total').as('amount')])
      .where('month', '>=', first)
      .where('status', '=', 'succeeded')
      .where('type', 'in', ['payment', 'refund'])
      .groupBy(['month', 'type'])
      .execute(),
  ]);
  const series = new Map(months.map((month) => [month, { month, orders: 0, revenue: 0 }]));
  for (const row of orderRows) {
    const entry = series.get(row.month);
    if (entry) entry.orders += Number(row.count);
  }
  for (const row of moneyRows) {
    const entry = series.get(row.month);
    if (entry) entry.revenue += (row.type === 'refund' ? -1 : 1) * Number(row.amount);
  }
  return { currency, months: [...series.values()] };
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

export async function dashboardTopIncomePhotographer(
  db: Kysely<DB>,
  now: Date,
): Promise<DashboardTopIncomePhotographer> {
  const month = monthOf(now);
  const [currency, top] = await Promise.all([
    readCurrency(db),
    db
      .selectFrom('dashboard_photographer_months')
      .innerJoin(
        'photographers',
        'photographers.id',
        'dashboard_photographer_months.photographer_id',
      )
      .select([...photographerColumns, 'payouts_total', 'payouts_count'])
      .where('month', '=', month)
      .where('payouts_count', '>', 0)
      .orderBy('payouts_total', 'desc')
      .orderBy('photographers.id', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    currency,
    month,
    photographer: top ? toDashboardPhotographer(top) : null,
    income: Number(top?.payouts_total ?? 0),
    payouts: Number(top?.payouts_count ?? 0),
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
