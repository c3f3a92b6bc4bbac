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
import { contains, dayAfter, dayStart, sortColumn } from '../../http/list-query.js';

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

/** Orders matching the search and filters (no joins: the page's names are read afterwards). */
function matchingOrders(db: Kysely<DB>, dialect: Dialect, query: OrderListQuery) {
  const { search, status, from, to, photographer_id, service_id, customer_id } = query;
  const code = search === undefined ? undefined : codeOfSearch(search);
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
    .$if(code !== undefined, (qb) => qb.where('orders.code', '=', code!))
    .$if(search !== undefined && code === undefined, (qb) =>
      qb.where('orders.customer_id', 'in', (eb) =>
        eb
          .selectFrom('customers')
          .select('customers.id')
          .where((c) =>
            c.or([
              contains(dialect, 'customers.name', search!),
              contains(dialect, 'customers.email', search!),
              contains(dialect, 'customers.phone', search!),
            ]),
          ),
      ),
    );
}

/**
 * How many orders match. With no filter but the status, the dashboard's monthly roll-up (kept
 * exact by triggers) answers instead of counting a million rows; otherwise an index-backed count.
 */
export async function countOrders(
  db: Kysely<DB>,
  dialect: Dialect,
  query: OrderListQuery,
): Promise<number> {
  const narrowed =
    query.search !== undefined ||
    query.from !== undefined ||
    query.to !== undefined ||
    query.photographer_id !== undefined ||
    query.service_id !== undefined ||
    query.customer_id !== undefined;
  if (!narrowed) {
    const row = await db
      .selectFrom('dashboard_order_months')
      .select(sql<number | string | null>`sum(orders_count)`.as('n'))
      .$if(query.status !== undefined, (qb) => qb.where('status', '=', query.status!))
      .executeTakeFirstOrThrow();
    return Number(row.n ?? 0);
  }
  const row = await matchingOrders(db, dialect, query)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One page of orders. The page's ids are found first from the orders table alone (an index walk,
 * even deep into the list), then only those rows are joined with their names.
 */
export async function orderPage(
  db: Kysely<DB>,
  dialect: Dialect,
  query: OrderListQuery,
  limit: number,
  offset: number,
): Promise<OrderListItem[]> {
  const { column, direction } = sortColumn(query.sort, sortColumns);
  const ids = await matchingOrders(db, dialect, query)
    .select('orders.id')
    .orderBy(column, direction)
    .orderBy('orders.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  if (ids.length === 0) return [];
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
      ids.map((r) => r.id),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map(({ id }) => {
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
