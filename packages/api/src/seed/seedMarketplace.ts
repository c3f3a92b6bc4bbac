import { sql, type Kysely } from 'kysely';
import { orderCode, settingNames, type OrderStatus, type ServiceCategory } from '@laqta/contract';
import { dialectOf, type Dialect } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { BatchInsert } from './batchInsert.js';
import {
  billboardTemplates,
  cancelReasons,
  cities,
  familyNames,
  femaleNames,
  maleNames,
  orderNotes,
  paymentMethods,
  photographerBios,
  ratings,
  reviewComments,
  serviceTemplates,
  streets,
  suggestionMessages,
  type City,
} from './catalog.js';
import { createRandom, weightedTable, type Random } from './random.js';
import { suspendSecondaryIndexes } from './bulkIndexes.js';
import { suspendRollupTriggers } from './rollups.js';

export interface SeedOptions {
  customers: number;
  photographers: number;
  orders: number;
  /** Same seed + same `now` → the same rows. */
  seed: string;
  /** The moment the data ends at; defaults to the start of the current UTC hour. */
  now?: Date;
  /** Called after each committed chunk of orders. */
  onProgress?: (ordersWritten: number) => void;
}

export interface SeedSummary {
  customers: number;
  photographers: number;
  services: number;
  orders: number;
  transactions: number;
  reviews: number;
  billboards: number;
  suggestions: number;
  commissionRate: number;
  milliseconds: number;
}

/** Used when the settings hold no commission rate. */
export const DEFAULT_COMMISSION_RATE = 15;
/** Orders per database transaction: big enough to be fast, small enough to keep the WAL small. */
const ORDERS_PER_COMMIT = 50_000;
/** Orders (with their transactions and reviews) collected before one multi-row write. */
const ORDERS_PER_WRITE = 2_000;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MONTH = 30.44 * DAY;

const iso = (ms: number) => new Date(ms).toISOString();

/** The commission rate (percent) from the settings, e.g. 15. */
export async function readCommissionRate(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('name', '=', settingNames.commissionRate)
    .executeTakeFirst();
  const rate = Number(row?.value);
  return row && Number.isFinite(rate) && rate >= 0 && rate <= 100 ? rate : DEFAULT_COMMISSION_RATE;
}

/** What the platform keeps of an order's price; the photographer's payout is the rest. */
export function commissionOf(price: number, ratePercent: number): number {
  return Math.round((price * ratePercent) / 100);
}

/**
 * Fills the marketplace with believable, mutually consistent data: Arabic names and cities, orders
 * over the last 18 months (growing towards now), and for each order the money it implies — a
 * completed order has a succeeded payment and a payout of its price less the commission, a
 * cancelled paid order has a refund, ratings come from reviews. Rows are appended after whatever
 * the tables already hold; the dashboard roll-ups are rebuilt once at the end.
 */
export async function seedMarketplace(db: Kysely<DB>, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const dialect = dialectOf(db);
  const restoreSettings = await tuneForBulkWrites(db, dialect);
  let summary: Omit<SeedSummary, 'milliseconds'>;
  try {
    const resumeTriggers = await suspendRollupTriggers(db, dialect);
    try {
      const restoreIndexes = await suspendSecondaryIndexes(db, dialect);
      try {
        summary = await writeMarketplace(db, dialect, options);
      } finally {
        await restoreIndexes();
      }
    } finally {
      await resumeTriggers();
    }
  } finally {
    await restoreSettings();
  }
  await finish(db, dialect);
  return { ...summary, milliseconds: Math.round(performance.now() - started) };
}

async function writeMarketplace(
  db: Kysely<DB>,
  dialect: Dialect,
  options: SeedOptions,
): Promise<Omit<SeedSummary, 'milliseconds'>> {
  const now = (options.now ?? new Date(Math.floor(Date.now() / HOUR) * HOUR)).getTime();
  const rate = await readCommissionRate(db);
  const random = (stream: string) => createRandom(`${options.seed}:${stream}`);
  const ids = await currentMaxIds(db);
  const writer = (table: string, columns: string[]) => new BatchInsert(dialect, table, columns);

  // Services: the catalogue once; later runs reuse what is there.
  const serviceWriter = writer('services', [
    'id',
    'name',
    'description',
    'category',
    'base_price',
    'duration_minutes',
    'image_url',
    'is_active',
    'sort_order',
    'created_at',
    'updated_at',
  ]);
  if (ids.services === 0) {
    const createdAt = iso(now - 30 * MONTH);
    serviceTemplates.forEach((s, i) =>
      serviceWriter.add([
        i + 1,
        s.name,
        s.description,
        s.category,
        s.basePrice,
        s.durationMinutes,
        null,
        1,
        i + 1,
        createdAt,
        createdAt,
      ]),
    );
    await serviceWriter.flush(db);
  }
  const services = await db
    .selectFrom('services')
    .select(['id', 'category', 'base_price', 'duration_minutes'])
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
  if (services.length === 0) throw new Error('No active service to book');
  const serviceTable = weightedTable(
    services.map((s) => [s, categoryPopularity[s.category]] as const),
  );

  const photographers = await seedPhotographers(db, writer, random('photographers'), {
    count: options.photographers,
    firstId: ids.photographers + 1,
    now,
    services,
  });
  const customers = await seedCustomers(db, writer, random('customers'), {
    count: options.customers,
    firstId: ids.customers + 1,
    now,
  });

  // Orders, their transactions and reviews, written in time order in chunks.
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
  const orderRandom = random('orders');
  let transactionId = ids.transactions;
  let reviewId = ids.reviews;
  const addTransaction = (
    orderId: number,
    type: 'payment' | 'refund' | 'payout',
    amount: number,
    commission: number,
    method: string,
    status: 'pending' | 'succeeded' | 'failed',
    at: number,
  ) => {
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
  };

  const ordersStart = now - 18 * MONTH;
  const ordersSpan = now - ordersStart;
  const flushAll = async (trx: Kysely<DB>) => {
    await orderWriter.flush(trx);
    await transactionWriter.flush(trx);
    await reviewWriter.flush(trx);
  };

  for (let chunk = 0; chunk < options.orders; chunk += ORDERS_PER_COMMIT) {
    const chunkEnd = Math.min(options.orders, chunk + ORDERS_PER_COMMIT);
    await db.transaction().execute(async (trx) => {
      for (let i = chunk; i < chunkEnd; i++) {
        const orderId = ids.orders + i + 1;
        const r = orderRandom;
        // A growing business: the index→time curve is concave, so later months hold more orders.
        const createdAt = Math.floor(
          ordersStart + ordersSpan * Math.pow((i + r.next()) / options.orders, 0.8),
        );
        const service = r.weighted(serviceTable);
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
        let updatedAt = createdAt;
        let cancelReason: string | null = null;

        if (status === 'pending') {
          if (r.chance(0.25))
            addTransaction(
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
            addTransaction(
              orderId,
              'payment',
              price,
              0,
              method,
              'failed',
              Math.max(createdAt, confirmAt - r.int(1, 30) * 60_000),
            );
          addTransaction(orderId, 'payment', price, 0, method, 'succeeded', confirmAt);
          updatedAt = confirmAt;
          if (status === 'cancelled') {
            const cancelAt = Math.min(
              now,
              confirmAt +
                r.int(1, Math.max(1, Math.floor((Math.min(sessionAt, now) - confirmAt) / HOUR))) *
                  HOUR,
            );
            addTransaction(orderId, 'refund', price, 0, method, 'succeeded', cancelAt);
            updatedAt = cancelAt;
            cancelReason = r.pick(cancelReasons);
          } else if (status === 'in_progress') {
            updatedAt = Math.min(now, sessionAt);
          } else if (status === 'completed') {
            const payoutAt = Math.min(
              now,
              sessionAt + service.duration_minutes * 60_000 + r.int(1, 4) * DAY,
            );
            const commission = commissionOf(price, rate);
            addTransaction(
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
              const rating = photographers.adjustRating(photographerId, r.weighted(ratings));
              const reviewedAt = iso(Math.min(now, payoutAt + r.int(0, 5 * 24) * HOUR));
              reviewId++;
              reviewWriter.add([
                reviewId,
                orderId,
                customerId,
                photographerId,
                rating,
                r.chance(0.7) ? r.pick(reviewComments[rating]) : null,
                reviewedAt,
                reviewedAt,
              ]);
            }
          }
        }

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
          iso(createdAt),
          iso(updatedAt),
        ]);
        if (orderWriter.pending >= ORDERS_PER_WRITE) await flushAll(trx);
      }
      await flushAll(trx);
    });
    options.onProgress?.(chunkEnd);
  }

  const extras = await seedExtras(db, writer, random('extras'), {
    now,
    customers: options.customers,
    ids,
  });

  return {
    customers: options.customers,
    photographers: options.photographers,
    services: serviceWriter.inserted,
    orders: orderWriter.inserted,
    transactions: transactionWriter.inserted,
    reviews: reviewWriter.inserted,
    billboards: extras.billboards,
    suggestions: extras.suggestions,
    commissionRate: rate,
  };
}

/** Relative share of orders per category (weddings are rarer but dearer). */
const categoryPopularity: Record<ServiceCategory, number> = {
  wedding: 6,
  graduation: 10,
  family: 7,
  personal: 9,
  newborn: 7,
  other: 5,
};

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

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

type WriterFactory = (table: string, columns: string[]) => BatchInsert;

interface MaxIds {
  customers: number;
  photographers: number;
  services: number;
  orders: number;
  transactions: number;
  reviews: number;
  billboards: number;
  suggestions: number;
}

async function currentMaxIds(db: Kysely<DB>): Promise<MaxIds> {
  const max = async (table: keyof MaxIds) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max<number | null>('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  };
  return {
    customers: await max('customers'),
    photographers: await max('photographers'),
    services: await max('services'),
    orders: await max('orders'),
    transactions: await max('transactions'),
    reviews: await max('reviews'),
    billboards: await max('billboards'),
    suggestions: await max('suggestions'),
  };
}

function personName(r: Random): { name: string; latin: string } {
  const [first, latin] = r.chance(0.5) ? r.pick(maleNames) : r.pick(femaleNames);
  return { name: `${first} ${r.pick(familyNames)}`, latin };
}

function phoneFor(r: Random, city: City): string {
  const digits = city.phonePrefix === '05' ? 8 : 7;
  let number = '';
  for (let i = 0; i < digits; i++) number += String(r.int(0, 9));
  return `${city.phonePrefix}${number}`;
}

/** Time of the k-th of n records that joined evenly between `from` and `to`. */
function joinedAt(k: number, n: number, from: number, to: number): number {
  return Math.floor(from + ((to - from) * k) / Math.max(1, n));
}

async function seedCustomers(
  db: Kysely<DB>,
  writer: WriterFactory,
  r: Random,
  { count, firstId, now }: { count: number; firstId: number; now: number },
) {
  if (count < 1) throw new Error('At least one customer is needed');
  const from = now - 24 * MONTH;
  const to = now - DAY;
  const cityOf = new Uint8Array(count);
  const customers = writer('customers', [
    'id',
    'name',
    'email',
    'phone',
    'city',
    'avatar_url',
    'status',
    'created_at',
    'updated_at',
  ]);
  await db.transaction().execute(async (trx) => {
    for (let k = 0; k < count; k++) {
      const id = firstId + k;
      const { name, latin } = personName(r);
      const cityIndex = cities.items.indexOf(r.weighted(cities));
      cityOf[k] = cityIndex;
      const city = cities.items[cityIndex]!;
      const createdAt = iso(joinedAt(k, count, from, to));
      customers.add([
        id,
        name,
        `${latin}.${id}@example.com`,
        phoneFor(r, city),
        city.name,
        null,
        r.chance(0.96) ? 'active' : 'blocked',
        createdAt,
        createdAt,
      ]);
      if (customers.pending >= 5_000) await customers.flush(trx);
    }
    await customers.flush(trx);
  });
  return {
    firstId,
    cityOf,
    /** How many of the new customers had joined by `at` (at least one). */
    joinedBefore(at: number): number {
      return Math.min(count, Math.max(1, Math.floor(((at - from) / (to - from)) * count) + 1));
    },
  };
}

async function seedPhotographers(
  db: Kysely<DB>,
  writer: WriterFactory,
  r: Random,
  {
    count,
    firstId,
    now,
    services,
  }: {
    count: number;
    firstId: number;
    now: number;
    services: { category: ServiceCategory; base_price: number }[];
  },
) {
  const categories = [...new Set(services.map((s) => s.category))];
  if (count < categories.length) {
    throw new Error(
      `At least ${categories.length} photographers are needed (one per service category)`,
    );
  }
  const from = now - 30 * MONTH;
  const to = now - MONTH;
  const statusTable = weightedTable([
    ['approved', 82],
    ['pending', 10],
    ['suspended', 8],
  ] as const);
  /** Per category: ids and join times of the photographers who take orders, in join order. */
  const bookable = new Map<ServiceCategory, { ids: number[]; joined: number[] }>(
    categories.map((c) => [c, { ids: [], joined: [] }]),
  );
  /** A few photographers whose clients rate them lower. */
  const weak = new Set<number>();

  const photographers = writer('photographers', [
    'id',
    'name',
    'email',
    'phone',
    'city',
    'bio',
    'avatar_url',
    'starting_price',
    'status',
    'created_at',
    'updated_at',
  ]);
  const specialties = writer('photographer_specialties', ['photographer_id', 'category']);
  await db.transaction().execute(async (trx) => {
    for (let k = 0; k < count; k++) {
      const id = firstId + k;
      // The first ones cover one category each and are approved, so every service can be booked.
      const own = new Set<ServiceCategory>(k < categories.length ? [categories[k]!] : []);
      const extra = k < categories.length ? r.int(0, 1) : r.int(1, 3);
      while (own.size < Math.min(categories.length, (k < categories.length ? 1 : 0) + extra)) {
        own.add(r.pick(categories));
      }
      const status = k < categories.length ? 'approved' : r.weighted(statusTable);
      const joined = k < categories.length ? from : joinedAt(k, count, from, to);
      const city = r.weighted(cities);
      const { name, latin } = personName(r);
      const cheapest = Math.min(
        ...services.filter((s) => own.has(s.category)).map((s) => s.base_price),
      );
      photographers.add([
        id,
        name,
        `${latin}.photo${id}@example.com`,
        phoneFor(r, city),
        city.name,
        r.pick(photographerBios),
        null,
        roundTo(cheapest * (0.85 + r.next() * 0.35), 500),
        status,
        iso(joined),
        iso(joined),
      ]);
      for (const category of own) {
        specialties.add([id, category]);
        if (status !== 'pending') {
          const list = bookable.get(category)!;
          list.ids.push(id);
          list.joined.push(joined);
        }
      }
      if (r.chance(0.1)) weak.add(id);
      if (photographers.pending >= 2_000) {
        await photographers.flush(trx);
        await specialties.flush(trx);
      }
    }
    await photographers.flush(trx);
    await specialties.flush(trx);
  });

  return {
    /** A photographer of the category who had joined by `at`. */
    pick(random: Random, category: ServiceCategory, at: number): number {
      const list = bookable.get(category)!;
      let low = 0;
      let high = list.joined.length; // first index that joined after `at`
      while (low < high) {
        const mid = (low + high) >> 1;
        if (list.joined[mid]! <= at) low = mid + 1;
        else high = mid;
      }
      return list.ids[random.int(0, Math.max(0, low - 1))]!;
    },
    adjustRating(photographerId: number, rating: 1 | 2 | 3 | 4 | 5): 1 | 2 | 3 | 4 | 5 {
      return weak.has(photographerId) ? (Math.max(1, rating - 2) as 1 | 2 | 3 | 4 | 5) : rating;
    },
  };
}

async function seedExtras(
  db: Kysely<DB>,
  writer: WriterFactory,
  r: Random,
  { now, customers, ids }: { now: number; customers: number; ids: MaxIds },
) {
  const billboards = writer('billboards', [
    'id',
    'title',
    'image_url',
    'link_url',
    'starts_at',
    'ends_at',
    'is_active',
    'sort_order',
    'created_at',
    'updated_at',
  ]);
  if (ids.billboards === 0) {
    billboardTemplates.forEach((b, i) => {
      const starts = now - r.int(5, 60) * DAY;
      billboards.add([
        i + 1,
        b.title,
        `/images/billboards/billboard-${i + 1}.svg`,
        b.link,
        iso(starts),
        iso(starts + r.int(30, 120) * DAY),
        i === billboardTemplates.length - 1 ? 0 : 1,
        i + 1,
        iso(starts),
        iso(starts),
      ]);
    });
  }
  const suggestions = writer('suggestions', [
    'id',
    'name',
    'email',
    'phone',
    'message',
    'source',
    'status',
    'created_at',
    'updated_at',
  ]);
  const suggestionCount = Math.min(80, Math.ceil(customers / 25));
  for (let k = 0; k < suggestionCount; k++) {
    const id = ids.suggestions + k + 1;
    const { name, latin } = personName(r);
    const at = iso(now - r.int(1, 180 * 24) * HOUR);
    suggestions.add([
      id,
      name,
      `${latin}.${id}@example.com`,
      phoneFor(r, r.weighted(cities)),
      r.pick(suggestionMessages),
      r.chance(0.7) ? 'contact_form' : 'app',
      r.pick(['new', 'read', 'archived'] as const),
      at,
      at,
    ]);
  }
  await db.transaction().execute(async (trx) => {
    await billboards.flush(trx);
    await suggestions.flush(trx);
  });
  return { billboards: billboards.inserted, suggestions: suggestions.inserted };
}

/**
 * SQLite: a big page cache keeps the orders' indexes in memory while they grow (the default 2 MB
 * cache makes every index insert a disk read at a million rows), and no fsync per commit while
 * seeding — a crash mid-seed leaves a half-seeded database either way. Returns the undo.
 */
async function tuneForBulkWrites(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
): Promise<() => Promise<void>> {
  if (dialect !== 'sqlite') return async () => {};
  const read = async (pragma: string) =>
    Object.values(
      (await sql.raw<Record<string, number>>(`pragma ${pragma}`).execute(db)).rows[0] ?? {},
    )[0];
  const cacheSize = await read('cache_size');
  const synchronous = await read('synchronous');
  await sql.raw('pragma cache_size = -524288').execute(db);
  await sql.raw('pragma synchronous = OFF').execute(db);
  return async () => {
    await sql.raw(`pragma cache_size = ${Number(cacheSize)}`).execute(db);
    await sql.raw(`pragma synchronous = ${Number(synchronous)}`).execute(db);
  };
}

/** Moves PostgreSQL's id sequences past the ids written explicitly, and refreshes planner statistics. */
async function finish(db: Kysely<DB>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') {
    const seeded = [
      'customers',
      'photographers',
      'services',
      'orders',
      'transactions',
      'reviews',
      'billboards',
      'suggestions',
    ];
    for (const table of seeded) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
        db,
      );
    }
    // VACUUM also sets the visibility map, so counts can be index-only scans (the dashboard's
    // customer count at 100,000 customers); ANALYZE alone leaves every heap page to be read.
    await sql`vacuum analyze ${sql.join(seeded.map((table) => sql.table(table)))}`.execute(db);
  } else {
    await sql`pragma analysis_limit = 1000`.execute(db);
    await sql`analyze`.execute(db);
  }
}
