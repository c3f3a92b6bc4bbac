import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { cities, suggestionMessages } from './catalog.js';
import { HOUR, iso, personName, phoneFor, type WriterFactory } from './common.js';
import type { Random } from './random.js';

/** Messages from visitors over the last six months: one per 25 customers, at most 80. */
export async function seedSuggestions(
  db: Kysely<DB>,
  writer: WriterFactory,
  r: Random,
  { now, customers, firstId }: { now: number; customers: number; firstId: number },
): Promise<number> {
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
    const id = firstId + k;
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
  await suggestions.flush(db);
  return suggestions.inserted;
}
