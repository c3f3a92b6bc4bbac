import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  OrderStatus,
  PhotographerStatus,
  TransactionStatus,
  TransactionType,
} from '@laqta/contract';
import { issueToken } from '../../src/auth/tokens.js';
import type { DB } from '../../src/db/schema.js';
import { createRandom } from '../../src/seed/random.js';

/**
 * A small, varied marketplace written row by row, kept in plain arrays so that a test can compute
 * every dashboard figure on its own and compare it with what the API answers.
 */
export interface MarketplaceRows {
  customers: { id: number; name: string }[];
  photographers: { id: number; name: string; city: string; status: PhotographerStatus }[];
  services: { id: number; name: string }[];
  orders: {
    id: number;
    code: string;
    customer_id: number;
    photographer_id: number | null;
    service_id: number;
    price: number;
    status: OrderStatus;
    created_at: string;
  }[];
  transactions: {
    id: number;
    order_id: number;
    type: TransactionType;
    status: TransactionStatus;
    amount: number;
    commission_amount: number;
    created_at: string;
  }[];
  reviews: { id: number; order_id: number; photographer_id: number; rating: number }[];
}

const orderStatuses: OrderStatus[] = [
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
];
const types: TransactionType[] = ['payment', 'refund', 'payout'];
const txStatuses: TransactionStatus[] = ['pending', 'succeeded', 'failed'];

/** A moment `monthsBack` calendar months before now's month (UTC), on a random day and hour. */
function inMonth(now: Date, monthsBack: number, random: () => number): string {
  const day = 1 + Math.floor(random() * (monthsBack === 0 ? now.getUTCDate() : 28));
  const hour = Math.floor(random() * 24);
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, day, hour, 7),
  ).toISOString();
}

/**
 * Inserts `orderCount` orders spread over the current month and the 14 before it (so some fall
 * outside the 12-month series), with payments, refunds and payouts of every status and reviews.
 */
export async function insertMarketplaceRows(
  db: Kysely<DB>,
  { seed, orderCount, now = new Date() }: { seed: string; orderCount: number; now?: Date },
): Promise<MarketplaceRows> {
  const r = createRandom(seed);
  const stamp = now.toISOString();
  const rows: MarketplaceRows = {
    customers: [],
    photographers: [],
    services: [],
    orders: [],
    transactions: [],
    reviews: [],
  };

  for (let i = 1; i <= 4; i++) {
    const row = {
      name: `عميل ${seed} ${i}`,
      email: `c${i}.${seed}@example.com`,
      phone: '0500000000',
      city: 'الرياض',
      avatar_url: null,
      status: 'active' as const,
      created_at: stamp,
      updated_at: stamp,
    };
    const { id } = await db
      .insertInto('customers')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    rows.customers.push({ id, name: row.name });
  }
  const photographerStatuses: PhotographerStatus[] = [
    'approved',
    'approved',
    'approved',
    'approved',
    'approved',
    'approved',
    'pending',
    'suspended',
  ];
  for (const [i, status] of photographerStatuses.entries()) {
    const row = {
      name: `مصور ${seed} ${i + 1}`,
      email: `p${i}.${seed}@example.com`,
      phone: '0500000000',
      city: 'جدة',
      bio: '',
      avatar_url: null,
      starting_price: 50000,
      status,
      created_at: stamp,
      updated_at: stamp,
    };
    const { id } = await db
      .insertInto('photographers')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    rows.photographers.push({ id, name: row.name, city: row.city, status });
  }
  for (let i = 1; i <= 3; i++) {
    const row = {
      name: `خدمة ${seed} ${i}`,
      description: '',
      category: 'family' as const,
      base_price: 100000,
      duration_minutes: 60,
      image_url: null,
      is_active: 1,
      sort_order: i,
      created_at: stamp,
      updated_at: stamp,
    };
    const { id } = await db
      .insertInto('services')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    rows.services.push({ id, name: row.name });
  }

  for (let i = 0; i < orderCount; i++) {
    const createdAt = inMonth(now, r.int(0, 14), r.next);
    const status = r.pick(orderStatuses);
    const photographer = r.chance(0.15) ? null : r.pick(rows.photographers);
    const row = {
      code: `T-${seed}-${i}`,
      customer_id: r.pick(rows.customers).id,
      photographer_id: photographer?.id ?? null,
      service_id: r.pick(rows.services).id,
      session_at: createdAt,
      city: 'الرياض',
      address: '',
      price: r.int(1, 400) * 500,
      notes: null,
      cancel_reason: null,
      status,
      created_at: createdAt,
      updated_at: createdAt,
    };
    const { id } = await db
      .insertInto('orders')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    rows.orders.push({ id, ...row });

    for (let k = r.int(0, 3); k > 0; k--) {
      const type = r.pick(types);
      const amount = r.int(1, 400) * 500;
      const commission = type === 'payout' ? r.int(0, 100) * 100 : 0;
      const picked = r.pick(txStatuses);
      // An order has at most one payout that is not failed (the database refuses a second
      // succeeded one, migration 0020; a pending one may still succeed).
      const payoutTaken = rows.transactions.some(
        (t) => t.order_id === id && t.type === 'payout' && t.status !== 'failed',
      );
      const tx = {
        order_id: id,
        type,
        status: type === 'payout' && payoutTaken ? ('failed' as const) : picked,
        amount,
        commission_amount: commission,
        method: 'mada' as const,
        reference: `R-${seed}-${i}-${k}`,
        created_at: inMonth(now, r.int(0, 14), r.next),
        updated_at: stamp,
      };
      const inserted = await db
        .insertInto('transactions')
        .values(tx)
        .returning('id')
        .executeTakeFirstOrThrow();
      rows.transactions.push({ id: inserted.id, ...tx });
    }
    if (photographer && r.chance(0.5)) {
      const review = {
        order_id: id,
        customer_id: row.customer_id,
        photographer_id: photographer.id,
        rating: r.int(1, 5),
        comment: null,
        created_at: stamp,
        updated_at: stamp,
      };
      const inserted = await db
        .insertInto('reviews')
        .values(review)
        .returning('id')
        .executeTakeFirstOrThrow();
      rows.reviews.push({
        id: inserted.id,
        order_id: id,
        photographer_id: photographer.id,
        rating: review.rating,
      });
    }
  }
  return rows;
}

/** An `Authorization` header value for a fresh admin (inserted directly; no password needed). */
export async function adminAuthorization(db: Kysely<DB>): Promise<string> {
  const stamp = new Date().toISOString();
  const admin = await db
    .insertInto('admins')
    .values({
      name: 'مدير الاختبار',
      email: `admin-${randomUUID()}@example.com`,
      password_hash: 'not-a-real-hash',
      avatar_url: null,
      role: 'owner',
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await issueToken(db, admin.id, { ttlMinutes: 60 });
  return `Bearer ${token.plainText}`;
}
