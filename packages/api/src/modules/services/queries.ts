import type { Kysely } from 'kysely';
import type { Service, ServiceRequest } from '@laqta/contract';
import type { DB } from '../../db/schema.js';
import type { ServiceRow } from '../../db/tables/marketplace.js';

/** A stored row as the API answers it (0/1 → boolean). */
export function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    base_price: Number(row.base_price),
    duration_minutes: Number(row.duration_minutes),
    image_url: row.image_url,
    is_active: Number(row.is_active) === 1,
    sort_order: Number(row.sort_order),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function findService(db: Kysely<DB>, id: number): Promise<ServiceRow | undefined> {
  return db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
}

function columnsOf(values: ServiceRequest) {
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    base_price: values.base_price,
    duration_minutes: values.duration_minutes,
    is_active: values.is_active ? 1 : 0,
    sort_order: values.sort_order,
  };
}

export async function insertService(
  db: Kysely<DB>,
  values: ServiceRequest,
  imageUrl: string,
): Promise<ServiceRow> {
  const now = new Date().toISOString();
  return db
    .insertInto('services')
    .values({ ...columnsOf(values), image_url: imageUrl, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces every field; `imageUrl` undefined keeps the current image. */
export async function updateService(
  db: Kysely<DB>,
  id: number,
  values: ServiceRequest,
  imageUrl: string | undefined,
): Promise<ServiceRow> {
  return db
    .updateTable('services')
    .set({
      ...columnsOf(values),
      ...(imageUrl === undefined ? {} : { image_url: imageUrl }),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
