import type { Kysely } from 'kysely';
import type {
  Photographer,
  PhotographerFutureOrder,
  PhotographerRequest,
  PhotographerStatus,
} from '@laqta/contract';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../time.js';
import { findPhotographerRow, specialtiesOf, toPhotographer } from './queries.js';

/** One photographer as the write routes answer it (no reviews), or undefined. */
export async function findPhotographerRecord(
  db: Kysely<DB>,
  id: number,
): Promise<Photographer | undefined> {
  const row = await findPhotographerRow(db, id);
  if (!row) return undefined;
  const specialties = await specialtiesOf(db, [id]);
  const record = toPhotographer(row, specialties.get(id) ?? []);
  return {
    ...record,
    starting_price: Number(record.starting_price),
    reviews_count: Number(record.reviews_count),
    completed_orders_count: Number(record.completed_orders_count),
  };
}

/** Another photographer's id with this e-mail (stored lower-cased), if any. */
export async function photographerWithEmail(
  db: Kysely<DB>,
  email: string,
  exceptId?: number,
): Promise<number | undefined> {
  let query = db.selectFrom('photographers').select('id').where('email', '=', email);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst())?.id;
}

async function replaceSpecialties(db: Kysely<DB>, id: number, values: PhotographerRequest) {
  await db.deleteFrom('photographer_specialties').where('photographer_id', '=', id).execute();
  if (values.specialties.length > 0)
    await db
      .insertInto('photographer_specialties')
      .values(values.specialties.map((category) => ({ photographer_id: id, category })))
      .execute();
}

const columnsOf = (values: PhotographerRequest) => ({
  name: values.name,
  email: values.email,
  phone: values.phone,
  city: values.city,
  bio: values.bio,
  starting_price: values.starting_price,
});

/** A new photographer, pending approval. Returns its id. */
export async function insertPhotographer(
  db: Kysely<DB>,
  values: PhotographerRequest,
  avatarUrl: string | null,
): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('photographers')
    .values({
      ...columnsOf(values),
      avatar_url: avatarUrl,
      status: 'pending',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceSpecialties(db, id, values);
  return id;
}

/**
 * Replaces the form's fields when the row still has the `updated_at` the admin saw; false when
 * it changed meanwhile (the caller answers 409). `avatarUrl` undefined keeps the current avatar.
 */
export async function updatePhotographer(
  db: Kysely<DB>,
  id: number,
  seen: string,
  values: PhotographerRequest,
  avatarUrl: string | undefined,
): Promise<boolean> {
  const updated = await db
    .updateTable('photographers')
    .set({
      ...columnsOf(values),
      ...(avatarUrl === undefined ? {} : { avatar_url: avatarUrl }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('updated_at', '=', seen)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await replaceSpecialties(db, id, values);
  return true;
}

/** Moves a photographer to `status` (a checked transition) with its reason and rejection mark. */
export async function setPhotographerStatus(
  db: Kysely<DB>,
  id: number,
  change: { status: PhotographerStatus; reason: string | null; rejected: boolean },
): Promise<void> {
  await db
    .updateTable('photographers')
    .set({
      status: change.status,
      status_reason: change.reason,
      rejected_at: change.rejected ? nowIso() : null,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

/** The photographer's confirmed orders whose session is still ahead, soonest first. */
export async function futureConfirmedOrders(
  db: Kysely<DB>,
  photographerId: number,
  now: string,
): Promise<PhotographerFutureOrder[]> {
  return db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .innerJoin('services', 'services.id', 'orders.service_id')
    .select([
      'orders.id',
      'orders.code',
      'orders.session_at',
      'customers.name as customer_name',
      'services.name as service_name',
    ])
    .where('orders.photographer_id', '=', photographerId)
    .where('orders.status', '=', 'confirmed')
    .where('orders.session_at', '>', now)
    .orderBy('orders.session_at')
    .orderBy('orders.id')
    .execute();
}
