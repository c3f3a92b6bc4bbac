import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { orderCode, type BookingRequest } from '@laqta/contract';
import type { DB } from '../../db/schema.js';
import type { CustomerRow, OrderRow } from '../../db/tables/marketplace.js';
import { nowIso } from '../../time.js';
import { IDEMPOTENCY_KEEP_MS, IDEMPOTENCY_WINDOW_MS } from './limits.js';

/** The booking's database side (issue 20); each function runs inside the booking's transaction. */

type Trx = Transaction<DB>;

/**
 * Claims the form's idempotency key: `undefined` when this request is the first with it (or the
 * last one was over a minute ago), else the order the key made within the minute. The key is the
 * table's primary key: of two requests at once, the second waits for the first to commit (on
 * PostgreSQL; SQLite runs one write transaction at a time) and then finds its order.
 */
export async function claimIdempotencyKey(
  trx: Trx,
  key: string,
  now: Date,
): Promise<OrderRow | undefined> {
  const at = now.toISOString();
  await trx
    .deleteFrom('booking_requests')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_KEEP_MS).toISOString())
    .execute();
  const claimed = await trx
    .insertInto('booking_requests')
    .values({ idempotency_key: key, order_id: null, created_at: at })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  if (claimed) return undefined;
  const earlier = await trx
    .selectFrom('booking_requests')
    .select(['order_id', 'created_at'])
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  const recent = Date.parse(earlier.created_at) > now.getTime() - IDEMPOTENCY_WINDOW_MS;
  if (recent && earlier.order_id !== null)
    return trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', earlier.order_id)
      .executeTakeFirstOrThrow();
  // The same key after the minute: a new request.
  await trx
    .updateTable('booking_requests')
    .set({ order_id: null, created_at: at })
    .where('idempotency_key', '=', key)
    .execute();
  return undefined;
}

/** Records the order the key made. */
export async function recordIdempotentOrder(trx: Trx, key: string, orderId: number) {
  await trx
    .updateTable('booking_requests')
    .set({ order_id: orderId })
    .where('idempotency_key', '=', key)
    .execute();
}

/** The service a booking names, if visitors may book it now (active, not archived). */
export function bookableService(trx: Trx, id: number) {
  return trx
    .selectFrom('services')
    .select(['id', 'name', 'base_price'])
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

/** The photographer a visitor may ask for: approved ones only. */
export function bookablePhotographer(trx: Trx, id: number) {
  return trx
    .selectFrom('photographers')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .executeTakeFirst();
}

/**
 * How a Saudi mobile (`+9665XXXXXXXX`) may be stored on an older record: as typed in the back
 * office or by the demo data (`05…`), with or without the country code. Matched exactly (the
 * phone index), not by a scan.
 */
export function phoneSpellings(phone: string): string[] {
  const national = phone.slice(4); // 5XXXXXXXX
  return [phone, `966${national}`, `00966${national}`, `0${national}`, national];
}

/** The customer a booking belongs to: by phone first (any stored spelling), then by e-mail. */
export async function matchingCustomer(
  trx: Trx,
  phone: string,
  email: string,
): Promise<CustomerRow | undefined> {
  const byPhone = await trx
    .selectFrom('customers')
    .selectAll()
    .where('phone', 'in', phoneSpellings(phone))
    .orderBy('id')
    .executeTakeFirst();
  if (byPhone) return byPhone;
  return trx.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
}

/** A new customer from the website (`source = 'website'`). */
export async function insertWebsiteCustomer(
  trx: Trx,
  form: Pick<BookingRequest, 'name' | 'email' | 'phone' | 'city'>,
): Promise<CustomerRow> {
  const now = nowIso();
  return trx
    .insertInto('customers')
    .values({
      name: form.name,
      email: form.email,
      phone: form.phone,
      city: form.city,
      avatar_url: null,
      status: 'active',
      source: 'website',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface NewBooking {
  customerId: number;
  serviceId: number;
  preferredPhotographerId: number | null;
  sessionAt: string;
  city: string;
  address: string;
  price: number;
  notes: string | null;
}

/**
 * A `pending` order. Its code names its id, which only the insert gives: the row goes in under
 * a unique placeholder and takes its code at once, in the same transaction (as transactions'
 * references do, orders/operations.ts).
 */
export async function insertPendingOrder(trx: Trx, booking: NewBooking): Promise<OrderRow> {
  const now = nowIso();
  const { id } = await trx
    .insertInto('orders')
    .values({
      code: `LQ-NEW-${randomUUID()}`,
      customer_id: booking.customerId,
      photographer_id: null,
      preferred_photographer_id: booking.preferredPhotographerId,
      service_id: booking.serviceId,
      session_at: booking.sessionAt,
      city: booking.city,
      address: booking.address,
      price: booking.price,
      notes: booking.notes,
      cancel_reason: null,
      status: 'pending',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return trx
    .updateTable('orders')
    .set({ code: orderCode(id) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
