import { sql, type Kysely } from 'kysely';
import {
  orderCode,
  type orderListQuerySchema,
  type ListQuery,
  type OrderDetail,
  type OrderListItem,
} from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { dayAfter, dayStart, sortColumn } from '../../http/list-query.js';
import { customerSearch } from '../customers/queries.js';

export type OrderListQuery = ListQuery<typeof orderListQuerySchema>;

const sortColumns = {
  created_at: 'orders.created_at',
  session_at: 'orders.session_at',
  price: 'orders.price',
  code: 'orders.code',
};

/** `LQ-000123`, `lq-123` or `123` → the order's code; anything else is not a code. */
export function codeOfSearch(search: string): string | undefined {
  const match = /^(?:lq-?)?(\d{1,9})$/i.exec(search.trim());
  return match ? orderCode(Number(match[1])) : undefined;
}

/**
 * Knobs of the orders list (tests lower them to reach both paths with little data):
 * deeper than `monthJumpOffset`, a page sorted by date starts from its month; up to
 * `searchCustomerIds` matching customers are looked up by id, a broader search stays a subquery.
 */
export const orderListTuning = { monthJumpOffset: 2_000, searchCustomerIds: 1_000 };

/**
 * The search, resolved once per request: an order code, or the customers whose name, phone or
 * e-mail match (their ids, so the count and the page do not scan the customers twice).
 */
export type OrderSearch =
  | { kind: 'none' }
  | { kind: 'code'; code: string }
  | { kind: 'customers'; ids: number[] }
  | { kind: 'customersQuery'; search: string };

export async function resolveOrderSearch(
  db: Kysely<DB>,
  dialect: Dialect,
  search: string | undefined,
): Promise<OrderSearch> {
  if (search === undefined) return { kind: 'none' };
  const code = codeOfSearch(search);
  if (code !== undefined) return { kind: 'code', code };
  const rows = await db
    .selectFrom('customers')
    .select('customers.id')
    .where(customerSearch(dialect, search))
    .limit(orderListTuning.searchCustomerIds + 1)
    .execute();
  return rows.length > orderListTuning.searchCustomerIds
    ? { kind: 'customersQuery', search }
    : { kind: 'customers', ids: rows.map((r) => r.id) };
}

/** Orders matching the search and filters (no joins: the page's names are read afterwards). */
function matchingOrders(
  db: Kysely<DB>,
  dialect: Dialect,
  query: OrderListQuery,
  search: OrderSearch,
) {
  const { status, from, to, photographer_id, service_id, customer_id } = query;
  return db
    .selectFrom('orders')
    .$if(status !== undefined, (qb) => qb.where('orders.status', '=', status!))
    .$if(from !== undefined, (qb) => qb.where('orders.created_at', '>=', dayStart(from!)))
    .$if(to !== undefined, (qb) => qb.where('orders.created_at', '<', dayAfter(to!)))
    .$if(photographer_id !== undefined, (qb) =>
      qb.where('orders.photographer_id', '=', photographer_id!),
    )
    .$if(service_id !== undefined, (qb) => qb.where('orders.service_id', '=', service_id!))
    .$if(customer_id !== undefined, (qb) => qb.where('orders.customer_id', '=', customer_id!))
    .$if(search.kind === 'code', (qb) =>
      qb.where('orders.code', '=', (search as { code: string }).code),
    )
    .$if(search.kind === 'customers', (qb) => {
      const { ids } = search as { ids: number[] };
      return ids.length === 0
        ? qb.where(sql<boolean>`1 = 0`)
        : qb.where('orders.customer_id', 'in', ids);
    })
    .$if(search.kind === 'customersQuery', (qb) =>
      qb.where('orders.customer_id', 'in', (eb) =>
        eb
          .selectFrom('customers')
          .select('customers.id')
          .where(customerSearch(dialect, (search as { search: string }).search)),
      ),
    );
}

/** Only the status (or nothing) narrows the list: the monthly roll-up knows its counts. */
function onlyStatus(query: OrderListQuery, search: OrderSearch): boolean {
  return (
    search.kind === 'none' &&
    query.from === undefined &&
    query.to === undefined &&
    query.photographer_id === undefined &&
    query.service_id === undefined &&
    query.customer_id === undefined
  );
}

/** Orders per month (`YYYY-MM`) from the dashboard's roll-up (exact: kept by triggers). */
async function ordersPerMonth(db: Kysely<DB>, status: OrderListQuery['status']) {
  const rows = await db
    .selectFrom('dashboard_order_months')
    .select(['month', sql<number | string>`sum(orders_count)`.as('n')])
    .$if(status !== undefined, (qb) => qb.where('status', '=', status!))
    .groupBy('month')
    .orderBy('month')
    .execute();
  return rows.map((r) => ({ month: r.month, count: Number(r.n) }));
}

function monthStart(month: string): string {
  return `${month}-01T00:00:00.000Z`;
}

function nextMonthStart(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1)).toISOString();
}

/**
 * How many orders match. With no filter but the status, the dashboard's monthly roll-up (kept
 * exact by triggers) answers instead of counting a million rows; otherwise an index-backed count.
 */
export async function countOrders(
  db: Kysely<DB>,
  dialect: Dialect,
  query: OrderListQuery,
  search: OrderSearch,
): Promise<number> {
  if (onlyStatus(query, search)) {
    const months = await ordersPerMonth(db, query.status);
    return months.reduce((sum, m) => sum + m.count, 0);
  }
  const row = await matchingOrders(db, dialect, query, search)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One page of orders. The page's ids are found first from the orders table alone (an index walk),
 * then only those rows are joined with their names. A deep page in date order does not walk the
 * index from the start: the monthly roll-up says which month the page starts in and how many
 * orders of that month to skip, so the walk is at most one month long.
 */
export async function orderPage(
  db: Kysely<DB>,
  dialect: Dialect,
  query: OrderListQuery,
  search: OrderSearch,
  limit: number,
  offset: number,
): Promise<OrderListItem[]> {
  const { column, direction } = sortColumn(query.sort, sortColumns);
  let ids = matchingOrders(db, dialect, query, search).select('orders.id');
  let skip = offset;
  if (
    offset > orderListTuning.monthJumpOffset &&
    query.sort.field === 'created_at' &&
    onlyStatus(query, search)
  ) {
    const months = await ordersPerMonth(db, query.status);
    if (direction === 'desc') months.reverse();
    let before = 0;
    const start = months.find((m) => {
      if (before + m.count > offset) return true;
      before += m.count;
      return false;
    });
    if (!start) return [];
    skip = offset - before;
    ids =
      direction === 'desc'
        ? ids.where('orders.created_at', '<', nextMonthStart(start.month))
        : ids.where('orders.created_at', '>=', monthStart(start.month));
  }
  const idList = await ids
    .orderBy(column, direction)
    .orderBy('orders.id', direction)
    .limit(limit)
    .offset(skip)
    .execute();
  if (idList.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .innerJoin('services', 'services.id', 'orders.service_id')
    .leftJoin('photographers', 'photographers.id', 'orders.photographer_id')
    .select([
      'orders.id',
      'orders.code',
      'orders.customer_id',
      'customers.name as customer_name',
      'orders.photographer_id',
      'photographers.name as photographer_name',
      'orders.service_id',
      'services.name as service_name',
      'orders.session_at',
      'orders.city',
      'orders.status',
      'orders.price',
      'orders.created_at',
    ])
    .where(
      'orders.id',
      'in',
      idList.map((r) => r.id),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return idList.map(({ id }) => {
    const r = byId.get(id)!;
    return {
      id: r.id,
      code: r.code,
      customer: { id: r.customer_id, name: r.customer_name },
      photographer:
        r.photographer_id === null
          ? null
          : { id: r.photographer_id, name: r.photographer_name ?? '' },
      service: { id: r.service_id, name: r.service_name },
      session_at: r.session_at,
      city: r.city,
      status: r.status,
      price: r.price,
      created_at: r.created_at,
    };
  });
}

export async function orderDetail(
  db: Kysely<DB>,
  id: number,
): Promise<Omit<OrderDetail, 'currency'> | null> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .innerJoin('services', 'services.id', 'orders.service_id')
    .leftJoin('photographers', 'photographers.id', 'orders.photographer_id')
    .selectAll('orders')
    .select([
      'customers.name as customer_name',
      'customers.email as customer_email',
      'customers.phone as customer_phone',
      'photographers.name as photographer_name',
      'services.name as service_name',
    ])
    .where('orders.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const transactions = await db
    .selectFrom('transactions')
    .selectAll()
    .where('order_id', '=', id)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const {
    customer_name,
    customer_email,
    customer_phone,
    photographer_name,
    service_name,
    ...order
  } = row;
  return {
    order: {
      ...order,
      customer: {
        id: order.customer_id,
        name: customer_name,
        email: customer_email,
        phone: customer_phone,
      },
      photographer:
        order.photographer_id === null
          ? null
          : { id: order.photographer_id, name: photographer_name ?? '' },
      service: { id: order.service_id, name: service_name },
    },
    transactions,
  };
}
