import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  CUSTOMER_DETAIL_ORDERS_LIMIT,
  type customerListQuerySchema,
  type CustomerDetail,
  type CustomerListItem,
  type ListQuery,
} from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { contains, sortColumn } from '../../http/list-query.js';

export type CustomerListQuery = ListQuery<typeof customerListQuerySchema>;
/** What the list and the export filter by (the export has no page). */
export type CustomerFilter = Pick<CustomerListQuery, 'search' | 'status' | 'city'>;

export const customerSortColumns = {
  name: 'customers.name',
  city: 'customers.city',
  created_at: 'customers.created_at',
};

/** Customers matching the search and filters. */
export function matchingCustomers(db: Kysely<DB>, dialect: Dialect, filter: CustomerFilter) {
  const { search, status, city } = filter;
  return db
    .selectFrom('customers')
    .$if(status !== undefined, (qb) => qb.where('customers.status', '=', status!))
    .$if(city !== undefined, (qb) => qb.where('customers.city', '=', city!))
    .$if(search !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          contains(dialect, 'customers.name', search!),
          contains(dialect, 'customers.email', search!),
          contains(dialect, 'customers.phone', search!),
        ]),
      ),
    );
}

/**
 * Orders count and total spent (prices of completed orders) of the customer in the outer query;
 * read from the orders (customer_id, status, price) index alone.
 */
export function customerFigures(eb: ExpressionBuilder<DB, 'customers'>) {
  return [
    eb
      .selectFrom('orders')
      .select((o) => o.fn.countAll<number | string>().as('n'))
      .whereRef('orders.customer_id', '=', 'customers.id')
      .as('orders_count'),
    eb
      .selectFrom('orders')
      .select(sql<number | string | null>`sum(orders.price)`.as('s'))
      .whereRef('orders.customer_id', '=', 'customers.id')
      .where('orders.status', '=', 'completed')
      .as('total_spent'),
  ] as const;
}

export const customerColumns = [
  'customers.id',
  'customers.name',
  'customers.email',
  'customers.phone',
  'customers.city',
  'customers.status',
  'customers.created_at',
] as const;

type RawItem = Omit<CustomerListItem, 'orders_count' | 'total_spent'> & {
  orders_count: number | string | null;
  total_spent: number | string | null;
};

export function toCustomerItem(row: RawItem): CustomerListItem {
  return {
    ...row,
    orders_count: Number(row.orders_count ?? 0),
    total_spent: Number(row.total_spent ?? 0),
  };
}

export async function countCustomers(db: Kysely<DB>, dialect: Dialect, filter: CustomerFilter) {
  const row = await matchingCustomers(db, dialect, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function customerPage(
  db: Kysely<DB>,
  dialect: Dialect,
  query: CustomerListQuery,
  limit: number,
  offset: number,
): Promise<CustomerListItem[]> {
  const { column, direction } = sortColumn(query.sort, customerSortColumns);
  const rows = await matchingCustomers(db, dialect, query)
    .select(customerColumns)
    .select(customerFigures)
    .orderBy(column, direction)
    .orderBy('customers.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toCustomerItem);
}

export async function customerDetail(
  db: Kysely<DB>,
  id: number,
): Promise<Omit<CustomerDetail, 'currency'> | null> {
  const customer = await db
    .selectFrom('customers')
    .selectAll('customers')
    .select(customerFigures)
    .where('customers.id', '=', id)
    .executeTakeFirst();
  if (!customer) return null;
  const orders = await db
    .selectFrom('orders')
    .innerJoin('services', 'services.id', 'orders.service_id')
    .leftJoin('photographers', 'photographers.id', 'orders.photographer_id')
    .select([
      'orders.id',
      'orders.code',
      'services.name as service',
      'photographers.name as photographer',
      'orders.session_at',
      'orders.status',
      'orders.price',
      'orders.created_at',
    ])
    .where('orders.customer_id', '=', id)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(CUSTOMER_DETAIL_ORDERS_LIMIT)
    .execute();
  return {
    customer: {
      ...customer,
      orders_count: Number(customer.orders_count ?? 0),
      total_spent: Number(customer.total_spent ?? 0),
    },
    orders,
  };
}
