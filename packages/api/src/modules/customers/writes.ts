import type { Kysely } from 'kysely';
import type { Customer, CustomerStatus, CustomerUpdateRequest } from '@laqta/contract';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../time.js';

const recordColumns = [
  'id',
  'name',
  'email',
  'phone',
  'city',
  'avatar_url',
  'status',
  'blocked_reason',
  'created_at',
  'updated_at',
] as const;

/** One customer as the write routes answer it (contract `customerSchema`), or undefined. */
export function findCustomerRecord(db: Kysely<DB>, id: number): Promise<Customer | undefined> {
  return db.selectFrom('customers').select(recordColumns).where('id', '=', id).executeTakeFirst();
}

/** Another customer's id with this e-mail (stored lower-cased), if any. */
export async function customerWithEmail(
  db: Kysely<DB>,
  email: string,
  exceptId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row?.id;
}

/** The form's fields, when the row still has the `updated_at` the admin saw (else false: 409). */
export async function updateCustomer(
  db: Kysely<DB>,
  id: number,
  values: CustomerUpdateRequest,
): Promise<boolean> {
  const result = await db
    .updateTable('customers')
    .set({
      name: values.name,
      email: values.email,
      phone: values.phone,
      city: values.city,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('updated_at', '=', values.updated_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setCustomerStatus(
  db: Kysely<DB>,
  id: number,
  status: CustomerStatus,
  reason: string | null,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ status, blocked_reason: reason, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}
