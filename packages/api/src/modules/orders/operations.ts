import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction as KyselyTransaction } from 'kysely';
import {
  normalizeArabic,
  orderCode,
  PHOTOGRAPHER_OPTIONS_LIMIT,
  type PhotographerOption,
  type PhotographerSession,
  type TransactionMethod,
  type TransactionStatus,
  type TransactionType,
} from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { OrderRow, TransactionRow } from '../../db/tables/marketplace.js';
import { searchColumnContains } from '../../http/list-query.js';
import { nowIso } from '../../time.js';
import { enqueueOrderChangeNotices } from '../notifications/outbox.js';

/**
 * The order operations' database side (issue 13): reading an order to change it (locked on
 * PostgreSQL, so two admins acting at once take turns; SQLite's write transactions already do),
 * writing it, adding a transaction, and a photographer's sessions around a moment.
 */

type Db = Kysely<DB> | KyselyTransaction<DB>;

/** The order's row, locked for the rest of the transaction on PostgreSQL. */
export async function lockedOrder(
  trx: KyselyTransaction<DB>,
  dialect: Dialect,
  id: number,
): Promise<OrderRow | undefined> {
  const query = trx.selectFrom('orders').selectAll().where('id', '=', id);
  return dialect === 'postgres' ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

/**
 * A new `updated_at` for a row last changed at `previous`: now, or a millisecond later than
 * `previous` when the clock has not moved on, so every change gives the stale check a new value.
 */
export function nextUpdatedAt(previous: string): string {
  const now = nowIso();
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
}

export type OrderChange = Partial<
  Pick<
    OrderRow,
    | 'status'
    | 'photographer_id'
    | 'session_at'
    | 'cancel_reason'
    | 'completed_at'
    | 'cancelled_at'
    | 'commission_rate'
  >
>;

/**
 * Writes `change` and a new `updated_at`; answers the row as it now is. What the change tells the
 * customer (confirmed, photographer assigned) goes to the notification outbox in the same
 * transaction (issue 20), so every route that changes an order through here notifies alike.
 */
export async function updateOrder(
  trx: KyselyTransaction<DB>,
  current: OrderRow,
  change: OrderChange,
): Promise<OrderRow> {
  const updated = await trx
    .updateTable('orders')
    .set({ ...change, updated_at: nextUpdatedAt(current.updated_at) })
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await enqueueOrderChangeNotices(trx, current, updated);
  return updated;
}

export function orderTransactionRows(db: Db, orderId: number): Promise<TransactionRow[]> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export interface NewTransaction {
  orderId: number;
  type: TransactionType;
  amount: number;
  commissionAmount: number;
  method: TransactionMethod;
  status: TransactionStatus;
  bankReference?: string | null;
}

/** `TX-00000123`: the transaction's id, zero-padded to eight digits (as the seed writes them). */
export const transactionReference = (id: number) => `TX-${String(id).padStart(8, '0')}`;

/**
 * Adds a transaction. Its reference names its id, which only the insert gives: the row goes in
 * under a unique placeholder and takes its reference at once, in the same transaction.
 */
export async function insertTransaction(
  trx: KyselyTransaction<DB>,
  values: NewTransaction,
): Promise<TransactionRow> {
  const now = nowIso();
  const placeholder = `TX-NEW-${randomUUID()}`;
  const { id } = await trx
    .insertInto('transactions')
    .values({
      order_id: values.orderId,
      type: values.type,
      amount: values.amount,
      commission_amount: values.commissionAmount,
      method: values.method,
      status: values.status,
      reference: placeholder,
      bank_reference: values.bankReference ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return trx
    .updateTable('transactions')
    .set({ reference: transactionReference(id) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The method a refund goes back by: the order's latest succeeded payment's. */
export function refundMethodOf(transactions: readonly TransactionRow[]): TransactionMethod | null {
  const payments = transactions.filter((t) => t.type === 'payment' && t.status === 'succeeded');
  return payments.at(-1)?.method ?? null;
}

/** Orders that still hold a photographer's time (a cancelled or no-show one does not). */
const liveStatuses = ['pending', 'confirmed', 'in_progress', 'completed'] as const;

/** Sessions that could overlap a day: the longest session is far shorter than this margin. */
const SESSION_MARGIN_MS = 24 * 60 * 60 * 1000;

export interface SessionWindow {
  start: string;
  end: string;
}

/** `start + minutes`, as a stored moment. */
export function endOf(start: string, minutes: number): string {
  return new Date(Date.parse(start) + minutes * 60_000).toISOString();
}

/**
 * The live sessions of `photographerIds` that touch [from, to) (the business day of the order's
 * session), other than the order's own, with their ends (the service's duration) and whether
 * each overlaps `window`.
 */
export async function sessionsOf(
  db: Db,
  photographerIds: readonly number[],
  range: { from: string; to: string },
  window: SessionWindow,
  exceptOrderId: number,
): Promise<Map<number, PhotographerSession[]>> {
  const byPhotographer = new Map<number, PhotographerSession[]>();
  if (photographerIds.length === 0) return byPhotographer;
  const rows = await db
    .selectFrom('orders')
    .innerJoin('services', 'services.id', 'orders.service_id')
    .select([
      'orders.id',
      'orders.photographer_id',
      'orders.session_at',
      'orders.status',
      'services.duration_minutes',
    ])
    .where('orders.photographer_id', 'in', [...photographerIds])
    .where('orders.status', 'in', [...liveStatuses])
    .where('orders.id', '<>', exceptOrderId)
    // A session that starts the day before may run into this day.
    .where(
      'orders.session_at',
      '>=',
      new Date(Date.parse(range.from) - SESSION_MARGIN_MS).toISOString(),
    )
    .where('orders.session_at', '<', range.to)
    .orderBy('orders.session_at')
    .execute();
  for (const row of rows) {
    const end = endOf(row.session_at, row.duration_minutes);
    if (end <= range.from || row.photographer_id === null) continue;
    const session: PhotographerSession = {
      order_id: row.id,
      code: orderCode(row.id),
      session_at: row.session_at,
      ends_at: end,
      status: row.status,
      clash: row.session_at < window.end && end > window.start,
    };
    const list = byPhotographer.get(row.photographer_id) ?? [];
    list.push(session);
    byPhotographer.set(row.photographer_id, list);
  }
  return byPhotographer;
}

/** The service's duration of an order, for its session's window. */
export async function sessionWindowOf(
  db: Db,
  order: Pick<OrderRow, 'service_id'>,
  sessionAt: string,
): Promise<SessionWindow> {
  const service = await db
    .selectFrom('services')
    .select('duration_minutes')
    .where('id', '=', order.service_id)
    .executeTakeFirstOrThrow();
  return { start: sessionAt, end: endOf(sessionAt, service.duration_minutes) };
}

const photographersSearch = {
  table: 'photographers',
  column: 'name_search',
  trigramTable: 'photographers_search',
} as const;

/**
 * The picker's approved photographers: by (folded) Arabic name when searched, the order's city
 * first, then by name; at most PHOTOGRAPHER_OPTIONS_LIMIT.
 */
export async function approvedPhotographers(
  db: Kysely<DB>,
  dialect: Dialect,
  city: string,
  search: string | undefined,
): Promise<Omit<PhotographerOption, 'sessions' | 'clash'>[]> {
  let rows = db
    .selectFrom('photographers')
    .select([
      'photographers.id',
      'photographers.name',
      'photographers.city',
      'photographers.phone',
      'photographers.rating_avg',
    ])
    .where('photographers.status', '=', 'approved');
  const text = search === undefined ? '' : normalizeArabic(search).trim();
  if (text !== '') rows = rows.where(searchColumnContains(dialect, photographersSearch, text));
  const found = await rows
    .orderBy(sql`case when photographers.city = ${city} then 0 else 1 end`)
    .orderBy('photographers.name')
    .orderBy('photographers.id')
    .limit(PHOTOGRAPHER_OPTIONS_LIMIT)
    .execute();
  return found.map((row) => ({
    ...row,
    rating_avg: row.rating_avg === null ? null : Number(row.rating_avg),
  }));
}
