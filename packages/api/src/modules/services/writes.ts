import { sql, type Kysely } from 'kysely';
import type { ServiceState } from '@laqta/contract';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../time.js';

/** How many orders name this service (any status): a used service is archived, never deleted. */
export async function ordersUsingService(db: Kysely<DB>, id: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('service_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Puts a service in `state`: archived ones are also switched off, so nothing offers them. */
export async function setServiceState(
  db: Kysely<DB>,
  id: number,
  state: ServiceState,
): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('services')
    .set({
      is_active: state === 'active' ? 1 : 0,
      archived_at: state === 'archived' ? now : null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteService(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('services').where('id', '=', id).execute();
}
