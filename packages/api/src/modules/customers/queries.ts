import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  CUSTOMER_DETAIL_ORDERS_LIMIT,
  digitsOnly,
  normalizeArabic,
  type customerListQuerySchema,
  type CustomerDetail,
  type CustomerListItem,
  type ListQuery,
} from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import {
  contains,
  countRows,
  searchColumnContains,
  sortColumn,
  type SearchColumn,
  type CountCap,
} from '../../http/list-query.js';
import { selectedIdsOf } from '../../export/selection.js';

export type CustomerListQuery = ListQuery<typeof customerListQuerySchema>;
/** What the list and the export filter by (the export has no page). */
export type CustomerFilter = Pick<CustomerListQuery, 'search' | 'status' | 'city'>;

export const customerSortColumns = {
  name: 'customers.name',
  city: 'customers.city',
  created_at: 'customers.created_at',
};

/** Customers' folded names and their trigrams (migration 0007). */
const customerName: SearchColumn = {
  table: 'customers',
  column: 'name_search',
  trigramTable: 'customers_name_search',
};

/**
 * A customer search, folded by contract's normalizeArabic (أحمد finds احمد, ٠٥٥ is 055): Arabic
 * text is looked for in names only, in their folded copy `name_search` kept and indexed by the
 * database (migration 0007); a phone (any digits, spaces, dashes, +) in phones; anything else
 * in e-mails and names. Ignores ASCII case.
 */
export function customerSearch(dialect: Dialect, search: string) {
  return (eb: ExpressionBuilder<DB, 'customers'>) => {
    const text = normalizeArabic(search);
    if (/[\u0600-\u06FF]/.test(text)) return searchColumnContains(dialect, customerName, text);
    const phone = digitsOnly(text);
    if (phone !== undefined) return contains(dialect, { asIs: 'customers.phone' }, phone);
    return eb.or([
      contains(dialect, { asIs: 'customers.email' }, text),
      searchColumnContains(dialect, customerName, text),
    ]);
  };
}

/** Customers matching the search and filters. */
export function matchingCustomers(db: Kysely<DB>, dialect: Dialect, filter: CustomerFilter) {
  let rows = db.selectFrom('customers');
  if (filter.status !== undefined) rows = rows.where('customers.status', '=', filter.status);
  if (filter.city !== undefined) rows = rows.where('customers.city', '=', filter.city);
  if (filter.search !== undefined) rows = rows.where(customerSearch(dialect, filter.search));
  // An export of hand-picked rows ("export selected") keeps only those.
  const selected = selectedIdsOf(filter);
  if (selected !== undefined) rows = rows.where('customers.id', 'in', selected);
  return rows;
}

type CustomerFigures = Pick<CustomerListItem, 'orders_count' | 'total_spent'>;

/**
 * Orders count and total spent (prices of completed orders) of each customer, in one grouped
 * query read from the orders (customer_id, status, price) index alone.
 */
export async function customerFiguresOf(
  db: Kysely<DB>,
  ids: number[],
): Promise<(id: number) => CustomerFigures> {
  const figures = new Map<number, CustomerFigures>();
  const figuresOf = (id: number) => figures.get(id) ?? { orders_count: 0, total_spent: 0 };
  if (ids.length === 0) return figuresOf;
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
  return figuresOf;
}

type CustomerBase = Omit<CustomerListItem, 'orders_count' | 'total_spent'>;

/** A customer's row as the list answers it: with their orders count and total spent. */
export function toCustomer(row: CustomerBase, figures: CustomerFigures): CustomerListItem {
  return { ...row, ...figures };
}

/** Rows with their figures added (one grouped query for all of them). */
export async function withFigures(
  db: Kysely<DB>,
  rows: CustomerBase[],
): Promise<CustomerListItem[]> {
  const figuresOf = await customerFiguresOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toCustomer(row, figuresOf(row.id)));
}

export const customerColumns = [
  'customers.id',
  'customers.name',
  'customers.email',
  'customers.phone',
  'customers.city',
  'customers.status',
  'customers.created_at',
  'customers.updated_at',
] as const;

export async function countCustomers(
  db: Kysely<DB>,
  dialect: Dialect,
  filter: CustomerFilter,
  cap?: CountCap,
) {
  return countRows(matchingCustomers(db, dialect, filter), cap);
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

/** A customer with their figures and newest orders. */
export async function findCustomer(
  db: Kysely<DB>,
  id: number,
): Promise<Omit<CustomerDetail, 'currency'> | undefined> {
  const customer = await db
    .selectFrom('customers')
    .select([
      ...customerColumns,
      'customers.avatar_url',
      'customers.blocked_reason',
      // Where the record came from (issue 20): "أُنشئ من الموقع" on the detail view.
      'customers.source',
    ])
    .where('customers.id', '=', id)
    .executeTakeFirst();
  if (!customer) return undefined;
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
    customer: { ...customer, ...(await customerFiguresOf(db, [id]))(id) },
    orders,
  };
}
