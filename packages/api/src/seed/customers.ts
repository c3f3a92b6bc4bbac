import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { cities } from './catalog.js';
import { DAY, iso, joinedAt, MONTH, personName, phoneFor, type WriterFactory } from './common.js';
import type { Random } from './random.js';

/**
 * `count` customers from `firstId` on, joined evenly over the last two years, in weighted cities.
 * Returns what the orders need: each customer's city and how many had joined by a moment.
 */
export async function seedCustomers(
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

export type SeededCustomers = Awaited<ReturnType<typeof seedCustomers>>;
