import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BOOKING_MAX_DAYS_AHEAD,
  bookingMessages,
  bookingNextSteps,
  type BookingReceipt,
  type BookingRequest,
} from '@laqta/contract';
import { auditSourceOf, recordAuditEvent } from '../../audit/record.js';
import { auditedChange } from '../../audit/transaction.js';
import type { OrderRow } from '../../db/tables/marketplace.js';
import { HttpError, ValidationError } from '../../http/errors.js';
import { zonedMoment } from '../../time.js';
import { enqueueBookingNotices } from '../notifications/outbox.js';
import { readTimeZone } from '../settings/queries.js';
import {
  bookablePhotographer,
  bookableService,
  claimIdempotencyKey,
  insertPendingOrder,
  insertWebsiteCustomer,
  matchingCustomer,
  recordIdempotentOrder,
} from './queries.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The stored moment of the form's `session_at` (the platform's wall clock, Asia/Riyadh unless the
 * `timezone` setting says otherwise); 422 under `session_at` when it has passed or is more than
 * BOOKING_MAX_DAYS_AHEAD away.
 */
export async function sessionMomentOf(
  app: FastifyInstance,
  wall: string,
  now: Date = new Date(),
): Promise<string> {
  const sessionAt = zonedMoment(wall, await readTimeZone(app.db));
  if (sessionAt <= now.toISOString())
    throw new ValidationError({ session_at: [bookingMessages.sessionPast] });
  if (Date.parse(sessionAt) > now.getTime() + BOOKING_MAX_DAYS_AHEAD * DAY_MS)
    throw new ValidationError({ session_at: [bookingMessages.sessionTooFar] });
  return sessionAt;
}

/** What the confirmation page shows of an order. */
export function receiptOf(order: Pick<OrderRow, 'code' | 'status' | 'session_at'>): BookingReceipt {
  return {
    code: order.code,
    status: order.status,
    session_at: order.session_at,
    next_steps: [...bookingNextSteps],
  };
}

export interface PlacedBooking {
  order: OrderRow;
  /** The same form sent again within the minute: the order it made before. */
  replayed: boolean;
}

/**
 * The booking, in one transaction: claim the form's key (a repeat answers the first order), check
 * the service and the preferred photographer, find the customer by phone then e-mail or create
 * one from the website, refuse a blocked customer without saying why, write the `pending` order
 * at the service's price, its audit events (the website acting: no admin, the visitor's address)
 * and the outbox's "request received" and "new request" messages.
 */
export async function placeBooking(
  app: FastifyInstance,
  request: FastifyRequest,
  form: BookingRequest,
  sessionAt: string,
): Promise<PlacedBooking> {
  const source = auditSourceOf(request);
  return auditedChange(app.db, async (trx) => {
    const earlier = await claimIdempotencyKey(trx, form.idempotency_key, new Date());
    if (earlier) return { order: earlier, replayed: true };

    const service = await bookableService(trx, form.service_id);
    if (!service) throw new ValidationError({ service_id: [bookingMessages.serviceUnavailable] });
    const photographer =
      form.photographer_id === undefined
        ? undefined
        : await bookablePhotographer(trx, form.photographer_id);
    if (form.photographer_id !== undefined && !photographer)
      throw new ValidationError({ photographer_id: [bookingMessages.photographerUnavailable] });

    let customer = await matchingCustomer(trx, form.phone, form.email);
    if (customer?.status === 'blocked')
      throw new HttpError(422, bookingMessages.unavailable, 'refused');
    if (!customer) {
      customer = await insertWebsiteCustomer(trx, form);
      await recordAuditEvent(trx, {
        ...source,
        action: 'customer.created',
        entityType: 'customer',
        entityId: customer.id,
        after: {
          name: customer.name,
          email: customer.email,
          phone: customer.phone,
          city: customer.city,
          source: customer.source,
        },
      });
    }

    const order = await insertPendingOrder(trx, {
      customerId: customer.id,
      serviceId: service.id,
      preferredPhotographerId: photographer?.id ?? null,
      sessionAt,
      city: form.city,
      address: form.address,
      price: service.base_price,
      notes: form.notes ?? null,
    });
    await recordIdempotentOrder(trx, form.idempotency_key, order.id);
    await recordAuditEvent(trx, {
      ...source,
      action: 'order.requested',
      entityType: 'order',
      entityId: order.id,
      after: {
        code: order.code,
        status: order.status,
        customer_id: customer.id,
        service_id: service.id,
        service_name: service.name,
        session_at: order.session_at,
        city: order.city,
        price: order.price,
        preferred_photographer_id: photographer?.id ?? null,
        ...(photographer ? { preferred_photographer_name: photographer.name } : {}),
      },
    });
    await enqueueBookingNotices(trx, order.id);
    return { order, replayed: false };
  });
}
