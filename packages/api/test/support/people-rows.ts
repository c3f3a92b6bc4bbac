import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OrderStatus, PhotographerStatus } from '@laqta/contract';
import type { DB } from '../../src/db/schema.js';

/** Rows for the people and content tests (issue 14), written directly, each with fresh values. */
const stamp = () => new Date().toISOString();
const unique = () => randomUUID().slice(0, 8);

export async function insertPhotographerRow(
  db: Kysely<DB>,
  values: { status?: PhotographerStatus; name?: string; created_at?: string } = {},
) {
  const at = values.created_at ?? stamp();
  return db
    .insertInto('photographers')
    .values({
      name: values.name ?? `مصور ${unique()}`,
      email: `photographer-${unique()}@laqta.test`,
      phone: '0501234567',
      city: 'الرياض',
      bio: '',
      avatar_url: null,
      starting_price: 50000,
      status: values.status ?? 'pending',
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'updated_at', 'email'])
    .executeTakeFirstOrThrow();
}

export async function insertCustomerRow(
  db: Kysely<DB>,
  values: { status?: 'active' | 'blocked'; email?: string } = {},
) {
  const at = stamp();
  return db
    .insertInto('customers')
    .values({
      name: `عميل ${unique()}`,
      email: values.email ?? `customer-${unique()}@laqta.test`,
      phone: '0551234567',
      city: 'جدة',
      avatar_url: null,
      status: values.status ?? 'active',
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'updated_at', 'email'])
    .executeTakeFirstOrThrow();
}

export async function insertServiceRow(db: Kysely<DB>, values: { is_active?: number } = {}) {
  const at = stamp();
  return db
    .insertInto('services')
    .values({
      name: `خدمة ${unique()}`,
      description: '',
      category: 'family',
      base_price: 30000,
      duration_minutes: 60,
      image_url: null,
      is_active: values.is_active ?? 1,
      sort_order: 0,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'updated_at'])
    .executeTakeFirstOrThrow();
}

/** An order (its code from its id, as the app writes it). */
export async function insertOrderRow(
  db: Kysely<DB>,
  values: {
    customer_id: number;
    service_id: number;
    photographer_id?: number | null;
    status?: OrderStatus;
    session_at?: string;
  },
) {
  const at = stamp();
  const { id } = await db
    .insertInto('orders')
    .values({
      code: `TMP-${unique()}`,
      customer_id: values.customer_id,
      photographer_id: values.photographer_id ?? null,
      service_id: values.service_id,
      session_at: values.session_at ?? new Date(Date.now() + 7 * 86_400_000).toISOString(),
      city: 'الرياض',
      address: 'حي النخيل',
      price: 30000,
      notes: null,
      cancel_reason: null,
      status: values.status ?? 'pending',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const code = `LQ-${String(id).padStart(6, '0')}`;
  await db.updateTable('orders').set({ code }).where('id', '=', id).execute();
  return { id, code };
}

export async function insertReviewRow(
  db: Kysely<DB>,
  values: { order_id: number; customer_id: number; photographer_id: number; rating: number },
) {
  const at = stamp();
  return db
    .insertInto('reviews')
    .values({ ...values, comment: 'تعليق', created_at: at, updated_at: at })
    .returning(['id', 'updated_at'])
    .executeTakeFirstOrThrow();
}

export async function insertSubscriberRow(db: Kysely<DB>, email: string, at: string = stamp()) {
  return db
    .insertInto('newsletter_subscribers')
    .values({ email, created_at: at, updated_at: at })
    .returning(['id', 'updated_at'])
    .executeTakeFirstOrThrow();
}

export async function insertSuggestionRow(
  db: Kysely<DB>,
  status: 'new' | 'read' | 'archived' = 'new',
) {
  const at = stamp();
  return db
    .insertInto('suggestions')
    .values({
      name: 'سارة',
      email: 'sara@example.com',
      phone: '0500000000',
      message: 'اقتراح',
      source: 'contact_form',
      status,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'updated_at'])
    .executeTakeFirstOrThrow();
}
