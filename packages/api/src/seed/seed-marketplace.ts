import { sql, type Kysely } from 'kysely';
import { dialectOf, type Dialect } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { readCommissionRate } from '../modules/settings/queries.js';
import { BatchInsert } from './batch-insert.js';
import { seedBillboards } from './billboards.js';
import { suspendSecondaryIndexes } from './bulk-indexes.js';
import { currentMaxIds, HOUR } from './common.js';
import { seedCustomers } from './customers.js';
import { seedOrders } from './orders.js';
import { seedPhotographers } from './photographers.js';
import { createRandom } from './random.js';
import { suspendRollupTriggers } from './rollups.js';
import { seedServices } from './services.js';
import { seedSuggestions } from './suggestions.js';

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

/** One table at a time, each from its own random stream, so a table's rows do not shift another's. */
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

  const services = await seedServices(db, writer, { now, catalogueMissing: ids.services === 0 });
  const photographers = await seedPhotographers(db, writer, random('photographers'), {
    count: options.photographers,
    firstId: ids.photographers + 1,
    now,
    services: services.services,
  });
  const customers = await seedCustomers(db, writer, random('customers'), {
    count: options.customers,
    firstId: ids.customers + 1,
    now,
  });
  const orders = await seedOrders(db, writer, random('orders'), {
    count: options.orders,
    now,
    rate,
    ids,
    services,
    customers,
    photographers,
    onProgress: options.onProgress,
  });
  // Billboards and suggestions share one stream, in this order.
  const extras = random('extras');
  const billboards = await seedBillboards(db, writer, extras, {
    now,
    catalogueMissing: ids.billboards === 0,
  });
  const suggestions = await seedSuggestions(db, writer, extras, {
    now,
    customers: options.customers,
    firstId: ids.suggestions + 1,
  });

  return {
    customers: options.customers,
    photographers: options.photographers,
    services: services.inserted,
    ...orders,
    billboards,
    suggestions,
    commissionRate: rate,
  };
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
