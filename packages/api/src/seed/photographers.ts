import type { ServiceCategory } from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { cities, photographerBios } from './catalog.js';
import {
  iso,
  joinedAt,
  MONTH,
  personName,
  phoneFor,
  roundTo,
  type WriterFactory,
} from './common.js';
import { weightedTable, type Random } from './random.js';

/**
 * `count` photographers (with their specialties) from `firstId` on; the first ones cover one
 * category each, so every service can be booked. Returns how the orders pick a photographer of a
 * category who had joined by then, and lowers the ratings of a few.
 */
export async function seedPhotographers(
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

export type SeededPhotographers = Awaited<ReturnType<typeof seedPhotographers>>;
