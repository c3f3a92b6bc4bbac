import { orderCode, type OrderStatus } from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import {
  cancelReasons,
  cities,
  orderNotes,
  paymentMethods,
  ratings,
  reviewComments,
  streets,
  type City,
} from './catalog.js';
import { DAY, HOUR, iso, MONTH, roundTo, type WriterFactory } from './common.js';
import type { SeededCustomers } from './customers.js';
import type { SeededPhotographers } from './photographers.js';
import { weightedTable, type Random } from './random.js';
import type { SeededServices } from './services.js';

/** Orders per database transaction: big enough to be fast, small enough to keep the WAL small. */
const ORDERS_PER_COMMIT = 50_000;
/** Orders (with their transactions and reviews) collected before one multi-row write. */
const ORDERS_PER_WRITE = 2_000;

/** What the platform keeps of an order's price; the photographer's payout is the rest. */
export function commissionOf(price: number, ratePercent: number): number {
  return Math.round((price * ratePercent) / 100);
}

/** Status by where the session lies relative to now: old sessions are done, future ones pending. */
function orderStatusFor(r: Random, sessionAt: number, now: number): OrderStatus {
  if (sessionAt < now - 3 * DAY) return r.chance(0.86) ? 'completed' : 'cancelled';
  if (sessionAt < now) return r.weighted(recentStatuses);
  return r.weighted(upcomingStatuses);
}
const recentStatuses = weightedTable<OrderStatus>([
  ['in_progress', 50],
  ['completed', 40],
  ['cancelled', 10],
]);
const upcomingStatuses = weightedTable<OrderStatus>([
  ['pending', 35],
  ['confirmed', 55],
  ['cancelled', 10],
]);

type Rating = 1 | 2 | 3 | 4 | 5;

/** Where one order's transactions and review go. */
interface OrderSink {
  addTransaction(
    orderId: number,
    type: 'payment' | 'refund' | 'payout',
    amount: number,
    commission: number,
    method: string,
    status: 'pending' | 'succeeded' | 'failed',
    at: number,
  ): void;
  addReview(review: {
    orderId: number;
    customerId: number;
    photographerId: number;
    rating: Rating;
    comment: string | null;
    at: number;
  }): void;
  adjustRating(photographerId: number, rating: Rating): Rating;
}

/**
 * The money an order's status implies, and its review: a pending order may have a pending
 * payment; a cancelled one was refunded if it had been paid; a completed one was paid, paid out
 * (price less the commission) and often reviewed. Returns when the order last changed and why it
 * was cancelled.
 */
function settleOrder(
  r: Random,
  order: {
    orderId: number;
    customerId: number;
    photographerId: number | null;
    status: OrderStatus;
    price: number;
    method: string;
    createdAt: number;
    confirmAt: number;
    sessionAt: number;
    durationMinutes: number;
  },
  { now, rate }: { now: number; rate: number },
  sink: OrderSink,
): { updatedAt: number; cancelReason: string | null } {
  const { orderId, customerId, photographerId, status, price, method } = order;
  const { createdAt, confirmAt, sessionAt, durationMinutes } = order;
  let updatedAt = createdAt;
  let cancelReason: string | null = null;
  if (status === 'pending') {
    if (r.chance(0.25))
      sink.addTransaction(
        orderId,
        'payment',
        price,
        0,
        method,
        'pending',
        Math.min(now, createdAt + r.int(1, 60) * 60_000),
      );
  } else if (status === 'cancelled' && r.chance(0.45)) {
    // Cancelled before anyone paid.
    updatedAt = Math.min(now, createdAt + r.int(1, 72) * HOUR);
    cancelReason = r.pick(cancelReasons);
  } else {
    if (r.chance(0.04))
      sink.addTransaction(
        orderId,
        'payment',
        price,
        0,
        method,
        'failed',
        Math.max(createdAt, confirmAt - r.int(1, 30) * 60_000),
      );
    sink.addTransaction(orderId, 'payment', price, 0, method, 'succeeded', confirmAt);
    updatedAt = confirmAt;
    if (status === 'cancelled') {
      const cancelAt = Math.min(
        now,
        confirmAt +
          r.int(1, Math.max(1, Math.floor((Math.min(sessionAt, now) - confirmAt) / HOUR))) * HOUR,
      );
      sink.addTransaction(orderId, 'refund', price, 0, method, 'succeeded', cancelAt);
      updatedAt = cancelAt;
      cancelReason = r.pick(cancelReasons);
    } else if (status === 'in_progress') {
      updatedAt = Math.min(now, sessionAt);
    } else if (status === 'completed') {
      const payoutAt = Math.min(now, sessionAt + durationMinutes * 60_000 + r.int(1, 4) * DAY);
      const commission = commissionOf(price, rate);
      sink.addTransaction(
        orderId,
        'payout',
        price - commission,
        commission,
        'bank_transfer',
        'succeeded',
        payoutAt,
      );
      updatedAt = payoutAt;
      if (photographerId !== null && r.chance(0.6)) {
        const rating = sink.adjustRating(photographerId, r.weighted(ratings));
        const reviewedAt = Math.min(now, payoutAt + r.int(0, 5 * 24) * HOUR);
        sink.addReview({
          orderId,
          customerId,
          photographerId,
          rating,
          comment: r.chance(0.7) ? r.pick(reviewComments[rating]) : null,
          at: reviewedAt,
        });
      }
    }
  }
  return { updatedAt, cancelReason };
}

/**
 * `count` orders over the last 18 months (growing towards now), each with the transactions and
 * review its status implies, written in time order in chunks. Ids follow `ids`.
 */
export async function seedOrders(
  db: Kysely<DB>,
  writer: WriterFactory,
  r: Random,
  options: {
    count: number;
    now: number;
    rate: number;
    ids: { orders: number; transactions: number; reviews: number };
    services: SeededServices;
    customers: SeededCustomers;
    photographers: SeededPhotographers;
    onProgress?: (ordersWritten: number) => void;
  },
): Promise<{ orders: number; transactions: number; reviews: number }> {
  const { count, now, rate, ids, customers, photographers } = options;
  const orderWriter = writer('orders', [
    'id',
    'code',
    'customer_id',
    'photographer_id',
    'service_id',
    'session_at',
    'city',
    'address',
    'price',
    'notes',
    'cancel_reason',
    'status',
    'completed_at',
    'cancelled_at',
    'commission_rate',
    'created_at',
    'updated_at',
  ]);
  const transactionWriter = writer('transactions', [
    'id',
    'order_id',
    'type',
    'amount',
    'commission_amount',
    'method',
    'status',
    'reference',
    'created_at',
    'updated_at',
  ]);
  const reviewWriter = writer('reviews', [
    'id',
    'order_id',
    'customer_id',
    'photographer_id',
    'rating',
    'comment',
    'created_at',
    'updated_at',
  ]);
  let transactionId = ids.transactions;
  let reviewId = ids.reviews;
  const sink: OrderSink = {
    addTransaction(orderId, type, amount, commission, method, status, at) {
      transactionId++;
      const when = iso(at);
      transactionWriter.add([
        transactionId,
        orderId,
        type,
        amount,
        commission,
        method,
        status,
        `TX-${String(transactionId).padStart(8, '0')}`,
        when,
        when,
      ]);
    },
    addReview({ orderId, customerId, photographerId, rating, comment, at }) {
      reviewId++;
      const when = iso(at);
      reviewWriter.add([
        reviewId,
        orderId,
        customerId,
        photographerId,
        rating,
        comment,
        when,
        when,
      ]);
    },
    adjustRating: (photographerId, rating) => photographers.adjustRating(photographerId, rating),
  };

  const ordersStart = now - 18 * MONTH;
  const ordersSpan = now - ordersStart;
  const flushAll = async (trx: Kysely<DB>) => {
    await orderWriter.flush(trx);
    await transactionWriter.flush(trx);
    await reviewWriter.flush(trx);
  };

  for (let chunk = 0; chunk < count; chunk += ORDERS_PER_COMMIT) {
    const chunkEnd = Math.min(count, chunk + ORDERS_PER_COMMIT);
    await db.transaction().execute(async (trx) => {
      for (let i = chunk; i < chunkEnd; i++) {
        const orderId = ids.orders + i + 1;
        // A growing business: the index→time curve is concave, so later months hold more orders.
        const createdAt = Math.floor(
          ordersStart + ordersSpan * Math.pow((i + r.next()) / count, 0.8),
        );
        const service = r.weighted(options.services.serviceTable);
        const customerIndex = r.int(0, customers.joinedBefore(createdAt) - 1);
        const customerId = customers.firstId + customerIndex;
        const customerCity = cities.items[customers.cityOf[customerIndex]!]!;
        const city: City = r.chance(0.85) ? customerCity : r.weighted(cities);
        const sessionDay = Math.floor((createdAt + r.int(2, 45) * DAY) / DAY) * DAY;
        const sessionAt = sessionDay + r.int(6, 19) * HOUR + (r.chance(0.5) ? 30 * 60_000 : 0);
        const price = roundTo(service.base_price * (0.9 + r.next() * 0.5), 500);
        const status = orderStatusFor(r, sessionAt, now);
        const photographerId =
          status === 'pending' && r.chance(0.5)
            ? null
            : photographers.pick(r, service.category, createdAt);
        const method = r.weighted(paymentMethods);
        const confirmAt = Math.min(now, sessionAt - HOUR, createdAt + r.int(10, 36 * 60) * 60_000);
        const { updatedAt, cancelReason } = settleOrder(
          r,
          {
            orderId,
            customerId,
            photographerId,
            status,
            price,
            method,
            createdAt,
            confirmAt,
            sessionAt,
            durationMinutes: service.duration_minutes,
          },
          { now, rate },
          sink,
        );
        orderWriter.add([
          orderId,
          orderCode(orderId),
          customerId,
          photographerId,
          service.id,
          iso(sessionAt),
          city.name,
          `${r.pick(city.districts)}، ${r.pick(streets)}، مبنى ${r.int(1, 120)}`,
          price,
          r.chance(0.3) ? r.pick(orderNotes) : null,
          cancelReason,
          status,
          status === 'completed'
            ? iso(Math.min(now, sessionAt + service.duration_minutes * 60_000))
            : null,
          status === 'cancelled' ? iso(updatedAt) : null,
          status === 'completed' ? rate : null,
          iso(createdAt),
          iso(updatedAt),
        ]);
        if (orderWriter.pending >= ORDERS_PER_WRITE) await flushAll(trx);
      }
      await flushAll(trx);
    });
    options.onProgress?.(chunkEnd);
  }
  return {
    orders: orderWriter.inserted,
    transactions: transactionWriter.inserted,
    reviews: reviewWriter.inserted,
  };
}
