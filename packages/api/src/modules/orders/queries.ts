import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  ATTENTION_PENDING_HOURS,
  ATTENTION_UNASSIGNED_HOURS,
  parseOrderCode,
  type orderListQuerySchema,
  type OrderAttentionKey,
  type ListQuery,
  type OrderDetail,
  type OrderListItem,
  type OrderStatus,
} from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import { idListTuning, idsOf, inIdList, type IdList, type IdListUse } from '../../db/id-list.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DB } from '../../db/schema.js';
import { countRows, sortColumn, type CountCap } from '../../http/list-query.js';
import {
  addDays,
  addMonths,
  dayAfter,
  dayOf,
  dayStart,
  utcDayStart,
  utcMonthStart,
} from '../../time.js';
import { customerSearch } from '../customers/queries.js';
import { keptWhileCustomersUnchanged } from '../customers/search-matches.js';
import { keptWhileUnchanged } from '../../db/kept-while-unchanged.js';
import { MARKETPLACE_VERSION } from '../../db/migrations/0052_marketplace_version.js';

export type OrderListQuery = ListQuery<typeof orderListQuerySchema>;

export const orderSortColumns = {
  created_at: 'orders.created_at',
  session_at: 'orders.session_at',
  price: 'orders.price',
  code: 'orders.code',
};

/**
 * Knobs of the orders list (tests lower them to reach both paths with little data):
 * deeper than `monthJumpOffset`, a page sorted by date starts from its month and day; up to
 * `searchCustomerIds` matching customers are looked up by id (one bound list: db/id-list.ts), a
 * broader search stays a subquery. 5,000: "محمد" matches 2,000 of 100,000 customers, whose ids
 * SQLite reads from its trigram index in 1 ms; the subquery repeated that search in the count and
 * the page (4 ms more per request). Not more: a letter or two matching most customers reads this
 * many ids before it falls back to the subquery.
 */
export const orderListTuning = { monthJumpOffset: 2_000, searchCustomerIds: 5_000 };

/**
 * The search, resolved once per request: an order code, or the customers whose name, phone or
 * e-mail match (their ids, so the count and the page do not scan the customers twice).
 */
export type OrderSearch =
  | { kind: 'none' }
  | { kind: 'code'; code: string }
  | { kind: 'customers'; ids: IdList }
  | { kind: 'customersQuery'; search: string };

export async function resolveOrderSearch(
  db: Kysely<DB>,
  dialect: Dialect,
  search: string | undefined,
): Promise<OrderSearch> {
  if (search === undefined) return { kind: 'none' };
  // ١٢٣, 123, lq123, LQ-123, LQ-000123: the order LQ-000123 (contract's parseOrderCode).
  const order = parseOrderCode(search);
  if (order !== undefined) return { kind: 'code', code: order.code };
  const most = orderListTuning.searchCustomerIds;
  // The same search's next page, count or export finds its customers already gathered.
  return keptWhileCustomersUnchanged<OrderSearch>(db, `orders ${most} ${search}`, async () => {
    const ids = await idsOf(
      db,
      dialect,
      db
        .selectFrom('customers')
        .select('customers.id')
        .where(customerSearch(dialect, search))
        .limit(most + 1),
    );
    return ids.count > most ? { kind: 'customersQuery', search } : { kind: 'customers', ids };
  });
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The moments of the dashboard's "needs attention" rules (contract dashboardAttention.ts) at
 * `now`: pending since before `pendingBefore` (24 h ago); confirmed without a photographer and the
 * session before `sessionBefore` (48 h ahead, or already past); cancelled within today, a business
 * day of `timeZone`.
 */
export function attentionMoments(now: Date, timeZone: string) {
  const today = dayOf(now, timeZone);
  return {
    pendingBefore: new Date(now.getTime() - ATTENTION_PENDING_HOURS * HOUR_MS).toISOString(),
    sessionBefore: new Date(now.getTime() + ATTENTION_UNASSIGNED_HOURS * HOUR_MS).toISOString(),
    todayStart: dayStart(today, timeZone),
    todayEnd: dayAfter(today, timeZone),
  };
}

/**
 * Orders matching the search and filters (no joins: the page's names are read afterwards).
 * `from`/`to` are business days of `timeZone` (the `timezone` setting). `use`: whether the rows
 * are counted or read in order (how PostgreSQL is shown a search's customers, db/id-list.ts).
 */
export function matchingOrders(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  query: OrderListQuery,
  search: OrderSearch,
  use: IdListUse,
) {
  let rows = db.selectFrom('orders');
  if (query.status !== undefined) rows = rows.where('orders.status', '=', query.status);
  if (query.from !== undefined)
    rows = rows.where('orders.created_at', '>=', dayStart(query.from, timeZone));
  if (query.to !== undefined)
    rows = rows.where('orders.created_at', '<', dayAfter(query.to, timeZone));
  if (query.photographer_id !== undefined)
    rows = rows.where('orders.photographer_id', '=', query.photographer_id);
  if (query.service_id !== undefined) rows = rows.where('orders.service_id', '=', query.service_id);
  if (query.customer_id !== undefined)
    rows = rows.where('orders.customer_id', '=', query.customer_id);
  if (query.attention !== undefined) rows = whereAttention(rows, query.attention, timeZone);
  if (search.kind === 'code') rows = rows.where('orders.code', '=', search.code);
  if (search.kind === 'customers')
    rows =
      search.ids.count === 0
        ? rows.where(sql<boolean>`1 = 0`)
        : rows.where(inIdList(dialect, 'orders.customer_id', search.ids, use));
  if (search.kind === 'customersQuery')
    rows = rows.where('orders.customer_id', 'in', (eb) =>
      eb
        .selectFrom('customers')
        .select('customers.id')
        .where(customerSearch(dialect, search.search)),
    );
  return rows;
}

/** The orders one "needs attention" rule keeps, now. */
function whereAttention(
  rows: SelectQueryBuilder<DB, 'orders', object>,
  key: OrderAttentionKey,
  timeZone: string,
) {
  const at = attentionMoments(new Date(), timeZone);
  if (key === 'pending_new')
    return rows
      .where('orders.status', '=', 'pending')
      .where('orders.created_at', '>=', at.pendingBefore);
  if (key === 'pending_overdue')
    return rows
      .where('orders.status', '=', 'pending')
      .where('orders.created_at', '<', at.pendingBefore);
  if (key === 'unassigned_soon')
    return rows
      .where('orders.status', '=', 'confirmed')
      .where('orders.photographer_id', 'is', null)
      .where('orders.session_at', '<', at.sessionBefore);
  return rows
    .where('orders.status', '=', 'cancelled')
    .where('orders.cancelled_at', '>=', at.todayStart)
    .where('orders.cancelled_at', '<', at.todayEnd);
}

/** Only the status (or nothing) narrows the list: the monthly roll-up knows its counts. */
function onlyStatus(query: OrderListQuery, search: OrderSearch): boolean {
  return (
    search.kind === 'none' &&
    query.from === undefined &&
    query.to === undefined &&
    query.photographer_id === undefined &&
    query.service_id === undefined &&
    query.customer_id === undefined &&
    query.attention === undefined
  );
}

/** The roll-up's orders per month, all statuses or one: compiled once each (every list asks). */
const monthsOfRollUp = (db: Kysely<DB>) =>
  db
    .selectFrom('dashboard_order_months')
    .select(['month', sql<number | string>`sum(orders_count)`.as('n')]);
const allOrdersPerMonth = preparedQuery((db: Kysely<DB>) =>
  monthsOfRollUp(db).groupBy('month').orderBy('month'),
);
const statusOrdersPerMonth = preparedQuery((db: Kysely<DB>, status: OrderStatus) =>
  monthsOfRollUp(db).where('status', '=', status).groupBy('month').orderBy('month'),
);

/** Orders per UTC month (`YYYY-MM`) from the dashboard's roll-up (exact: kept by triggers). */
async function ordersPerMonth(db: Kysely<DB>, status: OrderListQuery['status']) {
  const rows =
    status === undefined ? await allOrdersPerMonth(db) : await statusOrdersPerMonth(db, status);
  return rows.map((r) => ({ month: r.month, count: Number(r.n) }));
}

/** The roll-up's orders per UTC day of one month (`from`/`to`: its first day, the next month's). */
const daysOfRollUp = (db: Kysely<DB>, from: string, to: string) =>
  db
    .selectFrom('dashboard_order_days')
    .select(['day', sql<number | string>`sum(orders_count)`.as('n')])
    .where('day', '>=', from)
    .where('day', '<', to);
const allOrdersPerDay = preparedQuery((db: Kysely<DB>, from: string, to: string) =>
  daysOfRollUp(db, from, to).groupBy('day').orderBy('day'),
);
const statusOrdersPerDay = preparedQuery(
  (db: Kysely<DB>, from: string, to: string, status: OrderStatus) =>
    daysOfRollUp(db, from, to).where('status', '=', status).groupBy('day').orderBy('day'),
);

/** Orders per UTC day (`YYYY-MM-DD`) of the UTC month `month`, from migration 0049's roll-up. */
async function ordersPerDay(db: Kysely<DB>, status: OrderListQuery['status'], month: string) {
  const from = `${month}-01`;
  const to = `${addMonths(month, 1)}-01`;
  const rows =
    status === undefined
      ? await allOrdersPerDay(db, from, to)
      : await statusOrdersPerDay(db, from, to, status);
  return rows.map((r) => ({ day: r.day, count: Number(r.n) }));
}

/** The roll-ups' orders per month and per day of a month that one list request reads. */
export interface OrderRollUps {
  /** Orders per UTC month (`YYYY-MM`), oldest first. Shared between requests: never change it. */
  months(): Promise<readonly { month: string; count: number }[]>;
  /** Orders per UTC day (`YYYY-MM-DD`) of the UTC month `month`, oldest first; shared too. */
  days(month: string): Promise<readonly { day: string; count: number }[]>;
}

/** Roll-up readings kept per process (db/kept-while-unchanged.ts): a status's months and days. */
export const orderRollUpTuning = { kept: 256 };

/**
 * The roll-ups (kept exact by triggers) one list request places a page by: its count and a deep
 * page both need the months, a deep page the days of its month. Each is read at most once per
 * marketplace version in this process, not on every request (two of a deep page's six statements,
 * ~170 µs of its ~770 µs of SQL on SQLite): an admin paging deep through the orders asks the same
 * months and days again and again. `marketplaceVersion` is the version the request already read
 * (plugins/kept-answers.ts); without it, it is read here.
 */
export function orderRollUps(
  db: Kysely<DB>,
  status: OrderListQuery['status'],
  marketplaceVersion?: number,
): OrderRollUps {
  const kept = <T>(key: string, gather: () => Promise<T>) =>
    keptWhileUnchanged(db, MARKETPLACE_VERSION, `${key} ${status ?? 'all'}`, gather, {
      limit: orderRollUpTuning.kept,
      versionRead: marketplaceVersion,
    });
  let months: ReturnType<OrderRollUps['months']> | undefined;
  return {
    months: () => (months ??= kept('months', () => ordersPerMonth(db, status))),
    days: (month) => kept(`days ${month}`, () => ordersPerDay(db, status, month)),
  };
}

/**
 * The bucket (a month, a day) that holds the row at `offset` of a list made of `buckets` in the
 * list's order, and how many of its rows come before that row; none past the end.
 */
function bucketAt<T extends { count: number }>(
  buckets: readonly T[],
  offset: number,
): { bucket: T; skip: number } | undefined {
  let before = 0;
  for (const bucket of buckets) {
    if (before + bucket.count > offset) return { bucket, skip: offset - before };
    before += bucket.count;
  }
  return undefined;
}

/**
 * How many orders match. With no filter but the status, the dashboard's monthly roll-up (kept
 * exact by triggers) answers instead of counting a million rows; otherwise an index-backed count.
 */
export async function countOrders(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  query: OrderListQuery,
  search: OrderSearch,
  cap?: CountCap,
  rollUps: OrderRollUps = orderRollUps(db, query.status),
): Promise<number> {
  if (onlyStatus(query, search))
    return (await rollUps.months()).reduce((sum, m) => sum + m.count, 0);
  return countRows(matchingOrders(db, dialect, timeZone, query, search, 'count'), cap);
}

/** The orders of `ids` joined with their customer, photographer and service names. */
export function orderRowsWithNames(db: Kysely<DB>, ids: number[]) {
  return rowsWithNames(db, ...ids);
}

/** Compiled once per number of ids (a list page holds 15 by default): every page asks. */
const rowsWithNames = preparedQuery((db: Kysely<DB>, ...ids: number[]) =>
  db
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
    .where('orders.id', 'in', ids),
);

type OrderPageRow = Awaited<ReturnType<typeof orderRowsWithNames>>[number];

/**
 * One page of orders. The page's ids are found first from the orders table alone (an index walk),
 * then only those rows are joined with their names. A deep page in date order does not walk the
 * index from the start: the monthly roll-up says which month the page starts in, the daily one
 * (migration 0049) which day of it and how many orders of that day to skip, so the walk is at most
 * one day long — half a day when a page that ends within its day is read from the day's other end.
 */
export async function orderPage(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  query: OrderListQuery,
  search: OrderSearch,
  limit: number,
  offset: number,
  rollUps: OrderRollUps = orderRollUps(db, query.status),
): Promise<OrderListItem[]> {
  const { column, direction } = sortColumn(query.sort, orderSortColumns);
  const use = offset + limit <= idListTuning.topRows ? 'top page' : 'page';
  let ids = matchingOrders(db, dialect, timeZone, query, search, use).select('orders.id');
  let skip = offset;
  if (
    offset > orderListTuning.monthJumpOffset &&
    query.sort.field === 'created_at' &&
    onlyStatus(query, search)
  ) {
    // A copy reversed: the roll-ups are shared with the count and with other requests.
    const inListOrder = <T>(buckets: readonly T[]) =>
      direction === 'desc' ? [...buckets].reverse() : buckets;
    const month = bucketAt(inListOrder(await rollUps.months()), offset);
    if (!month) return [];
    // Within the month, its day: the walk is then at most a day long (half a day from its nearer
    // end). A write between the two reads may leave them apart; the month's range still answers.
    const day = bucketAt(inListOrder(await rollUps.days(month.bucket.month)), month.skip);
    const range = day
      ? {
          start: utcDayStart(day.bucket.day),
          end: utcDayStart(addDays(day.bucket.day, 1)),
          count: day.bucket.count,
          skip: day.skip,
        }
      : {
          start: utcMonthStart(month.bucket.month),
          end: utcMonthStart(addMonths(month.bucket.month, 1)),
          count: month.bucket.count,
          skip: month.skip,
        };
    skip = range.skip;
    const fromEnd = range.count - skip - limit;
    // A page in the range's later half, read from its other end: half the skip.
    if (fromEnd >= 0 && fromEnd < skip) {
      const reversed = await ids
        .where('orders.created_at', '>=', range.start)
        .where('orders.created_at', '<', range.end)
        .orderBy(column, opposite(direction))
        .orderBy('orders.id', opposite(direction))
        .limit(limit)
        .offset(fromEnd)
        .execute();
      return withNames(db, reversed.reverse());
    }
    ids =
      direction === 'desc'
        ? ids.where('orders.created_at', '<', range.end)
        : ids.where('orders.created_at', '>=', range.start);
  }
  const idList = await ids
    .orderBy(column, direction)
    .orderBy('orders.id', direction)
    .limit(limit)
    .offset(skip)
    .execute();
  return withNames(db, idList);
}

const opposite = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');

/** The page's orders, in the order of `idList`, joined with their names. */
async function withNames(db: Kysely<DB>, idList: { id: number }[]): Promise<OrderListItem[]> {
  if (idList.length === 0) return [];
  const rows = await orderRowsWithNames(
    db,
    idList.map((r) => r.id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  // In the page's order; a row deleted between the two reads is left out.
  return idList.flatMap(({ id }) => {
    const row = byId.get(id);
    return row ? [toOrder(row)] : [];
  });
}

/** The list row of an order, from the order joined with its names. */
export function toOrder(row: OrderPageRow): OrderListItem {
  return {
    id: row.id,
    code: row.code,
    customer: { id: row.customer_id, name: row.customer_name },
    photographer:
      row.photographer_id === null
        ? null
        : { id: row.photographer_id, name: row.photographer_name ?? '' },
    service: { id: row.service_id, name: row.service_name },
    session_at: row.session_at,
    city: row.city,
    status: row.status,
    price: row.price,
    created_at: row.created_at,
  };
}

/** An order with its customer, photographer, service and every transaction, oldest first. */
export async function findOrder(
  db: Kysely<DB>,
  id: number,
): Promise<Omit<OrderDetail, 'currency'> | undefined> {
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
  if (!row) return undefined;
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
