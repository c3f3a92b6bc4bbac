import type { ServiceCategory } from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { serviceTemplates } from './catalog.js';
import { iso, MONTH, type WriterFactory } from './common.js';
import { weightedTable } from './random.js';

/** Relative share of orders per category (weddings are rarer but dearer). */
const categoryPopularity: Record<ServiceCategory, number> = {
  wedding: 6,
  graduation: 10,
  family: 7,
  personal: 9,
  newborn: 7,
  other: 5,
};

/**
 * The catalogue's services, once (later runs reuse what is there). Returns how many were written,
 * the active services, and the table orders pick a service from (by category popularity).
 */
export async function seedServices(
  db: Kysely<DB>,
  writer: WriterFactory,
  { now, catalogueMissing }: { now: number; catalogueMissing: boolean },
) {
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
  if (catalogueMissing) {
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

  return { inserted: serviceWriter.inserted, services, serviceTable };
}

export type SeededServices = Awaited<ReturnType<typeof seedServices>>;
