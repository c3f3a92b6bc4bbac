import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
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

/**
 * A customer search: Arabic text is looked for in names only (read from the name index alone),
 * digits in phones, anything else in e-mails and names. Ignores ASCII case.
 */
export function customerSearch(dialect: Dialect, search: string) {
  return (eb: ExpressionBuilder<DB, 'customers'>) => {
    if (/[\u0600-\u06FF]/.test(search)) {
      // SQLite: the trigram index of names (migration 0005) answers "contains" without a scan.
      if (dialect === 'sqlite' && !/[\\%_"]/.test(search))
        return sql<SqlBool>`customers.id in (select rowid from customers_name_search where name like ${`%${search}%`})`;
      return contains(dialect, 'customers.name', search);
    }
    if (/^[\d\s+-]+$/.test(search))
      return contains(dialect, 'customers.phone', search.replace(/\s/g, ''));
    return eb.or([
      contains(dialect, 'customers.email', search),
      contains(dialect, 'customers.name', search),
    ]);
  };
}

/** Customers matching the search and filters. */
export function matchingCustomers(db: Kysely<DB>, dialect: Dialect, filter: CustomerFilter) {
  const { search, status, city } = filter;
  return db
    .selectFrom('customers')
    .$if(status !== undefined, (qb) => qb.where('customers.status', '=', status!))
    .$if(city !== undefined, (qb) => qb.where('customers.city', '=', city!))
    .$if(search !== undefined, (qb) => qb.where(customerSearch(dialect, search!)));
}

/**
 * Orders count and total spent (prices of completed orders) of each customer, in one grouped
 * query read from the orders (customer_id, status, price) index alone.
 */
export async function customerFiguresOf(
  db: Kysely<DB>,
  ids: number[],
): Promise<Map<number, { orders_count: number; total_spent: number }>> {
  const figures = new Map(ids.map((id) => [id, { orders_count: 0, total_spent: 0 }]));
  if (ids.length === 0) return figures;
  const rows = await db
    .selectFrom('orders')
    .select([
      'orders.customer_id',
      sql<number | string>`count(*)`.as('n'),
      sql<
        number | string | null
      >`sum(case when orders.status = 'completed' then orders.price else 0 end)`.as('s'),
    ])
    .where('orders.customer_id', 'in', ids)
    .groupBy('orders.customer_id')
    .execute();
  for (const row of rows)
    figures.set(row.customer_id, { orders_count: Number(row.n), total_spent: Number(row.s ?? 0) });
  return figures;
}

type CustomerBase = Omit<CustomerListItem, 'orders_count' | 'total_spent'>;

/** Rows with their figures added. */
export async function withFigures(
  db: Kysely<DB>,
  rows: CustomerBase[],
): Promise<CustomerListItem[]> {
  const figures = await customerFiguresOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, ...figures.get(row.id)! }));
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
    .orderBy(column, direction)
    .orderBy('customers.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return withFigures(db, rows);
}

export async function customerDetail(
  db: Kysely<DB>,
  id: number,
): Promise<Omit<CustomerDetail, 'currency'> | null> {
  const customer = await db
    .selectFrom('customers')
    .selectAll('customers')
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
    customer: { ...customer, ...(await customerFiguresOf(db, [id])).get(id)! },
    orders,
  };
}
